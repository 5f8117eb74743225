import { createAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../../shared/schemas/auth';

/** Firebase reported a user (signed in, restored, reloaded or updated) or none. */
export const authStateChanged = createAction<AuthUser | null>('auth/stateChanged');
