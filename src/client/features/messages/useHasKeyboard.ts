import { useSyncExternalStore } from 'react';

/**
 * A mouse or trackpad that can hover: the mark of a computer, with a keyboard. Phones and
 * tablets answer no (their keyboard on screen has no Shift+Enter to speak of).
 */
const KEYBOARD_DEVICE = '(hover: hover) and (pointer: fine)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(KEYBOARD_DEVICE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether this device has a keyboard to press Enter and Shift+Enter on; follows a change. */
export function useHasKeyboard(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(KEYBOARD_DEVICE).matches);
}
