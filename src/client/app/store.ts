import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { PRODUCT_NAME } from '../../shared/constants';
import { apiSlice } from '../api/apiSlice';
import { followAccountLanguage } from '../i18n/accountLanguage';
import { languageSlice } from '../i18n/languageSlice';
import { authSlice } from '../session/authSlice';
import { sessionListener } from '../session/sessionListener';

// The language follows the signed-in account; i18n leaves it to the store to wire it in.
followAccountLanguage(sessionListener);

// RootState follows from this call: a new slice is one more argument.
const rootReducer = combineSlices(apiSlice, authSlice, languageSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per app start and per test, so no state leaks between them. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionListener.middleware).concat(apiSlice.middleware),
    preloadedState,
    // Named so the Redux DevTools tell this app apart; off in production builds.
    devTools: process.env.NODE_ENV === 'production' ? false : { name: PRODUCT_NAME },
  });
  // Lets endpoints opt into refetching on window focus and on reconnect.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
