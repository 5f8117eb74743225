/**
 * Ours: the search box, the search page and its filters (docs/product.md#search). Keys of the
 * form `condition_{condition}` and `sort_{sort}` are looked up by their value.
 */
export const search = {
  /** The page's name before the title suffix, with the words in quotes when there are some. */
  pageName: 'Search',
  pageNameWords: '"{words}" – Search',
  heading: 'All books',
  headingWords: 'Books matching "{words}"',
  loading: 'Loading books…',
  /** '312 books', '1 book'; past the server's exact count, 'More than 1,000 books'. */
  count: '{total, plural, one {# book} other {# books}}',
  countAtLeast: 'More than {total, number} books',
  noMatch: 'No books match your search.',
  noMatchWithFilters: 'No books match your search with these filters.',
  dropFilters: 'Search without filters',
  filters: 'Filters',
  showResults: 'Show results',
  category: 'Category',
  anyCategory: 'Any category',
  price: 'Price (TK)',
  priceFrom: 'From',
  priceTo: 'To',
  applyPrice: 'Apply price',
  condition: 'Condition',
  anyCondition: 'Any condition',
  condition_excellent: 'Excellent',
  condition_good: 'Good',
  condition_fair: 'Fair',
  location: 'Location',
  anyLocation: 'Anywhere',
  verifiedOnly: 'Only verified sellers',
  sort: 'Sort by',
  sort_relevance: 'Best match',
  sort_newest: 'Newest first',
  sort_price_asc: 'Price: low to high',
  sort_price_desc: 'Price: high to low',
  activeFilters: 'Active filters',
  chipCategory: 'Category: {name}',
  chipMinPrice: 'From {price}',
  chipMaxPrice: 'Up to {price}',
  chipCondition: 'Condition: {condition}',
  chipLocation: 'Location: {location}',
  chipVerified: 'Verified sellers only',
  removeFilter: 'Remove filter {chip}',
  clearAll: 'Clear all',
  /** The category page's link to the search page with the category chosen. */
  searchInCategory: 'Search in {category}',
  // The price range checked before it is sent, in the server's own words (SERVER_ERRORS).
  priceInvalid: 'A price must be a number of 0 or more, like 250.',
  priceRange: 'The lowest price must not be above the highest price.',
};
