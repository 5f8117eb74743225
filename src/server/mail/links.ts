import { MAIL_PATHS } from '../../shared/mailPaths';
import type { NotificationData, NotificationKind } from '../../shared/schemas/notification';

/** One notification's kind with its data, so a switch on `kind` knows the data's shape. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; data: NotificationData<K> };
}[NotificationKind];

/** Where each kind happened, as the Notifications page links it (docs/product.md#notifications). */
export function pathOfNotification(notification: NotificationContent): string {
  switch (notification.kind) {
    case 'book_ordered':
    case 'order_paid':
    case 'seller_verified':
      return MAIL_PATHS.myListings;
    case 'order_cancelled':
      return MAIL_PATHS.myOrders;
    case 'order_changed':
      return notification.data.to === 'buyer' ? MAIL_PATHS.myOrders : MAIL_PATHS.myListings;
    case 'new_message':
    case 'offer_changed':
      return MAIL_PATHS.conversation(notification.data.conversation_id);
    case 'new_review':
      return MAIL_PATHS.sellerPage(notification.data.seller_id);
    case 'listing_approval':
      return MAIL_PATHS.myListings;
    case 'report_received':
      return MAIL_PATHS.reports;
    case 'report_resolved': {
      const { conversation_id, seller_id, listing_id } = notification.data;
      if (conversation_id) return MAIL_PATHS.conversation(conversation_id);
      if (seller_id) return MAIL_PATHS.sellerPage(seller_id);
      return listing_id ? MAIL_PATHS.book(listing_id) : MAIL_PATHS.notifications;
    }
    case 'report_outcome': {
      const { target_kind, conversation_id } = notification.data;
      if (target_kind === 'listing') return MAIL_PATHS.myListings;
      if (target_kind === 'review') return MAIL_PATHS.myOrders;
      return conversation_id ? MAIL_PATHS.conversation(conversation_id) : MAIL_PATHS.notifications;
    }
  }
}
