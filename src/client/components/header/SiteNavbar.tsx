import { type ReactNode, useMemo } from 'react';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';

type SiteNavbarProps = {
  menuOpen: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
};

/**
 * Bootstrap's navbar, folding below `lg`, around react-bootstrap's NavbarToggle, NavbarCollapse
 * and NavbarBrand, which work from this context alone. react-bootstrap's Navbar would bring its
 * Offcanvas (a dialog's focus trap, scroll lock and fade, ~5 KB gzip) to every page, for a variant
 * the header does not use.
 */
export function SiteNavbar({ menuOpen, onToggle, children }: SiteNavbarProps) {
  const context = useMemo<NavbarContextType>(
    () => ({
      onToggle: () => onToggle(!menuOpen),
      bsPrefix: 'navbar',
      expanded: menuOpen,
      expand: 'lg',
    }),
    [menuOpen, onToggle],
  );
  return (
    <NavbarContext.Provider value={context}>
      <nav className="navbar navbar-expand-lg navbar-light site-header shadow-sm">{children}</nav>
    </NavbarContext.Provider>
  );
}
