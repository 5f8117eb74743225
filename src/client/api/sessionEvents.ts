import { createAction } from '@reduxjs/toolkit';

/**
 * The product server refused our access token (a 401). The session listens and signs the user
 * out; the api layer only reports it, because it must not depend on the session code.
 */
export const accessTokenRejected = createAction<{ endpoint: string }>(
  'session/accessTokenRejected',
);
