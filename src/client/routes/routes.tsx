import type { ComponentType } from 'react';
import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../components/layout/RootLayout';
import { PageLoading } from '../components/LoadingSpinner';
import { RootErrorPage } from '../features/errors/RootErrorPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
// Registers, at the app's start, the home page's Bangla content to load with the Bangla catalogue.
import '../features/home/homeTranslations';
import { loadPageTexts, type PageTextsPart } from '../i18n/pageTexts';
import { RequireAdmin, RequireAuth, RequireSeller } from '../session/guards';
import { paths } from '../app/paths';

/**
 * A page loaded on demand, in its own script chunk. While a visitor lands directly on it,
 * the layout stays and the fallback fills the content area.
 */
function lazyPage(
  load: () => Promise<{ Component: ComponentType }>,
): Pick<NonIndexRouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: load, HydrateFallback: PageLoading };
}

/**
 * The English texts of these pages (i18n/pageTexts.ts) come with the pages that use them, each
 * route its own part, so the home page's first load leaves them out and the search page fetches
 * only its own; the page renders once they are in, so it never shows without its words.
 * (Bootstrap's forms, tables, alerts, dialogs and offcanvas come with the components that render
 * them: styles/bootstrapForms.scss and its neighbours.)
 */
function withPageTexts<T>(part: PageTextsPart, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPageTexts(part)]).then(([module]) => module);
}

const loadAccountPages = withPageTexts(
  'account',
  () => import(/* webpackChunkName: "account" */ '../features/auth'),
);
const loadDashboard = withPageTexts(
  'dashboard',
  () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard'),
);
/** Its texts are all in the first load's (catalogs/enCore.ts); the order form brings its own. */
const loadCatalog = () =>
  import(/* webpackChunkName: "catalog" */ '../features/catalog/CategoryListingsPage');
const loadSearch = withPageTexts(
  'search',
  () => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'),
);
/**
 * The public page of one book, a landing page for shared links: it renders with its own chunk
 * alone (its few texts beyond the first load's, the safety tips, are in it); its buying code
 * (order form, wishlist, with their styles) is a later chunk.
 */
const loadBookPage = withPageTexts(
  'book',
  () => import(/* webpackChunkName: "book" */ '../features/book/BookPage'),
);
/**
 * The home page is a chunk of its own too: its carousel, accordion and cards would otherwise
 * weigh on every other page's first load. The page the server sends for / and /home preloads it
 * beside the main bundle (home.html, scripts/build/routePreloadPlugin.ts), so it is there as
 * soon as the router asks for it and the home page paints no later for it.
 */
const homeRoute = lazyPage(() =>
  import(/* webpackChunkName: "home" */ '../features/home/HomePage').then((module) => ({
    Component: module.HomePage,
  })),
);
/** A seller's public page: cards, reviews and the admin's removal dialog, with their texts. */
const loadSellerPage = withPageTexts(
  'seller',
  () => import(/* webpackChunkName: "seller" */ '../features/seller/SellerPage'),
);
const loadSelling = withPageTexts(
  'selling',
  () => import(/* webpackChunkName: "selling" */ '../features/selling'),
);
/** 'Orders for my books': apart from the listing forms, so their first load leaves its dates out. */
const loadSellerOrders = withPageTexts(
  'selling',
  () => import(/* webpackChunkName: "seller-orders" */ '../features/selling/SellerOrdersPage'),
);
const loadAdmin = withPageTexts(
  'admin',
  () => import(/* webpackChunkName: "admin" */ '../features/admin'),
);
/** Messages: the inbox, a conversation and 'Ask the seller'. */
const loadMessages = withPageTexts(
  'messages',
  () => import(/* webpackChunkName: "messages" */ '../features/messages'),
);

/** The admin's Reports: books waiting for approval and reported books, reviews, conversations. */
const loadModeration = withPageTexts(
  'moderation',
  () => import(/* webpackChunkName: "moderation" */ '../features/moderation'),
);

/**
 * Money held for sellers: a seller's Balance, the admin's Balances due, Order problems and
 * Payments held for review.
 */
const loadMoney = withPageTexts(
  'money',
  () => import(/* webpackChunkName: "money" */ '../features/money'),
);

const signInRoute = (path: string): RouteObject => ({
  path,
  ...lazyPage(() => loadAccountPages().then((module) => ({ Component: module.SignInPage }))),
});

/** The buyer's sections: each its own chunk, loaded with its texts when first opened. */
const loadWishlist = withPageTexts(
  'wishlist',
  () => import(/* webpackChunkName: "wishlist" */ '../features/wishlist/MyWishlistPage'),
);
const loadOrders = withPageTexts(
  'orders',
  () => import(/* webpackChunkName: "orders" */ '../features/orders/MyOrdersPage'),
);
/** One order's page: its own chunk, with the QR drawing of the handover code. */
const loadOrderPage = withPageTexts(
  'order',
  () => import(/* webpackChunkName: "order" */ '../features/orders/OrderPage'),
);
const loadNotifications = withPageTexts(
  'notifications',
  () =>
    import(/* webpackChunkName: "notifications" */ '../features/notifications/NotificationsPage'),
);
const loadPayment = withPageTexts(
  'payment',
  () => import(/* webpackChunkName: "payment" */ '../features/payment/PaymentPage'),
);

const wishlistRoute: RouteObject = {
  path: paths.myWishlist.path,
  lazy: () => loadWishlist().then((module) => ({ Component: module.MyWishlistPage })),
};
const ordersRoute: RouteObject = {
  path: paths.myOrders.path,
  lazy: () => loadOrders().then((module) => ({ Component: module.MyOrdersPage })),
};
const orderRoute: RouteObject = {
  path: paths.order.path,
  lazy: () => loadOrderPage().then((module) => ({ Component: module.OrderPage })),
};
/** The signed-in person's notifications (docs/product.md#notifications). */
const notificationsRoute: RouteObject = {
  path: paths.notifications.path,
  lazy: () => loadNotifications().then((module) => ({ Component: module.NotificationsPage })),
};
/** Stripe's card form comes only with this chunk, and Stripe.js only in Stripe mode. */
const paymentRoute: RouteObject = {
  path: paths.payment.path,
  lazy: () => loadPayment().then((module) => ({ Component: module.PaymentPage })),
};

/**
 * /categorybooks/{id}: a signed-in user's view of one category's books. Its loader asks for the
 * books while the guard still waits for the session (categoryListingsLoader.ts).
 */
const categoryListingsRoute: RouteObject = {
  path: paths.categoryListings.path,
  ...lazyPage(() =>
    loadCatalog().then((module) => ({
      Component: module.CategoryListingsPage,
      loader: module.categoryListingsLoader,
    })),
  ),
};

/** /search: public; the address holds the words, filters and order. */
const searchRoute: RouteObject = {
  path: paths.search.path,
  ...lazyPage(() => loadSearch().then((module) => ({ Component: module.SearchPage }))),
};

/** /dashboard and its sections, inside the layout; seller and admin parts behind their guards. */
const dashboardRoute: RouteObject = {
  path: paths.dashboard.path,
  ...lazyPage(() => loadDashboard().then((module) => ({ Component: module.DashboardLayout }))),
  children: [
    { index: true, lazy: () => loadDashboard().then((m) => ({ Component: m.ProfilePage })) },
    {
      path: paths.profile.path,
      lazy: () => loadDashboard().then((m) => ({ Component: m.ProfilePage })),
    },
    wishlistRoute,
    ordersRoute,
    orderRoute,
    notificationsRoute,
    paymentRoute,
    {
      path: paths.messages.path,
      lazy: () => loadMessages().then((m) => ({ Component: m.MessagesPage })),
    },
    {
      path: paths.conversation.path,
      lazy: () => loadMessages().then((m) => ({ Component: m.ConversationPage })),
    },
    {
      path: paths.askSeller.path,
      lazy: () => loadMessages().then((m) => ({ Component: m.AskSellerPage })),
    },
    {
      Component: RequireSeller,
      children: [
        {
          path: paths.addListing.path,
          lazy: () => loadSelling().then((m) => ({ Component: m.AddListingPage })),
        },
        {
          path: paths.myListings.path,
          lazy: () => loadSelling().then((m) => ({ Component: m.MyListingsPage })),
        },
        {
          path: paths.editListing.path,
          lazy: () => loadSelling().then((m) => ({ Component: m.EditListingPage })),
        },
        {
          path: paths.sellerOrders.path,
          lazy: () => loadSellerOrders().then((m) => ({ Component: m.SellerOrdersPage })),
        },
        {
          path: paths.balance.path,
          lazy: () => loadMoney().then((m) => ({ Component: m.BalancePage })),
        },
      ],
    },
    {
      Component: RequireAdmin,
      children: [
        {
          path: paths.allBuyers.path,
          lazy: () => loadAdmin().then((m) => ({ Component: m.AllBuyersPage })),
        },
        {
          path: paths.allSellers.path,
          lazy: () => loadAdmin().then((m) => ({ Component: m.AllSellersPage })),
        },
        {
          path: paths.reports.path,
          lazy: () => loadModeration().then((m) => ({ Component: m.ReportsPage })),
        },
        {
          path: paths.balancesDue.path,
          lazy: () => loadMoney().then((m) => ({ Component: m.BalancesDuePage })),
        },
        {
          path: paths.orderProblems.path,
          lazy: () => loadMoney().then((m) => ({ Component: m.OrderProblemsPage })),
        },
        {
          path: paths.heldPayments.path,
          lazy: () => loadMoney().then((m) => ({ Component: m.HeldPaymentsPage })),
        },
        // Its former address, which bookmarks may still hold.
        {
          path: paths.reportedConversations.path,
          element: <Navigate to={paths.reports.getHref()} replace />,
        },
      ],
    },
  ],
};

/** Pages for signed-in users only: others go to /signin and come back afterwards. */
const signedInRoutes: RouteObject = {
  Component: RequireAuth,
  children: [categoryListingsRoute, dashboardRoute],
};

/**
 * The route table, shared by the browser router and the tests' memory routers.
 * Page errors are caught by the pathless route inside the layout, so header and footer stay;
 * the root boundary is the last resort (unknown paths, or the layout itself failing).
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, ...homeRoute },
          { path: paths.home.path, ...homeRoute },
          {
            path: paths.about.path,
            ...lazyPage(() =>
              import(/* webpackChunkName: "about" */ '../features/about/AboutPage').then(
                (module) => ({
                  Component: module.AboutPage,
                }),
              ),
            ),
          },
          {
            path: paths.blog.path,
            ...lazyPage(() =>
              import(/* webpackChunkName: "blog" */ '../features/blog/BlogPage').then((module) => ({
                Component: module.BlogPage,
              })),
            ),
          },
          searchRoute,
          {
            path: paths.book.path,
            ...lazyPage(() => loadBookPage().then((module) => ({ Component: module.BookPage }))),
          },
          {
            path: paths.sellerPage.path,
            ...lazyPage(() =>
              loadSellerPage().then((module) => ({ Component: module.SellerPage })),
            ),
          },
          signInRoute(paths.signIn.path),
          signInRoute(paths.login.path),
          {
            path: paths.signUp.path,
            ...lazyPage(() =>
              loadAccountPages().then((module) => ({ Component: module.SignUpPage })),
            ),
          },
          signedInRoutes,
        ],
      },
    ],
  },
];
