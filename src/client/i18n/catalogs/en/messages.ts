/** Ours (issue 17): conversations between a buyer and a seller (docs/product.md#messages). */
export const messages = {
  pageTitle: 'Messages',
  askSeller: 'Ask the seller',
};
