import { useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { LABELS, PAGE_NAMES } from '../../../shared/messages';
import { paths } from '../../app/paths';
import { BooksDropdown } from './BooksDropdown';

type HeaderLinkProps = { to: string; children: string; className?: string };

// eventKey lets the collapsed phone menu close when a link is chosen.
function HeaderLink({ to, children, className }: HeaderLinkProps) {
  return (
    <Nav.Link as={NavLink} to={to} eventKey={to} className={className}>
      {children}
    </Nav.Link>
  );
}

/** Site header; below the `lg` breakpoint the same links fold into a toggle menu. */
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
            <Nav className="ms-auto align-items-lg-center gap-lg-1">
              <HeaderLink to={paths.home.getHref()}>{PAGE_NAMES.home}</HeaderLink>
              <BooksDropdown />
              <HeaderLink to={paths.about.getHref()}>{PAGE_NAMES.about}</HeaderLink>
              <HeaderLink to={paths.blog.getHref()}>{PAGE_NAMES.blog}</HeaderLink>
              {/* Signed-out state. The auth issue swaps this for Dashboard and Log Out. */}
              <HeaderLink to={paths.signIn.getHref()} className="site-header__signin ms-lg-2">
                {LABELS.signIn}
              </HeaderLink>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
