import { about } from './en/about';
import { appStatus } from './en/appStatus';
import { book } from './en/book';
import { catalog as catalogPage } from './en/catalog';
import { clientErrors } from './en/clientErrors';
import { errors } from './en/errors';
import { footer } from './en/footer';
import { header } from './en/header';
import { home } from './en/home';
import { labels } from './en/labels';
import { language } from './en/language';
import { listing } from './en/listing';
import { pages } from './en/pages';
import { toasts } from './en/toasts';

/**
 * English texts every page may show from its first render: header, footer, the public pages,
 * book cards, toasts. Part of the first load (i18n.ts); the rest comes in parts with the pages
 * that use them (pageTexts/*.ts): English readers of the home, category and book pages fetch none.
 */
export const catalog = {
  about,
  appStatus,
  book,
  catalog: catalogPage,
  clientErrors,
  errors,
  footer,
  header,
  home,
  labels,
  language,
  listing,
  pages,
  toasts,
};
