import { auth } from '../en/auth';
import { authErrors } from '../en/authErrors';
import { forms } from '../en/forms';

/**
 * The sign-in and sign-up pages (features/auth): their forms, Firebase's errors in people's
 * words, the sign-up's picture field.
 */
export const catalog = { auth, authErrors, forms };
