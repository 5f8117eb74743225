import { offers } from '../en/offers';
import { safety } from '../en/safety';

/**
 * The book page's texts beyond the first load's (its own are there: catalogs/en/book.ts): the
 * safety tips under its buttons, and the offers (a buyer's, or the seller's list).
 */
export const catalog = { offers, safety };
