/**
 * Ours: a short human sentence per Firebase Auth error code
 * (docs/product.md#identity-provider-errors), shown under the form when signing in or up fails;
 * unknown codes get `fallback`.
 */
export const authErrors = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/invalid-login-credentials': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'No account uses this e-mail. Create an account first.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/email-already-in-use': 'An account already uses this e-mail. Sign in instead.',
  'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/network-request-failed': 'No connection. Check your internet and try again.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google window was closed before signing in.',
  'auth/unauthorized-domain': 'Google sign-in is not allowed on this address.',
  'auth/admin-restricted-operation': 'This sign-in method is not allowed.',
  'auth/user-mismatch': 'That account is not the one signed in.',
  'auth/missing-email': 'please enter your email',
  // Firebase's popup needs Google's script (apis.google.com); unreachable, it fails this way.
  'auth/internal-error': 'Google sign-in could not start. Check your connection and try again.',
  fallback: 'Sign-in failed. Please try again.',
};
