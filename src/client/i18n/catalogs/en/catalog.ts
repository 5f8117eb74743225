/** Ours: the category page, /categorybooks/{id}. */
export const catalog = {
  /** Its heading until the category's name is known. */
  books: 'Books',
  loading: 'Loading books…',
};
