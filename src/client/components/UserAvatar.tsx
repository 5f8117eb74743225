type UserAvatarProps = { photoURL: string | null; name: string; size: number };

/** The user's photo, or a neutral silhouette when the account has none. */
export function UserAvatar({ photoURL, name, size }: UserAvatarProps) {
  return (
    <img
      src={photoURL || '/images/avatars/default.svg'}
      alt={name}
      width={size}
      height={size}
      className="rounded-circle object-fit-cover border"
    />
  );
}
