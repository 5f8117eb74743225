import { offers } from '../en/offers';
import { messages } from '../en/messages';
import { safety } from '../en/safety';

/**
 * The inbox, a conversation and ask the seller (features/messages), whose first message comes
 * with the safety tips.
 */
export const catalog = { messages, offers, safety };
