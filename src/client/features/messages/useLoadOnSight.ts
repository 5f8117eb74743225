import { type RefObject, useEffect } from 'react';

/**
 * Calls `load` whenever `target` comes into sight inside `root` (the top of a conversation:
 * older messages load as the reader scrolls up). Without IntersectionObserver (old browsers,
 * jsdom) nothing happens and the button beside it does the same.
 */
export function useLoadOnSight(
  root: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  load: (() => void) | undefined,
) {
  useEffect(() => {
    if (!load || !target.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { root: root.current },
    );
    observer.observe(target.current);
    return () => observer.disconnect();
  }, [root, target, load]);
}
