import { z } from 'zod';
import { perMinute } from '../configValues';
import { documented, type VariableGroup } from './documented';

/** How often one caller may make the calls that cost the most (429 with a message beyond). */
export const RATE_LIMIT_VARIABLES = {
  title: 'Rate limits',
  about:
    'Calls per minute; beyond a limit the answer is 429 with a message. The counts are shared by ' +
    'every copy when the copies share a store (`REDIS_URL`, or PostgreSQL with `DATABASE_URL`; ' +
    'decision 0039), else kept in each copy.',
  variables: {
    JWT_RATE_LIMIT_PER_MINUTE: documented(perMinute(30), {
      description:
        '`/jwt` calls per client address, POST and GET counted together: each asks Firebase to ' +
        'check an ID token, so they are bounded.',
    }),
    UPLOAD_RATE_LIMIT_PER_MINUTE: documented(perMinute(30), {
      description: 'Photo uploads per signed-in person: each stores a photo of up to 5 MB.',
    }),
    ORDER_RATE_LIMIT_PER_MINUTE: documented(perMinute(20), {
      description:
        '`POST /orders` per signed-in person: someone shopping orders a few books a minute at ' +
        'most.',
    }),
    PAYMENT_RATE_LIMIT_PER_MINUTE: documented(perMinute(20), {
      description:
        'Per signed-in person on each payment route (`POST /create-payment-intent`, ' +
        '`/test-payments/confirm`, `/payments`): each may call the payment provider. The payment ' +
        'page asks for an intent on every visit and a declined card is tried again, so a person ' +
        'needs several a minute, never dozens.',
    }),
    HANDOVER_RATE_LIMIT_PER_MINUTE: documented(perMinute(10), {
      description:
        'Handover codes a signed-in seller types (`POST /orders/{id}/handover`), over all their ' +
        'orders: a meet-up needs one or two tries, and five wrong ones lock an order anyway.',
    }),
    LISTING_RATE_LIMIT_PER_MINUTE: documented(perMinute(10), {
      description:
        'Listings added (`POST /addbook`) and edited (`PUT /listings/{id}`) per signed-in ' +
        'seller, together: typing a book in takes a minute or more, so ten covers a seller ' +
        'putting up a shelf quickly, never a script filling the catalogue.',
    }),
    REPORT_RATE_LIMIT_PER_MINUTE: documented(perMinute(10), {
      description:
        'Reports to the admin per signed-in person, of listings, reviews and conversations ' +
        'together: each may tell the admin, so a person reports a few things, never dozens.',
    }),
    MESSAGE_RATE_LIMIT_PER_MINUTE: documented(perMinute(20), {
      description:
        'Messages per signed-in person, starting a conversation and replying together: someone ' +
        'chatting sends one every few seconds at the most.',
    }),
    OFFER_RATE_LIMIT_PER_MINUTE: documented(perMinute(10), {
      description:
        'Offers made and answered (accepted, declined, countered) per signed-in person, ' +
        'together: each step writes to a conversation and tells the other person by e-mail, so ' +
        'a person haggling takes a few steps a minute, never dozens.',
    }),
    SEARCH_RATE_LIMIT_PER_MINUTE: documented(
      z.coerce.number().int().min(1).max(1_000_000).default(300),
      {
        description:
          '`GET /search` calls per client address (searching needs no sign-in). A search page ' +
          'asks once per pause in typing and once per page or filter, and several people may ' +
          "share one address (a campus, a carrier's NAT). Up to a million, so that a load test " +
          'from one address (`npm run bench`) measures search rather than the limit.',
      },
    ),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
