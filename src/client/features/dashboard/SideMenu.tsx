import './dashboard.css';
import { Button } from 'react-bootstrap';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import type { MessageKey } from '../../i18n/catalogShape';
import { useFormat, useT } from '../../i18n/useT';
import { selectAuthUser } from '../../session/authSlice';
import { useRole } from '../../session/useRole';
import { useSignOut } from '../../session/useSignOut';
import { UserAvatar } from '../../components/UserAvatar';
import type { UnreadCounts } from '../../../shared/schemas';
import { useUnreadCounts } from '../../api/unreadCountsApi';

type MenuLink = {
  to: string;
  label: MessageKey;
  end?: boolean;
  /** Which unread count the link shows, and its name with one ('Messages, 2 unread'). */
  unread?: { count: keyof UnreadCounts; name: MessageKey };
};

const EVERYONE: MenuLink[] = [
  { to: paths.root.getHref(), label: 'pages.home', end: true },
  {
    to: paths.messages.getHref(),
    label: 'header.messages',
    unread: { count: 'messages', name: 'header.messagesUnread' },
  },
  {
    to: paths.notifications.getHref(),
    label: 'header.notifications',
    unread: { count: 'notifications', name: 'header.notificationsUnread' },
  },
  { to: paths.myWishlist.getHref(), label: 'pages.myWishlist' },
  { to: paths.myOrders.getHref(), label: 'pages.myOrders' },
];
const SELLERS: MenuLink[] = [
  { to: paths.addListing.getHref(), label: 'pages.addProduct' },
  { to: paths.myListings.getHref(), label: 'pages.myProducts' },
  { to: paths.sellerOrders.getHref(), label: 'pages.sellerOrders' },
  { to: paths.balance.getHref(), label: 'pages.balance' },
];
const ADMINS: MenuLink[] = [
  { to: paths.allBuyers.getHref(), label: 'pages.allBuyers' },
  { to: paths.allSellers.getHref(), label: 'pages.allSellers' },
  { to: paths.reports.getHref(), label: 'pages.reports' },
  { to: paths.balancesDue.getHref(), label: 'pages.balancesDue' },
  { to: paths.orderProblems.getHref(), label: 'pages.orderProblems' },
  { to: paths.heldPayments.getHref(), label: 'dashboard.heldPayments' },
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
  const t = useT();
  const { number } = useFormat();
  const signOut = useSignOut(t('toasts.dashboardLogOut'));
  const links = [
    ...EVERYONE,
    ...(role === 'seller' ? SELLERS : []),
    ...(role === 'admin' ? ADMINS : []),
  ];
  const name = user?.displayName ?? user?.email ?? '';
  const counts = useUnreadCounts();

  return (
    <nav aria-label={t('pages.dashboard')} className="side-menu d-flex flex-column gap-3">
      <Link
        to={paths.profile.getHref()}
        onClick={onNavigate}
        className="side-menu__profile d-flex align-items-center gap-2 text-decoration-none"
      >
        <UserAvatar photoURL={user?.photoURL ?? null} name="" size={48} />
        <span className="d-flex flex-column">
          <span className="fw-semibold text-body">{name}</span>
          <span className="small">{t('labels.viewProfile')}</span>
        </span>
      </Link>
      {/* Bootstrap's pills as plain markup: react-bootstrap's Nav adds nothing to links. */}
      <div className="nav nav-pills flex-column">
        {links.map(({ to, label, end, unread }) => {
          const count = unread && counts ? counts[unread.count] : 0;
          return (
            <NavLink
              key={to}
              to={to}
              end={end}
              onClick={onNavigate}
              className="nav-link d-flex align-items-center justify-content-between"
              aria-label={unread && count > 0 ? t(unread.name, { count }) : undefined}
            >
              {t(label)}
              {count > 0 && (
                <span className="badge rounded-pill text-bg-danger" aria-hidden="true">
                  {number(count)}
                </span>
              )}
            </NavLink>
          );
        })}
      </div>
      <Button variant="outline-danger" onClick={() => void signOut()}>
        {t('labels.logout')}
      </Button>
    </nav>
  );
}
