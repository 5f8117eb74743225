import { createSlice } from '@reduxjs/toolkit';
import { DEFAULT_ROLE, type Role } from '../../shared/roles';
import { usersApi } from '../api/usersApi';
import { authStateChanged } from './authActions';

/**
 * The signed-in user's role, from GET /iswhat/{email} (SPEC §2 side menu). It is buyer until
 * that answer arrives, and goes back to buyer when another user (or nobody) signs in.
 */
export interface RoleState {
  email: string | null;
  role: Role;
  loaded: boolean;
}

const initialState: RoleState = { email: null, role: DEFAULT_ROLE, loaded: false };

export const roleSlice = createSlice({
  name: 'role',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(authStateChanged, (state, action) => {
      const email = action.payload?.email ?? null;
      if (email !== state.email) return { ...initialState, email };
      return state;
    });
    builder.addMatcher(usersApi.endpoints.getRole.matchFulfilled, (state, action) => {
      // An answer about someone who is no longer signed in is stale.
      if (action.meta.arg.originalArgs !== state.email) return;
      state.role = action.payload.role;
      state.loaded = true;
    });
  },
  selectors: {
    selectRole: (state) => state.role,
    selectRoleLoaded: (state) => state.loaded,
  },
});

export const { selectRole, selectRoleLoaded } = roleSlice.selectors;
