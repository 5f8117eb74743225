import { messages } from '../en/messages';

/**
 * The inbox, a conversation, ask the seller and the reported list (features/messages).
 */
export const catalog = { messages };
