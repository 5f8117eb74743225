/**
 * The server's own state, for load balancers and monitors; the client never calls these.
 */
export const SERVER_API = {
  health: { route: '/health', url: () => '/health' },
  /** Ours: whether this copy takes traffic (200) or is shutting down (503), for load balancers. */
  ready: { route: '/ready', url: () => '/ready' },
} as const;
