/**
 * A listing's post date and time as the cards show them (docs/product.md#book-cards): the medium
 * date, "Nov 21, 2026" (date-fns's `PP` in English), and the 24-hour time, "09:05" (`HH:mm`),
 * both in the reader's time zone. The browser's Intl does it, so the public book page renders
 * without date-fns's ~6 KB gzip in its first load.
 */
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const hourMinute = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const formatPostedDate = (iso: string) => mediumDate.format(new Date(iso));
export const formatPostedTime = (iso: string) => hourMinute.format(new Date(iso));
