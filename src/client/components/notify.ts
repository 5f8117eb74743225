import { createElement } from 'react';
import type { ToastOptions } from 'react-toastify';
import { TOAST_ACTION_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/constants';
import type { ToastAction } from './ToastWithAction';

/**
 * react-toastify comes in its own script chunk (AppProviders renders its container from the
 * same chunk): no page needs it to render. A toast asked for before the container is there
 * waits in react-toastify's queue and shows once it mounts.
 */
export const loadToasts = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

/** A toast's button comes in the toasts' chunk too: only a toast ever shows it. */
const loadToastWithAction = () =>
  import(/* webpackChunkName: "toasts" */ './ToastWithAction').then(
    (module) => module.ToastWithAction,
  );

function show(kind: 'success' | 'error', message: string, options: ToastOptions) {
  loadToasts().then(
    ({ toast }) => toast[kind](message, options),
    (error: unknown) => console.error(`could not show the toast "${message}"`, error),
  );
}

/**
 * A success toast, shown for 2 seconds (docs/product.md#toasts-and-alerts); with an `action`, a
 * button beside the message, and 10 seconds to reach it (the toast waits while hovered).
 */
export function notifySuccess(message: string, action?: ToastAction) {
  if (!action) return show('success', message, { autoClose: TOAST_SUCCESS_MS });
  Promise.all([loadToasts(), loadToastWithAction()]).then(
    ([{ toast }, ToastWithAction]) =>
      toast.success(
        ({ closeToast }) => createElement(ToastWithAction, { message, action, closeToast }),
        {
          autoClose: TOAST_ACTION_MS,
        },
      ),
    (error: unknown) => console.error(`could not show the toast "${message}"`, error),
  );
}

/** A failure toast, shown for 4 seconds (docs/product.md#toasts-and-alerts). */
export const notifyError = (message: string) =>
  show('error', message, { autoClose: TOAST_ERROR_MS });
