/** Ours: the dashboard's frame and the profile (docs/product.md#profile). */
export const dashboard = {
  menu: 'Dashboard menu',
  /**
   * Ours: the admin's 'Payments held for review' (the gateway's risk check), named here rather
   * than in pages.*: the first load, which carries pages.*, is at its size ceiling, and only the
   * dashboard's menu and the page itself say it.
   */
  heldPayments: 'Payments held for review',
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
  /** Ours: an address not verified gets no mail (docs/product.md#profile). */
  emailUnverifiedNote:
    'We send email only to a verified address. Until you verify yours, your notifications show only here and under the bell.',
  verifyEmail: 'Verify your email',
  emailVerifiedCheck: 'I have verified it',
  /** Ours: ending every session of the account (docs/product.md#profile). */
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereTitle: 'Sign out everywhere?',
  signOutEverywhereBody:
    'This ends your sessions on every phone and computer, this one too. To come back, sign in again with your password or Google.',
  signOutEverywhereFailed: 'You could not be signed out everywhere. Please try again.',
  /** Ours: the toasts of verifying the address and of signing out everywhere. */
  verificationSent:
    'We sent a verification link to {email}. Open it, then come back and press “I have verified it”.',
  emailNowVerified: 'Your email is verified: notifications now come by email too.',
  emailNotYetVerified: 'Your email is not verified yet. Open the link in the mail we sent.',
  signedOutEverywhere: 'You are signed out everywhere.',
  /** Ours: editing one's own name and mobile number (docs/product.md#profile). */
  editProfile: 'Edit profile',
  editProfileTitle: 'Your name and mobile number',
  fieldName: 'Name',
  fieldMobile: 'Mobile number',
  mobileHint: 'For example 01712345678 or +8801712345678. Leave it empty to remove it.',
  saveProfile: 'Save',
  profileSaved: 'Your profile is saved.',
  profileSaveFailed: 'Your profile could not be saved. Please try again.',
};
