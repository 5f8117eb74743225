/**
 * Ours: the Add Product form and My Products (docs/product.md#add-product). Options show these
 * labels while their values stay the API's: `location_{location}` is looked up by its value; a
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
  location_Dhaka: 'Dhaka',
  location_Chattogram: 'Chattogram',
  location_Sylhet: 'Sylhet',
  location_Rajshahi: 'Rajshahi',
  location_Rangpur: 'Rangpur',
  location_Mymensingh: 'Mymensingh',
  location_Barishal: 'Barishal',
  location_Khulna: 'Khulna',
  description: 'Description',
  relevantInformation: 'Relevant information',
  image: 'Image',
  loadingCategories: 'Loading categories…',
  loadingOwnBooks: 'Loading your books…',
};
