/** Ours: client-side failures the seed leaves unworded. */
import type { CatalogShape } from '../../catalogShape';

export const clientErrors = {
  uploadNetwork: 'The image could not be sent. Check your connection and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} satisfies CatalogShape['clientErrors'];
