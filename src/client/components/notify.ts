import type { ToastOptions } from 'react-toastify';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/constants';

/**
 * react-toastify comes in its own script chunk (AppProviders renders its container from the
 * same chunk): no page needs it to render. A toast asked for before the container is there
 * waits in react-toastify's queue and shows once it mounts.
 */
export const loadToasts = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

function show(kind: 'success' | 'error', message: string, options: ToastOptions) {
  loadToasts().then(
    ({ toast }) => toast[kind](message, options),
    (error: unknown) => console.error(`could not show the toast "${message}"`, error),
  );
}

/** A success toast, shown for 2 seconds (docs/product.md#toasts-and-alerts). */
export const notifySuccess = (message: string) =>
  show('success', message, { autoClose: TOAST_SUCCESS_MS });

/** A failure toast, shown for 4 seconds (docs/product.md#toasts-and-alerts). */
export const notifyError = (message: string) =>
  show('error', message, { autoClose: TOAST_ERROR_MS });
