/**
 * Ours: the sign-in and sign-up pages (docs/product.md#sign-in-page). A role is one message
 * chosen by its value (ICU select), so a plain 'seller' never stands alone in the catalogue
 * (it would match every 'seller@…' address on a Bangla screen).
 */
export const auth = {
  email: 'Email',
  password: 'Password',
  name: 'Name',
  image: 'Image',
  role: 'Role',
  roleName: '{role, select, admin {admin} seller {seller} other {buyer}}',
  or: 'or',
  newHere: 'New here?',
  alreadyHaveAccount: 'Already have an account?',
  signUp: 'Sign up',
  continueWithGoogle: 'Continue with Google',
};
