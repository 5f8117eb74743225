import { useState } from 'react';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
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

// eventKey lets the collapsed phone menu close when a link is chosen.
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

/**
 * Site header: the search box and the links; below the `lg` breakpoint they fold into a toggle
 * menu.
 */
export function Header() {
  // Held here so the toggle can tell screen readers whether the menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky-top">
      <Navbar
        expand="lg"
        expanded={menuOpen}
        onToggle={setMenuOpen}
        collapseOnSelect
        className="site-header shadow-sm"
      >
        <Container>
          {/* The logo artwork spells the product name, so it is the link's text. */}
          <Navbar.Brand as={Link} to={paths.root.getHref()}>
            <img
              src="/images/logo.svg"
              alt={PRODUCT_NAME}
              width={160}
              height={48}
              className="site-header__logo"
            />
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="site-navigation" aria-expanded={menuOpen} />
          <Navbar.Collapse id="site-navigation">
            <SearchBox
              id="site-search"
              landmark
              className="site-header__search my-2 my-lg-0 ms-lg-4"
              onSearch={() => setMenuOpen(false)}
            />
            <Nav className="ms-auto align-items-lg-center gap-lg-1">
              <HeaderLink to={paths.home.getHref()}>{PAGE_NAMES.home}</HeaderLink>
              <BooksDropdown onChoose={() => setMenuOpen(false)} />
              <HeaderLink to={paths.about.getHref()}>{PAGE_NAMES.about}</HeaderLink>
              <HeaderLink to={paths.blog.getHref()}>{PAGE_NAMES.blog}</HeaderLink>
              <AccountLinks />
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
