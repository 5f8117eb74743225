import type { MouseEvent } from 'react';
import { useT } from '../i18n/useT';

type ToastCloseButtonProps = { closeToast?: (event: MouseEvent<HTMLElement>) => void };

/**
 * react-toastify's own close button, named in the reader's language: the library's is always
 * 'close', in English. Same classes and icon, so it looks the same.
 */
export function ToastCloseButton({ closeToast }: ToastCloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={t('labels.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast?.(event);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
