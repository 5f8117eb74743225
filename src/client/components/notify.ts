import { createElement } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';
import { TOAST_ACTION_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/constants';
import { type ToastAction, ToastWithAction } from './ToastWithAction';

/**
 * react-toastify comes in its own script chunk (AppProviders renders its container from the
 * same chunk): no page needs it to render. A toast asked for before the container is there
 * waits in react-toastify's queue and shows once it mounts.
 */
export const loadToasts = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

function show(
  kind: 'success' | 'error',
  message: string,
  options: ToastOptions,
  content?: ToastContent,
) {
  loadToasts().then(
    ({ toast }) => toast[kind](content ?? message, options),
    (error: unknown) => console.error(`could not show the toast "${message}"`, error),
  );
}

/**
 * A success toast, shown for 2 seconds (docs/product.md#toasts-and-alerts); with an `action`, a
 * button beside the message, and 10 seconds to reach it (the toast waits while hovered).
 */
export function notifySuccess(message: string, action?: ToastAction) {
  if (!action) return show('success', message, { autoClose: TOAST_SUCCESS_MS });
  show('success', message, { autoClose: TOAST_ACTION_MS }, ({ closeToast }) =>
    createElement(ToastWithAction, { message, action, closeToast }),
  );
}

/** A failure toast, shown for 4 seconds (docs/product.md#toasts-and-alerts). */
export const notifyError = (message: string) =>
  show('error', message, { autoClose: TOAST_ERROR_MS });
