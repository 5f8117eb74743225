import { auth } from '../en/auth';
import { dashboard } from '../en/dashboard';

/**
 * The dashboard's layout and profile (features/dashboard); each section brings its own part.
 */
export const catalog = { auth, dashboard };
