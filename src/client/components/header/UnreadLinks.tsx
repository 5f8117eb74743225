import { NavLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useUnreadCounts } from '../../api/unreadCountsApi';
import type { MessageKey } from '../../i18n/catalogShape';
import { useT } from '../../i18n/useT';

// 16x16 glyphs after Bootstrap Icons (MIT), inlined as the footer's are.
const CHAT =
  'M2.678 11.894a1 1 0 0 1 .287.801 11 11 0 0 1-.398 2c1.395-.323 2.247-.697 2.634-.893a1 1 0 0 1 .71-.074A8 8 0 0 0 8 14c3.996 0 7-2.807 7-6s-3.004-6-7-6-7 2.808-7 6c0 1.468.617 2.83 1.678 3.894m-.493 3.905a22 22 0 0 1-.713.129c-.2.032-.352-.176-.273-.362a10 10 0 0 0 .244-.637l.003-.01c.248-.72.45-1.548.524-2.319C.743 11.37 0 9.76 0 8c0-3.866 3.582-7 8-7s8 3.134 8 7-3.582 7-8 7a9 9 0 0 1-2.347-.306c-.52.263-1.639.742-3.468 1.105';
const BELL =
  'M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2M8 1.918l-.797.161A4 4 0 0 0 4 6c0 .628-.134 2.197-.459 3.742-.16.767-.376 1.566-.663 2.258h10.244c-.287-.692-.502-1.49-.663-2.258C12.134 8.197 12 6.628 12 6a4 4 0 0 0-3.203-3.92zM14.22 12c.223.447.481.801.78 1H1c.299-.199.557-.553.78-1C2.68 10.2 3 6.88 3 6c0-2.42 1.72-4.44 4.005-4.901a1 1 0 1 1 1.99 0A5 5 0 0 1 13 6c0 .88.32 4.2 1.22 6';

type UnreadLinkProps = {
  to: string;
  glyph: string;
  count: number;
  /** The link's name with nothing unread ('Notifications') and with some ('…, 3 unread'). */
  name: MessageKey;
  unreadName: MessageKey;
  onChoose: () => void;
};

/** An icon link with its unread count; its accessible name says the count, the badge is seen. */
function UnreadLink({ to, glyph, count, name, unreadName, onChoose }: UnreadLinkProps) {
  const t = useT();
  return (
    <NavLink
      to={to}
      onClick={onChoose}
      className="nav-link site-header__unread position-relative px-2"
      aria-label={count > 0 ? t(unreadName, { count }) : t(name)}
    >
      <svg viewBox="0 0 16 16" width={22} height={22} fill="currentColor" aria-hidden="true">
        <path d={glyph} />
      </svg>
      {count > 0 && (
        <span
          className="position-absolute top-0 start-100 translate-middle-x badge rounded-pill text-bg-danger"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}

/**
 * Signed in: Messages and the bell, each with its unread count (docs/product.md#notifications).
 * Outside the phone menu, beside its toggle, so a phone shows the counts without opening it.
 * The counts follow the live stream (live/liveClient.ts), which invalidates them.
 */
export function UnreadLinks({ onChoose }: { onChoose: () => void }) {
  const counts = useUnreadCounts();
  if (!counts) return null;
  return (
    <div className="d-flex align-items-center ms-auto me-2 ms-lg-2 me-lg-0 order-lg-last">
      <UnreadLink
        to={paths.messages.getHref()}
        glyph={CHAT}
        count={counts.messages}
        name="header.messages"
        unreadName="header.messagesUnread"
        onChoose={onChoose}
      />
      <UnreadLink
        to={paths.notifications.getHref()}
        glyph={BELL}
        count={counts.notifications}
        name="header.notifications"
        unreadName="header.notificationsUnread"
        onChoose={onChoose}
      />
    </div>
  );
}
