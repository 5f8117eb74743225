import { messages } from '../en/messages';
import { moderation } from '../en/moderation';

/**
 * The admin's Reports page (features/moderation): its own texts, and the Messages ones a reported
 * conversation's messages show with (components/messages/MessageBubble.tsx, loading, older).
 */
export const catalog = { moderation, messages };
