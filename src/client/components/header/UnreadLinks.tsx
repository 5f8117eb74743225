import { NavLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useUnreadCounts } from '../../api/unreadCountsApi';
import type { MessageKey } from '../../i18n/catalogShape';
import { useFormat, useT } from '../../i18n/useT';

// 16x16 glyphs after Bootstrap Icons (MIT: chat-fill, bell-fill), inlined as the footer's are.
const CHAT =
  'M8 15c4.418 0 8-3.134 8-7s-3.582-7-8-7-8 3.134-8 7c0 1.76.743 3.37 1.97 4.6-.097 1.016-.417 2.13-.771 2.966-.079.186.074.394.273.362 2.256-.37 3.597-.938 4.18-1.234A9 9 0 0 0 8 15';
const BELL =
  'M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2m.995-14.901a1 1 0 1 0-1.99 0A5 5 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901';

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
  const { number } = useFormat();
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
          {count > 99 ? `${number(99)}+` : number(count)}
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
