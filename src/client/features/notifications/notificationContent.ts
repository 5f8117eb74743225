import type {
  CancellationReason,
  Notification,
  NotificationData,
  ReportTargetKind,
} from '../../../shared/schemas';
import { paths } from '../../app/paths';
import type { MessageKey } from '../../i18n/catalogShape';
import type { Translate } from '../../i18n/useT';

const CANCELLED: Record<CancellationReason, MessageKey> = {
  expired: 'notifications.cancelledExpired',
  sold_to_another_buyer: 'notifications.cancelledSoldToAnotherBuyer',
  listing_deleted: 'notifications.cancelledListingDeleted',
};

/**
 * What a notification says and where it links (docs/product.md#notifications): a change of an
 * order to its order page, a seller's news to My Products, a buyer's cancelled order to My Orders, a message to its conversation, a
 * review to the seller's own page, a report to the admin's Reports, its outcome to what it was
 * about.
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
    case 'order_changed': {
      const { change, book_title: book, order_id: orderId } = notification.data;
      return {
        text: t('notifications.orderChanged', { change, book }),
        href: paths.order.getHref(orderId),
      };
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
    case 'report_received':
      return {
        text: t('notifications.reportReceived', { kind: notification.data.target_kind }),
        href: paths.reports.getHref(),
      };
    case 'report_resolved':
      return reportResolved(notification.data, t);
    case 'report_outcome':
      return reportOutcome(notification.data, t);
    case 'listing_approval': {
      const { approved, book_title: book } = notification.data;
      return {
        text: t(approved ? 'notifications.listingApproved' : 'notifications.listingRefused', {
          book,
        }),
        href: paths.myListings.getHref(),
      };
    }
    case 'offer_changed': {
      const { event, to, amount, book_title: book, conversation_id: id } = notification.data;
      return {
        text: t('notifications.offerChanged', { event, to, amount, book }),
        href: paths.conversation.getHref(id),
      };
    }
  }
}

type Content = { text: string; href: string };

/**
 * To a reporter: the outcome, linked to what is still there (the conversation, the seller's page
 * of the review, the book), else to the notifications themselves.
 */
function reportResolved(data: NotificationData<'report_resolved'>, t: Translate): Content {
  const { target_kind: kind, outcome, title } = data;
  let text;
  if (outcome === 'no_action') text = t('notifications.reportResolvedNoAction', { title });
  else if (kind === 'conversation') text = t('notifications.reportResolvedAction', { title });
  else text = t('notifications.reportResolvedRemoved', { kind, title });
  let href = paths.notifications.getHref();
  if (data.conversation_id) href = paths.conversation.getHref(data.conversation_id);
  else if (data.seller_id) href = paths.sellerPage.getHref(data.seller_id);
  else if (data.listing_id) href = paths.book.getHref(data.listing_id);
  return { text, href };
}

const OUTCOME_REMOVED: Record<ReportTargetKind, MessageKey> = {
  listing: 'notifications.reportOutcomeListing',
  review: 'notifications.reportOutcomeReview',
  conversation: 'notifications.reportOutcomeConversation',
};

/** To the person it was about: My Products, My Orders (the review's reason) or the conversation. */
function reportOutcome(data: NotificationData<'report_outcome'>, t: Translate): Content {
  const { target_kind: kind, outcome, title } = data;
  const text =
    outcome === 'removed'
      ? t(OUTCOME_REMOVED[kind], { title })
      : t('notifications.reportOutcomeNoAction', { kind, title });
  const hrefs: Record<ReportTargetKind, string> = {
    listing: paths.myListings.getHref(),
    review: paths.myOrders.getHref(),
    conversation: data.conversation_id
      ? paths.conversation.getHref(data.conversation_id)
      : paths.notifications.getHref(),
  };
  return { text, href: hrefs[kind] };
}
