/**
 * Ours: meeting a stranger to buy a book (docs/product.md#safety-tips), on the book page, the
 * order page and a conversation: in the page texts of each (catalogs/pageTexts/).
 */
export const safety = {
  title: 'Stay safe when you buy',
  meetInPublic: 'Meet in a public place, like a busy shop, a library or a campus gate.',
  checkBeforeCash:
    'Check the book before you pay cash: its condition, its pages, that it is the edition you want.',
  noMoneyAhead:
    'Never send money ahead by bKash, Nagad, Rocket or any other way outside this site.',
};
