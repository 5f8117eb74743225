/** The three kinds of user (SPEC §1). Buyer is the default for every new account. */
export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves at sign-up; admins come only from configuration. */
export const SELF_SERVICE_ROLES = ['buyer', 'seller'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const DEFAULT_ROLE: Role = 'buyer';
