import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A disclosure menu: a button that shows and hides a list of links below it (WAI-ARIA's
 * disclosure pattern, not role="menu": the entries are plain links). It keeps the keyboard of
 * react-bootstrap's dropdown, which it replaces in the header because that one always brings
 * Popper, unused inside a navbar, to every page: Arrow Down opens it and walks the links, Arrow Up
 * walks back to the button, Escape closes it and puts the focus back on the button; leaving it
 * with Tab or a click elsewhere closes it, and so does choosing a link.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // A click anywhere outside closes it; only while it is open is there anything to listen for.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const links = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

  /** The link `step` away from the focused element; the button is before the first link. */
  function focusStep(from: Element | null, step: 1 | -1) {
    const all = links();
    const next = all.indexOf(from as HTMLElement) + step;
    if (next < 0) toggleRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(event.key === 'ArrowDown');
      else focusStep(document.activeElement, event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  // Focus moving to something outside (Tab, Shift+Tab) closes it; focus merely leaving the
  // window (another tab, another application) does not.
  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  }

  return {
    open,
    close: () => setOpen(false),
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
    menuProps: { ref: menuRef, hidden: !open },
  };
}
