import { messages } from '../en/messages';

/**
 * The inbox, a conversation and ask the seller (features/messages).
 */
export const catalog = { messages };
