import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';

type LanguageState = {
  /** The language every screen is written in; its catalogue is loaded and active. */
  current: Language;
};

const initialState: LanguageState = { current: DEFAULT_LANGUAGE };

/**
 * The chosen language, one slice with one named action ('language/languageChanged' in the Redux
 * DevTools). Dispatched by chooseLanguage (languageThunks.ts) once the catalogue is active, so a
 * screen never renders keys of a language that has not arrived.
 */
export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.current,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
