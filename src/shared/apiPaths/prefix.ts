/** Where the product server's calls are mounted. */
export const API_PREFIX = '/api';
