/** The three kinds of user (docs/product.md#people-and-roles). Buyer is the default. */
export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves at sign-up; admins come only from configuration. */
export const SELF_SERVICE_ROLES = ['buyer', 'seller'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const DEFAULT_ROLE: Role = 'buyer';
