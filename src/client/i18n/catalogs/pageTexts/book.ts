import { safety } from '../en/safety';

/**
 * The book page's texts beyond the first load's (its own are there: catalogs/en/book.ts): the
 * safety tips under its buttons.
 */
export const catalog = { safety };
