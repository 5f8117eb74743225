/** Ours: the language switch in the header and the phone menu (languages name themselves). */
export const language = {
  switchLabel: 'Language',
  loadFailed: 'Bangla could not be loaded. Check your connection and try again.',
};
