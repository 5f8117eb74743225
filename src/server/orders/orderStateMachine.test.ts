/**
 * @database each
 */
import type { HTTPMethods } from 'fastify';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { ADMIN, BUYER, OWNER } from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { KNOWN_CODE, ORDER_STATES, type OrderState, orderIn } from '../testing/orderLifeFixtures';

const ROLES = ['buyer', 'seller', 'other buyer', 'admin', 'signed out'] as const;
type Role = (typeof ROLES)[number];

interface Action {
  method: HTTPMethods;
  path: (id: string) => string;
  body?: () => unknown;
}

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString();

const ACTIONS = {
  'propose a meet-up': {
    method: 'PUT',
    path: (id) => `/api/orders/${id}/meetup`,
    body: () => ({ meetup_at: inTwoDays() }),
  },
  'agree to the meet-up': { method: 'POST', path: (id) => `/api/orders/${id}/meetup/agree` },
  cancel: { method: 'POST', path: (id) => `/api/orders/${id}/cancel` },
  'cancel for a no-show': { method: 'POST', path: (id) => `/api/orders/${id}/no-show` },
  'get the handover code': { method: 'POST', path: (id) => `/api/orders/${id}/handover-code` },
  'confirm the handover': {
    method: 'POST',
    path: (id) => `/api/orders/${id}/handover`,
    body: () => ({ code: KNOWN_CODE }),
  },
  'read the history': { method: 'GET', path: (id) => `/api/orders/${id}/history` },
} satisfies Record<string, Action>;
type ActionName = keyof typeof ACTIONS;

/**
 * What the buyer and the seller get, per state and action; everyone else reads the order as
 * missing (404) and a signed-out caller is asked to sign in (401). The cash order's meet-up is
 * two days away and was proposed by the buyer; the paid order was paid just now.
 */
const EXPECTED: Record<ActionName, Record<OrderState, { buyer: number; seller: number }>> = {
  'propose a meet-up': {
    'cash placed': { buyer: 200, seller: 200 },
    'online placed': { buyer: 409, seller: 409 },
    'paid online': { buyer: 409, seller: 409 },
    'handed over': { buyer: 409, seller: 409 },
    cancelled: { buyer: 409, seller: 409 },
  },
  'agree to the meet-up': {
    'cash placed': { buyer: 409, seller: 200 },
    'online placed': { buyer: 409, seller: 409 },
    'paid online': { buyer: 409, seller: 409 },
    'handed over': { buyer: 409, seller: 409 },
    cancelled: { buyer: 409, seller: 409 },
  },
  cancel: {
    'cash placed': { buyer: 200, seller: 403 },
    'online placed': { buyer: 200, seller: 403 },
    'paid online': { buyer: 409, seller: 403 },
    'handed over': { buyer: 409, seller: 403 },
    cancelled: { buyer: 409, seller: 403 },
  },
  'cancel for a no-show': {
    'cash placed': { buyer: 403, seller: 409 },
    'online placed': { buyer: 403, seller: 409 },
    'paid online': { buyer: 403, seller: 409 },
    'handed over': { buyer: 403, seller: 409 },
    cancelled: { buyer: 403, seller: 409 },
  },
  'get the handover code': {
    'cash placed': { buyer: 200, seller: 403 },
    'online placed': { buyer: 409, seller: 403 },
    'paid online': { buyer: 200, seller: 403 },
    'handed over': { buyer: 409, seller: 403 },
    cancelled: { buyer: 409, seller: 403 },
  },
  'confirm the handover': {
    'cash placed': { buyer: 403, seller: 200 },
    'online placed': { buyer: 403, seller: 409 },
    'paid online': { buyer: 403, seller: 200 },
    'handed over': { buyer: 403, seller: 409 },
    cancelled: { buyer: 403, seller: 409 },
  },
  'read the history': Object.fromEntries(
    ORDER_STATES.map((state) => [state, { buyer: 200, seller: 200 }]),
  ) as Record<OrderState, { buyer: number; seller: number }>,
};

describe('the order state machine: every state, action and role', () => {
  let testApp: TestApp;
  let otherBuyer: string;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        ORDER_EXPIRY_SWEEP_SECONDS: '0',
        ORDER_RATE_LIMIT_PER_MINUTE: '10000',
        HANDOVER_RATE_LIMIT_PER_MINUTE: '10000',
      },
    });
    otherBuyer = await addPerson(testApp.db);
  });
  afterAll(() => testApp.close());

  const callerOf = (role: Role): string | undefined =>
    ({
      buyer: BUYER,
      seller: OWNER,
      'other buyer': otherBuyer,
      admin: ADMIN,
      'signed out': undefined,
    })[role];
  const expectedFor = (action: ActionName, state: OrderState, role: Role) => {
    if (role === 'signed out') return 401;
    if (role === 'buyer' || role === 'seller') return EXPECTED[action][state][role];
    return 404;
  };

  const cases = Object.keys(ACTIONS).flatMap((action) =>
    ORDER_STATES.map((state) => [action as ActionName, state] as const),
  );
  it.each(cases)('%s on an order %s', async (action, state) => {
    const got: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const role of ROLES) {
      const { orderId } = await orderIn(testApp, state);
      const { method, path, body }: Action = ACTIONS[action];
      const response = await sendAs(testApp, method, path(orderId), callerOf(role), body?.());
      got[role] = response.statusCode;
      wanted[role] = expectedFor(action, state, role);
    }
    expect(got).toEqual(wanted);
  });
});
