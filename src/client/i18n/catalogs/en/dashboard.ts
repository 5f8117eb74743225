/** Ours: the dashboard's frame and the profile (docs/product.md#profile). */
export const dashboard = {
  menu: 'Dashboard menu',
  profilePhoto: 'Profile photo',
  emailVerified: 'Email verified',
  appVerified: 'App verified',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  yes: 'Yes',
  no: 'No',
  /** A verified flag's accessible name: 'Email verified: yes'. */
  flagYes: '{label}: yes',
  flagNo: '{label}: no',
  /** Ours: the profile's switch for e-mail about notifications. */
  emailNotifications: 'Email me about my notifications',
  emailChoiceFailed: 'Your email choice could not be saved. Please try again.',
};
