import { z } from 'zod';
import { PAYMENT_CURRENCIES, PAYMENT_CURRENCY } from '../../shared/constants';
import { documented, type VariableGroup } from './documented';

const minutes = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

/** Who takes the card payments, and how long orders and their holds last. */
export const PAYMENT_VARIABLES = {
  title: 'Orders and card payments',
  about:
    "Without Stripe's keys the server uses its built-in test-mode provider, so card payment " +
    "works offline with Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is " +
    'declined, 4000 0000 0000 9995 has insufficient funds (decision 0008).',
  variables: {
    STRIPE_SECRET_KEY: documented(
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)')
        .optional(),
      {
        description:
          "Stripe's secret key (`sk_...`, or a restricted `rk_...` key); with " +
          '`STRIPE_PUBLISHABLE_KEY`, card payments go through Stripe (test-mode keys work). Set ' +
          'both or neither. It never leaves the server.',
        example: 'sk_test_...',
      },
    ),
    STRIPE_PUBLISHABLE_KEY: documented(
      z.string().trim().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
      {
        description:
          "Stripe's publishable key; the payment page gets it from `GET /api/payment-config`.",
        example: 'pk_test_...',
      },
    ),
    STRIPE_WEBHOOK_SECRET: documented(
      z
        .string()
        .trim()
        .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_...)')
        .optional(),
      {
        description:
          'The signing secret of the Stripe webhook endpoint `https://<host>/api/stripe/webhook` ' +
          '(event `payment_intent.succeeded`), or the one `stripe listen` prints. The route ' +
          'exists only with it; it records a payment whose page closed before it could ' +
          '(docs/running-in-production.md). Without it such a payment is found by the expiry.',
        example: 'whsec_...',
      },
    ),
    SSLCOMMERZ_STORE_ID: documented(z.string().trim().min(1).optional(), {
      description:
        "SSLCommerz's store id: with `SSLCOMMERZ_STORE_PASSWORD`, buyers may also pay by bKash, " +
        "Nagad, Rocket or card on the gateway's page (Taka only). Set both or neither. `npm " +
        'start` runs a local test gateway when it is unset (decision 0054).',
      example: 'testbox',
    }),
    SSLCOMMERZ_STORE_PASSWORD: documented(z.string().trim().min(1).optional(), {
      description:
        "The store's API password; it never leaves the server, and signs the gateway's " +
        'notifications (checked before any is believed).',
      example: 'qwerty',
    }),
    SSLCOMMERZ_BASE_URL: documented(
      z
        .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
        .transform((value) => new URL(value).origin)
        .default('https://sandbox.sslcommerz.com'),
      {
        description:
          'Where SSLCommerz answers: its sandbox (the default) or `https://securepay.sslcommerz.com` ' +
          'when live. With `NODE_ENV=production` it must be https, so a local test gateway is ' +
          'never used in production.',
      },
    ),
    SSLCOMMERZ_TIMEOUT_MS: documented(
      z.coerce.number().int().min(100).max(120_000).default(15_000),
      {
        description:
          'How long one call to SSLCommerz may take; a slower one counts as an outage (the ' +
          'buyer is told the payment is pending, and the order expiry asks again).',
      },
    ),
    PAYMENT_CURRENCY: documented(z.enum(PAYMENT_CURRENCIES).default(PAYMENT_CURRENCY), {
      description:
        'The currency card payments are charged in: `bdt` (Taka, as prices are; Stripe counts ' +
        "it in poisha) or `usd` (the original brief's dollars). The payment page says the " +
        'amount in it (`TK 350` or `$350`). Payments begun in the other one are still ' +
        'recorded after a change (docs/product.md#payments).',
    }),
    PAYMENT_RESERVATION_MINUTES: documented(minutes(24 * 60, 15), {
      description:
        "How long opening the payment page holds the book for that order against other buyers' " +
        'payments (decision 0005).',
    }),
    ORDER_TTL_MINUTES: documented(minutes(30 * 24 * 60, 24 * 60), {
      description:
        'Unpaid orders are cancelled this long after they were placed ' +
        '(docs/product.md#order-lifecycle).',
    }),
    ORDER_HANDOVER_DAYS: documented(z.coerce.number().int().min(1).max(60).default(7), {
      description:
        'An order paid online and not handed over this many days after its payment may be ' +
        'cancelled by its buyer, who is refunded through the payment provider ' +
        '(docs/decisions/0053-an-order-with-a-clear-life.md).',
    }),
    CASH_HOLD_GRACE_HOURS: documented(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(30 * 24)
        .default(48),
      {
        description:
          'A cash order still open this many hours after its meet-up time, with nobody having ' +
          'acted (no handover, no cancel), is cancelled by the expiry sweep and its book freed; ' +
          'both people are told (docs/decisions/0053-an-order-with-a-clear-life.md).',
      },
    ),
    ORDER_EXPIRY_SWEEP_SECONDS: documented(z.coerce.number().int().min(0).max(86_400).default(60), {
      description:
        'How often each server copy closes overdue orders and ends offers past their time (one ' +
        'copy at a time), asking the ' +
        'payment provider about those with an intent; `0`: never on a timer (orders without ' +
        'an intent are still closed before orders are read).',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
