/**
 * Ours: the Add Product form and My Products (docs/product.md#add-product). Options show these
 * labels while their values stay the API's (cities: listing.location_*); a
 * condition is one ICU select, so plain 'good' or 'fair' never stand alone in the catalogue (a
 * Bangla screen's user text may hold them). English keeps the seed's lowercase conditions.
 */
export const selling = {
  bookName: 'Book name',
  resalePrice: 'Resale price (TK)',
  originalPrice: 'Original price (TK)',
  used: 'Total used',
  usedPlaceholder: '2 years, or 120 days',
  mobile: 'Mobile number',
  category: 'Category',
  condition: 'Condition',
  conditionName: '{condition, select, excellent {excellent} good {good} other {fair}}',
  location: 'Location',
  description: 'Description',
  relevantInformation: 'Relevant information',
  image: 'Image',
  loadingCategories: 'Loading categories…',
  loadingOwnBooks: 'Loading your books…',
};
