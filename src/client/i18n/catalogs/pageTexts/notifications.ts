import { notifications } from '../en/notifications';

/**
 * The notifications page (features/notifications).
 */
export const catalog = { notifications };
