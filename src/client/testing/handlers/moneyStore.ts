import type { OrderProblem, SellerBalance } from '../../../shared/schemas';
import { nextTestId } from './errorResponse';
import { registerReset } from './storeResets';

type LedgerEntry = SellerBalance['entries'][number];
/** A problem report, with whose balance a refund comes out of. */
export type StoredProblem = OrderProblem & { seller_email: string };

/**
 * The mock server's money: each seller's ledger (by e-mail, newest row first) and the problem
 * reports after online handovers. The demo seller has sold two books online and been paid once.
 */
export const moneyStore = {
  ledgers: new Map<string, LedgerEntry[]>(),
  problems: [] as StoredProblem[],
};

export const balanceOf = (email: string) =>
  Math.round(
    (moneyStore.ledgers.get(email) ?? []).reduce((sum, row) => sum + row.amount, 0) * 100,
  ) / 100;

/** Adds a ledger row as the newest of the seller's. */
export function addLedgerEntry(
  email: string,
  entry: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amount'>,
) {
  const rows = moneyStore.ledgers.get(email) ?? [];
  rows.unshift({
    order_id: null,
    book_title: null,
    note: '',
    at: new Date().toISOString(),
    ...entry,
  });
  moneyStore.ledgers.set(email, rows);
}

/** An open problem report about one of the seller's handed-over books. */
export function addProblem(overrides: Partial<StoredProblem> = {}): StoredProblem {
  const problem: StoredProblem = {
    _id: nextTestId(),
    order_id: nextTestId(),
    book_title: 'Aguner Poroshmoni',
    book_price: 350,
    buyer_name: 'Karim Ahmed',
    seller_name: 'Rahim Uddin',
    seller_email: 'seller@demo.test',
    reason: 'not_as_described',
    details: 'Half of the pages are missing.',
    created_at: '2026-11-25T10:00:00.000Z',
    outcome: null,
    note: null,
    ...overrides,
  };
  moneyStore.problems.push(problem);
  return problem;
}

function resetMoney() {
  moneyStore.ledgers.clear();
  moneyStore.problems.length = 0;
  addLedgerEntry('seller@demo.test', {
    kind: 'handover',
    amount: 450,
    order_id: nextTestId(),
    book_title: 'Pather Panchali',
    at: '2026-11-20T09:00:00.000Z',
  });
  addLedgerEntry('seller@demo.test', {
    kind: 'payout',
    amount: -200,
    note: 'bKash 8N7A6B5C4D',
    at: '2026-11-22T09:00:00.000Z',
  });
  addLedgerEntry('seller@demo.test', {
    kind: 'handover',
    amount: 350,
    order_id: nextTestId(),
    book_title: 'Aguner Poroshmoni',
    at: '2026-11-24T09:00:00.000Z',
  });
  addLedgerEntry('newseller@demo.test', {
    kind: 'handover',
    amount: 120,
    order_id: nextTestId(),
    book_title: 'Himu',
    at: '2026-11-23T09:00:00.000Z',
  });
}
resetMoney();
registerReset(resetMoney);
