/**
 * What a language brings besides its catalogue: how it writes dates. English keeps the app's
 * own Intl formats (docs/product.md#book-cards); Bangla uses date-fns's `bn` locale.
 */
export type LanguagePack = {
  catalog: object;
  /** A day in this language ('২৭ নভেম্বর ২০২৬'), or undefined for English. */
  formatDate?: (date: Date) => string;
  /** A time of day in this language ('সকাল ৯:০৫'), or undefined for English. */
  formatTime?: (date: Date) => string;
  /** How long ago `date` was, seen at `now` ('৫ মিনিট আগে'), or undefined for English. */
  formatTimeAgo?: (date: Date, now: Date) => string;
  /**
   * Texts for the error codes (the server's refusals, the forms' field errors); English has
   * none and shows the English message itself.
   */
  errors?: Readonly<Record<string, string>>;
};
