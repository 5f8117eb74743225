import { toast } from 'react-toastify';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/constants';

/** A success toast, shown for SPEC §9's 2000 ms. */
export const notifySuccess = (message: string) =>
  toast.success(message, { autoClose: TOAST_SUCCESS_MS });

/** A failure toast, shown for SPEC §9's 4000 ms. */
export const notifyError = (message: string) => toast.error(message, { autoClose: TOAST_ERROR_MS });
