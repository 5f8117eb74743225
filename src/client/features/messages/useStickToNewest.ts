import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a message list's scroll where the reader expects it: at the newest message when one
 * arrives (and at the first render), and in place when older messages are added above. Returns
 * the list's ref and its scroll handler.
 */
export function useStickToNewest(firstSeq: number | undefined, lastSeq: number | undefined) {
  const list = useRef<HTMLDivElement>(null);
  const seen = useRef<{ first?: number; last?: number; fromBottom: number }>({ fromBottom: 0 });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = seen.current;
    if (lastSeq !== before.last) element.scrollTop = element.scrollHeight;
    else if (firstSeq !== before.first) {
      element.scrollTop = element.scrollHeight - before.fromBottom;
    }
    seen.current = { first: firstSeq, last: lastSeq, fromBottom: 0 };
  }, [firstSeq, lastSeq]);

  /** As the reader scrolls: how far from the bottom they are, kept for when older pages come. */
  const onScroll = () => {
    const element = list.current;
    if (element) seen.current.fromBottom = element.scrollHeight - element.scrollTop;
  };
  return { list, onScroll };
}
