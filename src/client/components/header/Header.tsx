import { type ReactNode, useMemo, useState } from 'react';
import { Button, Container, Nav, NavbarBrand, NavbarCollapse, NavbarToggle } from 'react-bootstrap';
import NavbarContext, { type NavbarContextType } from 'react-bootstrap/NavbarContext';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LABELS, PAGE_NAMES, TOASTS } from '../../../shared/messages';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectAuthUser } from '../../session/authSlice';
import { useSignOut } from '../../session/useSignOut';
import { BooksDropdown } from './BooksDropdown';
import { SearchBox } from './SearchBox';

type HeaderLinkProps = { to: string; children: string; className?: string };

// The eventKey tells the header's Nav that a link was chosen: the phone menu closes.
function HeaderLink({ to, children, className }: HeaderLinkProps) {
  return (
    <Nav.Link as={NavLink} to={to} eventKey={to} className={className}>
      {children}
    </Nav.Link>
  );
}

/**
 * Signed in: Dashboard and Log Out; signed out: Sign in (docs/product.md#header). Nothing while
 * Firebase is still restoring the session, so the wrong one never flashes.
 */
function AccountLinks() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const signOut = useSignOut(TOASTS.signOut);
  if (user) {
    return (
      <>
        <HeaderLink to={paths.dashboard.getHref()}>{PAGE_NAMES.dashboard}</HeaderLink>
        <Button
          variant="outline-primary"
          size="sm"
          className="ms-lg-2 my-2 my-lg-0 align-self-start align-self-lg-center"
          onClick={() => void signOut()}
        >
          {LABELS.logOut}
        </Button>
      </>
    );
  }
  if (status === 'loading') return null;
  return (
    <HeaderLink to={paths.signIn.getHref()} className="site-header__signin ms-lg-2">
      {LABELS.signIn}
    </HeaderLink>
  );
}

type SiteNavbarProps = {
  menuOpen: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
};

/**
 * Bootstrap's navbar, folding below `lg`. react-bootstrap's Navbar always brings its Offcanvas
 * (with a dialog's focus trap and scroll lock, ~5 KB gzip) to every page, for a variant the
 * header does not use; its toggle, collapse and brand work from this context alone.
 */
function SiteNavbar({ menuOpen, onToggle, children }: SiteNavbarProps) {
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

/**
 * Site header: the search box and the links; below the `lg` breakpoint they fold into a toggle
 * menu, which closes once a link is chosen or a search sent.
 */
export function Header() {
  // Held here so the toggle can tell screen readers whether the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <header className="sticky-top">
      <SiteNavbar menuOpen={menuOpen} onToggle={setMenuOpen}>
        <Container>
          {/* The logo artwork spells the product name, so it is the link's text. */}
          <NavbarBrand as={Link} to={paths.root.getHref()}>
            <img
              src="/images/logo.svg"
              alt={PRODUCT_NAME}
              width={160}
              height={48}
              className="site-header__logo"
            />
          </NavbarBrand>
          <NavbarToggle aria-controls="site-navigation" aria-expanded={menuOpen} />
          <NavbarCollapse id="site-navigation">
            <SearchBox
              id="site-search"
              landmark
              className="site-header__search my-2 my-lg-0 ms-lg-4"
              onSearch={closeMenu}
            />
            {/* A link with an eventKey reports its choice here. */}
            <Nav className="ms-auto align-items-lg-center gap-lg-1" onSelect={closeMenu}>
              <HeaderLink to={paths.home.getHref()}>{PAGE_NAMES.home}</HeaderLink>
              <BooksDropdown onChoose={closeMenu} />
              <HeaderLink to={paths.about.getHref()}>{PAGE_NAMES.about}</HeaderLink>
              <HeaderLink to={paths.blog.getHref()}>{PAGE_NAMES.blog}</HeaderLink>
              <AccountLinks />
            </Nav>
          </NavbarCollapse>
        </Container>
      </SiteNavbar>
    </header>
  );
}
