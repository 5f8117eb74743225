/** Ours: sentences for the client's own failures. */
export const clientErrors = {
  uploadNetwork: 'The image could not be sent. Check your connection and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
};
