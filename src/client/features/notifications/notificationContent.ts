import type { CancellationReason, Notification } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import type { MessageKey } from '../../i18n/catalogShape';
import type { Translate } from '../../i18n/useT';

const CANCELLED: Record<CancellationReason, MessageKey> = {
  expired: 'notifications.cancelledExpired',
  sold_to_another_buyer: 'notifications.cancelledSoldToAnotherBuyer',
  listing_deleted: 'notifications.cancelledListingDeleted',
};

/**
 * What a notification says and where it links (docs/product.md#notifications): a seller's news
 * to My Products, a buyer's cancelled order to My Orders, a message to its conversation, a
 * review to the seller's own page.
 */
export function notificationContent(
  notification: Notification,
  t: Translate,
): { text: string; href: string } {
  switch (notification.kind) {
    case 'book_ordered': {
      const { buyer_name: buyer, book_title: book } = notification.data;
      return {
        text: t('notifications.bookOrdered', { buyer, book }),
        href: paths.myListings.getHref(),
      };
    }
    case 'order_paid': {
      const { buyer_name: buyer, book_title: book, meeting_place: place } = notification.data;
      return {
        text: t('notifications.orderPaid', { buyer, book, place }),
        href: paths.myListings.getHref(),
      };
    }
    case 'order_cancelled': {
      const { reason, book_title: book } = notification.data;
      return { text: t(CANCELLED[reason], { book }), href: paths.myOrders.getHref() };
    }
    case 'seller_verified':
      return { text: t('notifications.sellerVerified'), href: paths.myListings.getHref() };
    case 'new_message': {
      const { sender_name: sender, book_title: book, conversation_id: id } = notification.data;
      return {
        text: t('notifications.newMessage', { sender, book }),
        href: paths.conversation.getHref(id),
      };
    }
    case 'new_review': {
      const { rating, book_title: book, seller_id: sellerId } = notification.data;
      return {
        text: t('notifications.newReview', { rating, book }),
        href: paths.sellerPage.getHref(sellerId),
      };
    }
  }
}
