import { useState } from 'react';
import { Button, Container, NavbarBrand, NavbarCollapse, NavbarToggle } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { selectAuthStatus, selectAuthUser } from '../../session/authSlice';
import { useSignOut } from '../../session/useSignOut';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useT } from '../../i18n/useT';
import { BooksDropdown } from './BooksDropdown';
import { SearchBox } from './SearchBox';
import { SiteNavbar } from './SiteNavbar';
import { UnreadLinks } from './UnreadLinks';
import { useLiveUpdates } from '../../live/useLiveUpdates';

type HeaderLinkProps = {
  to: string;
  children: string;
  className?: string;
  /** Called when the link is chosen: the phone menu closes. */
  onChoose: () => void;
};

/**
 * A navbar link, marked active (and aria-current) on its page. Plain markup: react-bootstrap's
 * Nav adds nothing here (no tabs, no menu roles) but ~2 KB gzip to every page.
 */
function HeaderLink({ to, children, className, onChoose }: HeaderLinkProps) {
  return (
    <NavLink
      to={to}
      className={className ? `nav-link ${className}` : 'nav-link'}
      onClick={onChoose}
    >
      {children}
    </NavLink>
  );
}

/**
 * Signed in: Dashboard and Log Out; signed out: Sign in (docs/product.md#header). Nothing while
 * Firebase is still restoring the session, so the wrong one never flashes.
 */
function AccountLinks({ onChoose }: { onChoose: () => void }) {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectAuthUser);
  const t = useT();
  const signOut = useSignOut(t('toasts.signOut'));
  if (user) {
    return (
      <>
        <HeaderLink to={paths.dashboard.getHref()} onChoose={onChoose}>
          {t('pages.dashboard')}
        </HeaderLink>
        <Button
          variant="outline-primary"
          size="sm"
          className="ms-lg-2 my-2 my-lg-0 align-self-start align-self-lg-center"
          onClick={() => void signOut()}
        >
          {t('labels.logOut')}
        </Button>
      </>
    );
  }
  if (status === 'loading') return null;
  return (
    <HeaderLink
      to={paths.signIn.getHref()}
      className="site-header__signin ms-lg-2"
      onChoose={onChoose}
    >
      {t('labels.signIn')}
    </HeaderLink>
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
  const t = useT();
  // The header is on every page: the signed-in person's live stream lives as long as it does.
  useLiveUpdates();
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
          <UnreadLinks onChoose={closeMenu} />
          <NavbarToggle
            aria-controls="site-navigation"
            aria-expanded={menuOpen}
            label={t('header.toggleMenu')}
          />
          <NavbarCollapse id="site-navigation">
            <SearchBox
              id="site-search"
              landmark
              className="site-header__search my-2 my-lg-0 ms-lg-4"
              onSearch={closeMenu}
            />
            <div className="navbar-nav ms-auto align-items-lg-center gap-lg-1">
              <HeaderLink to={paths.home.getHref()} onChoose={closeMenu}>
                {t('pages.home')}
              </HeaderLink>
              <BooksDropdown onChoose={closeMenu} />
              <HeaderLink to={paths.about.getHref()} onChoose={closeMenu}>
                {t('pages.about')}
              </HeaderLink>
              <HeaderLink to={paths.blog.getHref()} onChoose={closeMenu}>
                {t('pages.blog')}
              </HeaderLink>
              <AccountLinks onChoose={closeMenu} />
              <LanguageSwitch className="btn-group flex-nowrap my-2 my-lg-0 ms-lg-2 align-self-start align-self-lg-center" />
            </div>
          </NavbarCollapse>
        </Container>
      </SiteNavbar>
    </header>
  );
}
