import { Button } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { LABELS, PAGE_NAMES, TOASTS } from '../../../shared/messages';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { selectAuthUser } from '../../session/authSlice';
import { useRole } from '../../session/useRole';
import { useSignOut } from '../../session/useSignOut';
import { UserAvatar } from '../../components/UserAvatar';

type MenuLink = { to: string; label: string; end?: boolean };

const EVERYONE: MenuLink[] = [
  { to: paths.root.getHref(), label: 'Home', end: true },
  { to: paths.myWishlist.getHref(), label: PAGE_NAMES.myWishlist },
  { to: paths.myOrders.getHref(), label: PAGE_NAMES.myOrders },
];
const SELLERS: MenuLink[] = [
  { to: paths.addListing.getHref(), label: PAGE_NAMES.addProduct },
  { to: paths.myListings.getHref(), label: PAGE_NAMES.myProducts },
];
const ADMINS: MenuLink[] = [
  { to: paths.allBuyers.getHref(), label: PAGE_NAMES.allBuyers },
  { to: paths.allSellers.getHref(), label: PAGE_NAMES.allSellers },
];

type SideMenuProps = { onNavigate?: () => void };

/**
 * The dashboard's side menu. Its links follow the role (useRole: buyer until /iswhat answers),
 * the one the guards decide by; the menu only hides links, the guards and the server keep
 * people out.
 */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const user = useAppSelector(selectAuthUser);
  const { role } = useRole();
  const signOut = useSignOut(TOASTS.dashboardLogOut);
  const links = [
    ...EVERYONE,
    ...(role === 'seller' ? SELLERS : []),
    ...(role === 'admin' ? ADMINS : []),
  ];
  const name = user?.displayName ?? user?.email ?? '';

  return (
    <nav aria-label="Dashboard" className="side-menu d-flex flex-column gap-3">
      <Link
        to={paths.profile.getHref()}
        onClick={onNavigate}
        className="side-menu__profile d-flex align-items-center gap-2 text-decoration-none"
      >
        <UserAvatar photoURL={user?.photoURL ?? null} name="" size={48} />
        <span className="d-flex flex-column">
          <span className="fw-semibold text-body">{name}</span>
          <span className="small">{LABELS.viewProfile}</span>
        </span>
      </Link>
      {/* Bootstrap's pills as plain markup: react-bootstrap's Nav adds nothing to links. */}
      <div className="nav nav-pills flex-column">
        {links.map(({ to, label, end }) => (
          <NavLink key={to} to={to} end={end} onClick={onNavigate} className="nav-link">
            {label}
          </NavLink>
        ))}
      </div>
      <Button variant="outline-danger" onClick={() => void signOut()}>
        {LABELS.logout}
      </Button>
    </nav>
  );
}
