/** An order named in a line of text: the start of its id, enough to tell orders apart by eye. */
export const orderReference = (orderId: string) => `#${orderId.slice(0, 8)}`;
