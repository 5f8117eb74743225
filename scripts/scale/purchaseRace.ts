import { Client } from 'pg';
import { TEST_MODE_CARDS } from '../../src/shared/constants';
import { API } from '../../src/shared/apiPaths';
import { call, type Person } from './api';
import { addBook, BOOK_PRICE, type People } from './people';
import type { CheckResult } from './report';

/** Every non-2xx answer as "status message". */
const refusal = (answer: { status: number; body: unknown }) =>
  `${answer.status} ${(answer.body as { message?: string }).message ?? JSON.stringify(answer.body)}`;

/** One buyer's whole purchase through `target`: order, intent, card, record; stops at a refusal. */
async function buy(target: string, buyer: Person, listingId: string, seller: Person) {
  const order = {
    name: 'Scale Racer',
    email: buyer.email,
    bookTitle: 'Scale race book',
    bookPrice: BOOK_PRICE,
    phone: '01900-000000',
    location: 'TSC, Dhaka University',
    seller_name: 'Rahim Uddin',
    seller_email: seller.email,
    product_id: listingId,
  };
  const ordered = await call(target, 'POST', API.createOrder.url(), { person: buyer, body: order });
  if (ordered.status !== 201) return refusal(ordered);
  const orderId = (ordered.body as { insertedId: string }).insertedId;
  const intent = await call(target, 'POST', API.createPaymentIntent.url(), {
    person: buyer,
    body: { bookPrice: BOOK_PRICE, orderId },
  });
  if (intent.status !== 200) return refusal(intent);
  const { clientSecret } = intent.body as { clientSecret: string };
  const card = { cardNumber: TEST_MODE_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' };
  const confirmed = await call(target, 'POST', API.testModeCardConfirm.url(), {
    person: buyer,
    body: { clientSecret, ...card },
  });
  if (confirmed.status !== 200) return refusal(confirmed);
  const transactionId = clientSecret.split('_secret_')[0]!;
  const paid = await call(target, 'POST', API.payments.url(), {
    person: buyer,
    body: { bookPrice: BOOK_PRICE, transactionId, email: buyer.email, orderId },
  });
  return paid.status === 201 ? 'paid' : refusal(paid);
}

/** What the database holds for the book's orders: statuses, payments, money actually charged. */
async function ledgerOf(databaseUrl: string, listingId: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query<{ id: string; status: string }>(
      'select id, status from orders where listing_id = $1',
      [listingId],
    );
    const ids = orders.rows.map((row) => row.id);
    const payments = await client.query('select id from payments where order_id = any($1)', [ids]);
    const charged = await client.query<{ cents: string | null }>(
      `select sum(amount - amount_refunded) as cents from test_payment_intents
       where order_id = any($1) and status = 'succeeded'`,
      [ids],
    );
    return {
      statuses: orders.rows.map((row) => row.status),
      payments: payments.rowCount ?? 0,
      chargedCents: Number(charged.rows[0]?.cents ?? 0),
    };
  } finally {
    await client.end();
  }
}

/** 1. Buyers race for one book, each through a different copy or the balancer. */
export async function purchaseRace(
  targets: string[],
  people: People,
  databaseUrl: string,
): Promise<CheckResult> {
  const listingId = await addBook(targets[0]!, people.seller, 'Scale race book');
  const outcomes = await Promise.all(
    people.racers.map((buyer, i) =>
      buy(targets[i % targets.length]!, buyer, listingId, people.seller),
    ),
  );
  const paid = outcomes.filter((outcome) => outcome === 'paid').length;
  const refused = outcomes.filter((outcome) => /^409 /.test(outcome)).length;
  const other = outcomes.filter((outcome) => outcome !== 'paid' && !/^409 /.test(outcome));
  const ledger = await ledgerOf(databaseUrl, listingId);
  const unpaidLeft = ledger.statuses.filter((status) => status === 'unpaid').length;
  const balanced = ledger.payments === 1 && ledger.chargedCents === BOOK_PRICE * 100;
  const passed = paid === 1 && refused === outcomes.length - 1 && balanced && unpaidLeft === 0;
  const distinct = [...new Set(outcomes.filter((outcome) => outcome !== 'paid'))];
  return {
    name: `purchase race: ${outcomes.length} buyers, one book, each through a copy or the balancer in turn`,
    passed,
    figures: [
      `paid ${paid}, refused or refunded (409) ${refused}, other ${other.length}`,
      `their answers: ${distinct.join('; ')}`,
      `orders in the database: ${ledger.statuses.join(', ')}`,
      `payments recorded ${ledger.payments}; charged ${ledger.chargedCents / 100} ` +
        `(book ${BOOK_PRICE}): ${balanced ? 'balanced' : 'NOT balanced'}`,
    ],
  };
}
