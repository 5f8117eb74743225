/** Ours: the footer on every page. */
export const footer = {
  tagline: 'Every used book carries a story. Pass yours on and let the next reader add a chapter.',
  contacts: 'Contacts',
  phone: 'Phone: {phone}',
  email: 'Email:',
  address: 'Address: Bangladesh',
  followUs: 'Follow us',
  legal: 'Legal',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  copyright: 'Copyright © {year} {product}. All rights reserved.',
};
