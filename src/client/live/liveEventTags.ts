import type { LiveEvent } from '../../shared/schemas/liveEvents';
import type { apiSlice } from '../api/apiSlice';

type Tag = Parameters<typeof apiSlice.util.invalidateTags>[0][number];

/**
 * What each live event makes stale (shared/schemas/liveEvents.ts): the client then reads the
 * change itself through the REST calls its pages already make, so a page shows a live change
 * exactly as it shows a reloaded one.
 */
export function staleTagsOf(event: LiveEvent): Tag[] {
  switch (event.kind) {
    // A message may be an offer's step: the offers shown (their state, their answers) follow.
    case 'message':
      return [
        { type: 'Message', id: event.conversation_id },
        'Conversation',
        'UnreadCounts',
        'Offer',
      ];
    case 'read':
      return ['Conversation', 'UnreadCounts'];
    case 'notification':
    case 'notifications_read':
      return ['Notification', 'UnreadCounts'];
    case 'reset':
      return ['Message', 'Conversation', 'Notification', 'UnreadCounts', 'Offer'];
  }
}
