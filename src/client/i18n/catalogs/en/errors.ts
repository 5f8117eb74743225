/** Ours: the error screens (docs/product.md#error-screens) beside labels.unexpectedError. */
export const errors = {
  /** The router's own 404 for an unknown path, worded as the router words it. */
  noRoute: 'Error: No route matches URL "{path}"',
};
