import { expect, type Page } from '@playwright/test';
import { paths } from '../../src/client/app/paths';
import { type CheckOptions, expectNoAxeViolations } from './axe';

export type Visitor = 'signed out' | 'buyer' | 'buyer messaging' | 'seller' | 'admin';
export type PathName = keyof typeof paths;

/**
 * Who audits which route. Typed over the client's own path table, so a new path does not
 * compile until someone is planned to visit it; each journey then proves it visited its share.
 */
export const ROUTE_VISITORS: Record<PathName, readonly Visitor[]> = {
  root: ['signed out', 'buyer'],
  home: ['signed out'],
  about: ['signed out'],
  blog: ['signed out'],
  signIn: ['signed out'],
  login: ['signed out'],
  signUp: ['signed out'],
  categoryListings: ['buyer', 'seller'],
  dashboard: ['buyer', 'seller', 'admin'],
  profile: ['buyer'],
  addListing: ['seller'],
  myListings: ['seller'],
  sellerOrders: ['seller'],
  myWishlist: ['buyer'],
  myOrders: ['buyer'],
  allBuyers: ['admin'],
  allSellers: ['admin'],
  payment: ['buyer'],
  order: ['buyer'],
  search: ['signed out'],
  book: ['signed out', 'buyer'],
  sellerPage: ['signed out', 'admin'],
  editListing: ['seller'],
  messages: ['buyer messaging', 'seller'],
  conversation: ['buyer messaging', 'seller'],
  askSeller: ['buyer messaging'],
  notifications: ['seller'],
  reports: ['admin'],
  balance: ['seller'],
  balancesDue: ['admin'],
  orderProblems: ['admin'],
  heldPayments: ['admin'],
  // Only a redirect to reports now, for old bookmarks: no page of its own to audit.
  reportedConversations: [],
};

type HrefArguments<N extends PathName> = Parameters<(typeof paths)[N]['getHref']>;

/**
 * A journey's route audit for one visitor: `visit` opens a route of `paths` and runs axe on it,
 * `check` runs axe again on a state reached on the page (a dialog, a form's errors, a menu).
 */
export function routeAudit(page: Page, visitor: Visitor) {
  const visited = new Set<PathName>();

  return {
    async visit<N extends PathName>(name: N, ...args: HrefArguments<N>) {
      const href = (paths[name].getHref as (...values: (string | undefined)[]) => string)(...args);
      await page.goto(href);
      // A guard's redirect would audit another page under this route's name.
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expectNoAxeViolations(page, `${href} (${visitor})`);
      visited.add(name);
    },

    async check(state: string, options?: CheckOptions) {
      await expectNoAxeViolations(page, `${state} (${visitor})`, options);
    },

    expectEveryPlannedRouteVisited() {
      const planned = (Object.keys(ROUTE_VISITORS) as PathName[]).filter((name) =>
        ROUTE_VISITORS[name].includes(visitor),
      );
      expect([...visited].sort(), `routes planned for ${visitor}`).toEqual(planned.sort());
    },
  };
}
