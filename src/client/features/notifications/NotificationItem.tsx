import { Link } from 'react-router-dom';
import type { Notification } from '../../../shared/schemas';
import { useMarkNotificationReadMutation } from '../../api/notificationsApi';
import { useT } from '../../i18n/useT';
import { notificationContent } from './notificationContent';
import { useTimeAgo } from './timeAgo';

/**
 * One notification: its text as a link to where it happened, and when. Unread ones are bold with
 * a dot (and say 'Unread:' to screen readers); opening one marks it read on the way.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  const t = useT();
  const timeAgo = useTimeAgo();
  const [markRead] = useMarkNotificationReadMutation();
  const { text, href } = notificationContent(notification, t);
  const { ago, exact } = timeAgo(notification.created_at);
  const unread = !notification.read;

  return (
    <li className={`d-flex gap-2 align-items-start${unread ? ' notification--unread' : ''}`}>
      <span
        className={`notification__dot mt-2 flex-shrink-0${unread ? ' bg-primary' : ''}`}
        aria-hidden="true"
      />
      <div className="d-flex flex-column">
        <Link
          to={href}
          className={unread ? 'fw-semibold' : 'text-body'}
          onClick={() => {
            if (unread) void markRead(notification._id);
          }}
        >
          {unread && <span className="visually-hidden">{t('notifications.unread')} </span>}
          {text}
        </Link>
        <time
          dateTime={notification.created_at}
          title={exact}
          className="small text-body-secondary"
        >
          {ago}
        </time>
      </div>
    </li>
  );
}
