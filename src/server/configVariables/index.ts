import type { z } from 'zod';
import { CONNECTION_VARIABLES } from './connectionVariables';
import { DATA_VARIABLES } from './dataVariables';
import type { VariableGroup } from './documented';
import { IDENTITY_VARIABLES } from './identityVariables';
import { LIVE_VARIABLES, MAIL_VARIABLES } from './messagingVariables';
import { MODERATION_VARIABLES } from './moderationVariables';
import { PAYMENT_VARIABLES } from './paymentVariables';
import { PHOTO_VARIABLES } from './photoVariables';
import { RATE_LIMIT_VARIABLES } from './rateLimitVariables';
import { SERVER_VARIABLES } from './serverVariables';

export {
  CONNECTION_VARIABLES,
  DATA_VARIABLES,
  IDENTITY_VARIABLES,
  LIVE_VARIABLES,
  MAIL_VARIABLES,
  MODERATION_VARIABLES,
  PAYMENT_VARIABLES,
  PHOTO_VARIABLES,
  RATE_LIMIT_VARIABLES,
  SERVER_VARIABLES,
};
export { VariableDocSchema, type VariableDoc, type VariableGroup } from './documented';

/** Every variable the server reads, in the order the reference and .env.example list them. */
export const CONFIG_GROUPS: VariableGroup<Record<string, z.ZodType>>[] = [
  SERVER_VARIABLES,
  CONNECTION_VARIABLES,
  DATA_VARIABLES,
  IDENTITY_VARIABLES,
  RATE_LIMIT_VARIABLES,
  MODERATION_VARIABLES,
  PHOTO_VARIABLES,
  PAYMENT_VARIABLES,
  LIVE_VARIABLES,
  MAIL_VARIABLES,
];
