/**
 * The client's routes as the browser meets them: which named chunk groups of
 * src/client/routes/routes.tsx (its `webpackChunkName`s) each needs beside the entry. Kept by hand;
 * `npm run size` fails when a name here is missing from the build, so a rename is noticed. A
 * route's chunk holds its part of the pages' English texts too (src/client/i18n/pageTexts.ts).
 */
export interface RouteEntry {
  path: string;
  groups: readonly string[];
}

const dashboard = ['dashboard'];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/ (and /home)', groups: ['home'] },
  { path: '/about', groups: ['about'] },
  { path: '/blog', groups: ['blog'] },
  { path: '/signin (/login, /signup)', groups: ['account'] },
  { path: '/categorybooks/:id', groups: ['catalog'] },
  { path: '/search', groups: ['search'] },
  { path: '/book/:id', groups: ['book'] },
  { path: '/seller/:id', groups: ['seller'] },
  { path: '/dashboard (profile)', groups: [...dashboard] },
  { path: '/dashboard/mywishlist', groups: [...dashboard, 'wishlist'] },
  { path: '/dashboard/myorders', groups: [...dashboard, 'orders'] },
  { path: '/dashboard/orders/:id', groups: [...dashboard, 'order'] },
  { path: '/dashboard/notifications', groups: [...dashboard, 'notifications'] },
  { path: '/dashboard/payment/:id', groups: [...dashboard, 'payment'] },
  {
    path: '/dashboard/addproduct (myproducts, editproduct/:id)',
    groups: [...dashboard, 'selling'],
  },
  { path: '/dashboard/sellerorders', groups: [...dashboard, 'seller-orders'] },
  { path: '/dashboard/allbuyers (allsellers)', groups: [...dashboard, 'admin'] },
  {
    path: '/dashboard/messages (messages/:id, messages/about/:listingId)',
    groups: [...dashboard, 'messages'],
  },
  { path: '/dashboard/reports', groups: [...dashboard, 'moderation'] },
  {
    path: '/dashboard/balance (balances, order-problems, held-payments)',
    groups: [...dashboard, 'money'],
  },
];

export const HOME_ROUTE = '/ (and /home)';

const KB = 1024;

/** Gzip bytes of JS and CSS a route fetches before it renders. */
export interface Bytes {
  js: number;
  css: number;
}

/**
 * A route's first load: its **target**, and the **ceiling** `npm run size` enforces. Where
 * the target is met the ceiling is the target; where it is not, the ceiling is the measured
 * figure rounded up by at most 2 KB, so nothing grows while the gap (printed) stays in view.
 */
export interface FirstLoadBudget {
  route: string;
  target: Bytes;
  ceiling: Bytes;
}

/**
 * The targets: home 130 KB, the landing pages 160 KB, the dashboard 190 KB; CSS 20 KB, on
 * every route of ROUTES (the sign-in pages, about and blog too, which have no JS budget).
 */
export const CSS_TARGET = 20 * KB;
const HOME_TARGET: Bytes = { js: 130 * KB, css: CSS_TARGET };
const LANDING_TARGET: Bytes = { js: 160 * KB, css: CSS_TARGET };
const DASHBOARD_TARGET: Bytes = { js: 190 * KB, css: CSS_TARGET };

const budget = (route: string, target: Bytes, ceiling: Partial<Bytes> = {}): FirstLoadBudget => ({
  route,
  target,
  ceiling: { js: ceiling.js ?? target.js, css: ceiling.css ?? target.css },
});

/**
 * None: the dashboard's forms fetch their schemas (and zod) beside
 * their data (api/useSchemas.ts) or on submit. A route whose first load misses the target gets
 * its measured figure here, rounded up by at most 2 KB.
 */
const DASHBOARD_JS_CEILINGS: Readonly<Record<string, number>> = {};

/**
 * The budgeted routes (docs/decisions/0009-size-budget.md). The one gap left: the home
 * page's JS is the frameworks every page renders with (react-dom 64 KB, React Router 30 KB,
 * Redux Toolkit with RTK Query, immer and react-redux 30 KB: ~128 KB with the runtime) plus the
 * app's layout and the home chunk (~24 KB). Every route's CSS is within 20 KB since Bootstrap's
 * parts come with the components that render them (styles/bootstrapForms.scss ...).
 */
export const FIRST_LOAD_BUDGETS: readonly FirstLoadBudget[] = [
  budget(HOME_ROUTE, HOME_TARGET, { js: 160 * KB }),
  budget('/categorybooks/:id', LANDING_TARGET),
  // Misses its 160 KB target by bytes since the reports, sessions and approval paths came.
  budget('/search', LANDING_TARGET, { js: 161 * KB }),
  budget('/book/:id', LANDING_TARGET),
  // Misses its 160 KB target by bytes since the gateway payments' path, admin page and results
  // joined the shared first load.
  budget('/seller/:id', LANDING_TARGET, { js: 161 * KB }),
  ...ROUTES.filter((route) => route.groups.includes('dashboard')).map(({ path }) =>
    budget(path, DASHBOARD_TARGET, { js: DASHBOARD_JS_CEILINGS[path] }),
  ),
];

/**
 * Code that belongs to some pages only. It must not be in any other route's first load, nor
 * among what that route may fetch later; in particular never in the home page's first load.
 */
export interface PlacementRule {
  what: string;
  test: RegExp;
  /** Route paths (as in ROUTES) that may load it. */
  allowedOn: readonly string[];
  /** Other routes may still fetch it later, after they have rendered. */
  mayBeDeferred?: boolean;
}

const dashboardRoutes = ROUTES.filter((route) => route.groups.includes('dashboard')).map(
  (route) => route.path,
);

export const PLACEMENT_RULES: readonly PlacementRule[] = [
  {
    what: 'Stripe (@stripe/*)',
    test: /node_modules\/@stripe\//,
    allowedOn: ['/dashboard/payment/:id'],
  },
  {
    what: 'the dashboard (features/dashboard)',
    test: /src\/client\/features\/dashboard\//,
    allowedOn: dashboardRoutes,
  },
  {
    what: 'the forms (final-form, react-final-form, components/forms)',
    test: /node_modules\/(react-)?final-form\/|src\/client\/components\/forms\//,
    allowedOn: [
      '/signin (/login, /signup)',
      '/categorybooks/:id',
      '/search',
      // Deferred there: the order form comes with 'Buy Now!' for someone signed in.
      '/book/:id',
      // The admin's dialog asking why a review is removed.
      '/seller/:id',
      // Deferred there: the profile form comes with 'Edit profile'. The other dashboard pages
      // share the profile's chunk, so it may be fetched from them too (never before they render).
      '/dashboard (profile)',
      '/dashboard/notifications',
      '/dashboard/messages (messages/:id, messages/about/:listingId)',
      '/dashboard/sellerorders',
      '/dashboard/allbuyers (allsellers)',
      '/dashboard/reports',
      // The admin's 'Record a payout'.
      '/dashboard/balance (balances, order-problems, held-payments)',
      '/dashboard/mywishlist',
      // Deferred there: the review dialog comes with 'Rate the seller'.
      '/dashboard/myorders',
      '/dashboard/orders/:id',
      '/dashboard/payment/:id',
      '/dashboard/addproduct (myproducts, editproduct/:id)',
    ],
  },
  {
    // zod comes first only to the sign-in forms; answers are parsed with the schemas
    // loaded on demand (api/lazySchemas.ts), as are the payment's test card on 'Pay', a message
    // on 'Send' (api/checkedRequest.ts) and the selling forms' checks, fetched beside the page's
    // data (api/useSchemas.ts), so every other page renders without it.
    what: 'zod',
    test: /node_modules\/zod\//,
    allowedOn: ['/signin (/login, /signup)'],
    mayBeDeferred: true,
  },
  {
    // The live stream's client opens after sign-in (live/useLiveUpdates.ts), so no
    // route's first load carries it or the eventsource package.
    what: 'the live client (live/liveClient, eventsource)',
    test: /node_modules\/eventsource(-parser)?\/|src\/client\/live\/liveClient/,
    allowedOn: [],
    mayBeDeferred: true,
  },
  {
    // Bangla (its catalogue, date-fns and its bn locale) is fetched only when chosen.
    what: 'the Bangla catalogue (i18n/catalogs/bn)',
    test: /src\/client\/i18n\/catalogs\/bn/,
    allowedOn: [],
    mayBeDeferred: true,
  },
];

/** The chunk group a Bangla reader fetches before the first render (languagePacks.ts). */
export const BANGLA_GROUP = 'lang-bn';

/**
 * English first-load JS of the budgeted routes at the baseline (gzip bytes): one change may add
 * at most FIRST_LOAD_GROWTH_LIMIT to them, so the pages do not creep towards their ceilings a
 * feature at a time. Move the baseline to the figures `npm run size` prints when a change lands.
 * A budgeted route missing here is not checked for growth.
 */
export const FIRST_LOAD_BASELINE: Readonly<Record<string, number>> = {
  [HOME_ROUTE]: 159.9 * KB,
  '/categorybooks/:id': 157.9 * KB,
  '/search': 160.7 * KB,
  '/book/:id': 155.9 * KB,
  '/seller/:id': 159.9 * KB,
  '/dashboard (profile)': 163.3 * KB,
  '/dashboard/mywishlist': 169.8 * KB,
  '/dashboard/myorders': 174.4 * KB,
  '/dashboard/orders/:id': 185.2 * KB,
  '/dashboard/notifications': 170.2 * KB,
  '/dashboard/payment/:id': 171.2 * KB,
  '/dashboard/addproduct (myproducts, editproduct/:id)': 188.6 * KB,
  '/dashboard/sellerorders': 174.1 * KB,
  '/dashboard/allbuyers (allsellers)': 167.2 * KB,
  '/dashboard/messages (messages/:id, messages/about/:listingId)': 177.4 * KB,
  '/dashboard/reports': 182.4 * KB,
  '/dashboard/balance (balances, order-problems, held-payments)': 187.2 * KB,
};
export const FIRST_LOAD_GROWTH_LIMIT = 3 * KB;
