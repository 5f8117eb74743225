/** Ours: the category page, /categorybooks/{id}. */
export const catalog = {
  /** Its heading until the category's name is known. */
  books: 'Books',
  loading: 'Loading books…',
  /** Its link to the search page with the category chosen. */
  searchInCategory: 'Search in {category}',
};
