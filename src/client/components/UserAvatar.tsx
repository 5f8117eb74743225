import { responsiveImageProps } from './responsiveImage';

const DEFAULT_AVATAR = '/images/avatars/default.svg';

type UserAvatarProps = { photoURL: string | null; name: string; size: number };

/** The user's photo, or a neutral silhouette when the account has none. */
export function UserAvatar({ photoURL, name, size }: UserAvatarProps) {
  return (
    <img
      {...responsiveImageProps(photoURL || DEFAULT_AVATAR, `${size}px`)}
      alt={name}
      width={size}
      height={size}
      className="rounded-circle object-fit-cover border"
    />
  );
}
