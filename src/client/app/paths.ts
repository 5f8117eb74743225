/**
 * Every client path in one table: `path` is the router's pattern, `getHref` builds a link.
 * Sign-in and category books are link targets now and get their routes in later issues.
 */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  about: { path: '/about', getHref: () => '/about' },
  blog: { path: '/blog', getHref: () => '/blog' },
  signIn: { path: '/signin', getHref: () => '/signin' },
  categoryBooks: {
    path: '/categorybooks/:id',
    getHref: (categoryId: string) => `/categorybooks/${encodeURIComponent(categoryId)}`,
  },
} as const;
