import { z } from 'zod';
import { documented, type VariableGroup } from './documented';

/** What waits for the admin before anyone else sees it (docs/product.md#listing-approval). */
export const MODERATION_VARIABLES = {
  title: 'Moderation',
  variables: {
    LISTING_APPROVAL_FIRST_LISTINGS: documented(
      z.coerce.number().int().min(0).max(1000).default(0),
      {
        description:
          "How many of a new seller's listings wait for the admin's approval before they show: " +
          'a seller who is not verified and has fewer approved listings than this has each new ' +
          'one held (not in search, categories or the carousel; the seller sees it in My ' +
          'Products as waiting). `0`: none wait, every listing shows at once.',
      },
    ),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
