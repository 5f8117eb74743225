import sharp from 'sharp';
import { IMAGE_FIELD } from '../../../shared/constants';
import type { TestApp } from '../buildTestApp';
import { editBody } from '../editFixtures';
import {
  addListing,
  addOrder,
  addWish,
  listingPayload,
  BUYER,
  categoryNamed,
  OWNER,
  userId,
} from '../listingFixtures';
import { addConversation } from '../conversationFixtures';
import { addNotification } from '../notificationFixtures';
import { addOffer, offerToOwner } from '../offerFixtures';
import { addPerson, orderPayload } from '../orderFixtures';
import {
  addCashOrder,
  addProblem,
  freshSellersListing,
  handedOverOrderOfBuyer,
  sellerOwed,
  KNOWN_CODE,
  moveMeetup,
  paidOrderOfFreshBuyer,
} from '../orderLifeFixtures';
import { addReport } from '../reportFixtures';
import { addHandedOverOrder, addReviewRow } from '../reviewFixtures';
import { addSucceededIntent, card, createIntent, ORDER_PRICE } from '../paymentFixtures';
import { chargedIntent, isStripeTestApp, signatureOf, stripeEvent } from '../stripeFixtures';
import { heldOnGateway, isGatewayTestApp, paidOnGateway } from '../fakeSslcommerz/gatewayFixtures';
import type { SampleRequest } from './sampleRequest';

/** Builds a fresh valid call each time, so an allowed call never spoils the next caller's. */
export type SampleBuilder = (testApp: TestApp) => Promise<SampleRequest>;

/** A real (tiny) picture: the upload decodes every photo to make its widths (decision 0035). */
const coverPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A listing of the seller's (seller@demo.test), made for this call alone. */
const ownersListing = (testApp: TestApp, adv = false) => addListing(testApp.db, { adv });
const unpaidOrderOfBuyer = async (testApp: TestApp) =>
  addOrder(testApp.db, await ownersListing(testApp), 'unpaid', BUYER);
const cashOrderOfBuyer = async (testApp: TestApp) =>
  addCashOrder(testApp.db, await freshSellersListing(testApp.db), BUYER);
/** The buyer's offer the seller answered with another price: it waits for the buyer. */
const counteredOfferOfBuyer = async (testApp: TestApp) => ({
  params: { id: (await addOffer(testApp.db, { amount: 120, awaiting: 'buyer' })).id },
});
const conversationOfBuyer = async (testApp: TestApp) => ({
  params: { id: (await addConversation(testApp.db)).id },
});

/**
 * What a valid call of a route needs beyond its schemas (`METHOD url` as the route table names
 * it; HEAD routes use their GET's): the buyer's or the seller's own resource, per ACCESS_POLICY,
 * a name that exists, a signature, a file. It is laid over the call the schemas make
 * (validSample.ts), field by field; a route whose schemas make a valid call alone has no entry.
 */
export const ROUTE_SAMPLES: Record<string, SampleBuilder> = {
  'GET /api/categoryid': async () => ({ query: { catname: 'Fiction' } }),
  'GET /api/listings/:id': async (testApp) => ({ params: { id: await ownersListing(testApp) } }),
  'GET /api/sellerDetail': async () => ({ query: { email: OWNER } }),
  'GET /api/issold/:id': async (testApp) => ({ params: { id: await ownersListing(testApp) } }),
  'GET /api/seller/:id': async (testApp) => ({ params: { id: await userId(testApp.db, OWNER) } }),
  // After a book made for the call: the page of the seller's older books.
  'GET /api/seller/:id/books': async (testApp) => ({
    params: { id: await userId(testApp.db, OWNER) },
    query: { before: await ownersListing(testApp) },
  }),
  'GET /api/seller/:id/reviews': async (testApp) => ({
    params: { id: await userId(testApp.db, OWNER) },
  }),

  'POST /api/g-users': async () => ({
    body: { name: 'Karim Ahmed', email: BUYER, role: 'buyer', img: '/images/avatars/buyer.svg' },
  }),
  'GET /api/iswhat/:email': async () => ({ params: { email: BUYER } }),
  'GET /api/isseller/:email': async () => ({ params: { email: BUYER } }),
  'GET /api/isadmin/:email': async () => ({ params: { email: BUYER } }),
  'POST /api/notifications/:id/read': async (testApp) => ({
    params: { id: await addNotification(testApp.db) },
  }),
  // A fresh seller's book each call, so no caller is its seller.
  'POST /api/conversations': async (testApp) => ({
    body: {
      listing_id: await addListing(testApp.db, { seller: await addPerson(testApp.db, 'seller') }),
    },
  }),
  'GET /api/conversations/about/:listingId': async (testApp) => ({
    params: { listingId: (await addConversation(testApp.db)).listingId },
  }),
  'GET /api/conversations/:id': conversationOfBuyer,
  'GET /api/conversations/:id/messages': conversationOfBuyer,
  'POST /api/conversations/:id/messages': conversationOfBuyer,
  'POST /api/conversations/:id/read': conversationOfBuyer,
  'POST /api/conversations/:id/report': conversationOfBuyer,
  // A fresh seller's book, so no caller is its seller (TK 150: an offer of 100 is under it).
  'POST /api/offers': async (testApp) => ({
    body: {
      listing_id: await addListing(testApp.db, { seller: await addPerson(testApp.db, 'seller') }),
      amount: 100,
    },
  }),
  'GET /api/offers/about/:listingId': async (testApp) => ({
    params: { listingId: (await addOffer(testApp.db)).listingId },
  }),
  'POST /api/offers/:id/accept': counteredOfferOfBuyer,
  'POST /api/offers/:id/decline': counteredOfferOfBuyer,
  'POST /api/offers/:id/counter': async (testApp) => ({
    params: { id: (await offerToOwner(testApp.db)).id },
    body: { amount: 120 },
  }),
  'POST /api/listings/:id/report': async (testApp) => ({
    params: { id: await addListing(testApp.db, { seller: await addPerson(testApp.db, 'seller') }) },
  }),
  'POST /api/reviews/:id/report': async (testApp) => ({
    params: { id: await addReviewRow(testApp.db, { buyer: await addPerson(testApp.db) }) },
  }),
  'POST /api/upload': async () => ({
    upload: {
      field: IMAGE_FIELD,
      filename: 'cover.png',
      contentType: 'image/png',
      content: await coverPng(),
    },
  }),
  'GET /api/CategoryBooks/:id': async (testApp) => ({
    params: { id: (await categoryNamed(testApp.db, 'Fiction')).id },
  }),

  'POST /api/adv/:id': async (testApp) => ({ params: { id: await ownersListing(testApp) } }),
  'POST /api/offadv/:id': async (testApp) => ({
    params: { id: await ownersListing(testApp, true) },
  }),
  'POST /api/addbook': async (testApp) => ({
    body: { ...listingPayload(await categoryNamed(testApp.db, 'Fiction')) },
  }),
  'GET /api/addbook': async (testApp) => ({ query: { pid: await ownersListing(testApp) } }),
  'GET /api/books': async () => ({ query: { email: OWNER } }),
  // A fresh listing each call, edited from its current version (as the edit form opens it).
  'PUT /api/listings/:id': async (testApp) => {
    const id = await ownersListing(testApp);
    return { params: { id }, body: { ...(await editBody(testApp, id, { seller_price: 120 })) } };
  },
  'DELETE /api/deletebook/:id': async (testApp) => ({
    params: { id: await ownersListing(testApp) },
  }),

  'PUT /api/sellerverify': async (testApp) => ({
    query: { mail: await addPerson(testApp.db, 'seller') },
  }),
  'GET /api/admin/sellers/:id/summary': async (testApp) => ({
    params: { id: await userId(testApp.db, OWNER) },
  }),
  // A fresh open report each call: a resolved one cannot be resolved again.
  'PUT /api/admin/reports/:id/resolution': async (testApp) => ({
    params: { id: (await addReport(testApp.db, 'review')).id },
  }),
  // A fresh listing waiting for approval each call: the decision is made once.
  'PUT /api/admin/listings/:id/approval': async (testApp) => ({
    params: { id: await addListing(testApp.db, { awaitingApproval: true }) },
  }),
  'PUT /api/messages/:id/removal': async (testApp) => ({
    params: { id: (await addConversation(testApp.db, { reported: true })).messageIds[0]! },
  }),
  // A fresh buyer each call: stopping one twice would be no change.
  'PUT /api/users/:id/messaging-block': async (testApp) => ({
    params: { id: await userId(testApp.db, await addPerson(testApp.db)) },
  }),

  'POST /api/orders': async (testApp) => ({
    body: { ...orderPayload(await ownersListing(testApp)) },
  }),
  'GET /api/orders': async () => ({ query: { email: BUYER } }),
  'GET /api/order/:id': async (testApp) => ({ params: { id: await unpaidOrderOfBuyer(testApp) } }),
  // An order's life: the buyer's own cash order of a fresh seller's book, so only the buyer
  // is one of its people; the seller's calls name a fresh buyer's order of the demo seller's book.
  'PUT /api/orders/:id/meetup': async (testApp) => ({
    params: { id: await cashOrderOfBuyer(testApp) },
    body: { meetup_at: new Date(Date.now() + 24 * 60 * 60_000).toISOString() },
  }),
  'POST /api/orders/:id/meetup/agree': async (testApp) => ({
    params: {
      id: await addCashOrder(testApp.db, await ownersListing(testApp), await addPerson(testApp.db)),
    },
  }),
  'POST /api/orders/:id/cancel': async (testApp) => ({
    params: { id: await cashOrderOfBuyer(testApp) },
  }),
  'POST /api/orders/:id/no-show': async (testApp) => {
    const id = await addCashOrder(
      testApp.db,
      await ownersListing(testApp),
      await addPerson(testApp.db),
    );
    await moveMeetup(testApp.db, id, -60);
    return { params: { id } };
  },
  'GET /api/orders/:id': async (testApp) => ({
    params: { id: await cashOrderOfBuyer(testApp) },
  }),
  'GET /api/orders/:id/history': async (testApp) => ({
    params: { id: await cashOrderOfBuyer(testApp) },
  }),
  'POST /api/orders/:id/handover-code': async (testApp) => ({
    params: { id: await cashOrderOfBuyer(testApp) },
  }),
  'POST /api/orders/:id/problem': async (testApp) => ({
    params: { id: await handedOverOrderOfBuyer(testApp) },
    body: { reason: 'not_received' },
  }),
  'GET /api/orders/:id/problem': async (testApp) => ({
    params: { id: (await addProblem(testApp)).orderId },
  }),
  'POST /api/admin/order-problems/:id/resolution': async (testApp) => ({
    params: { id: (await addProblem(testApp)).problemId },
    body: { outcome: 'closed', note: 'The buyer has the book now.' },
  }),
  'POST /api/admin/payouts': async (testApp) => ({
    body: { seller_id: await sellerOwed(testApp.db, '150.00'), amount: 100, note: 'Sent by bKash' },
  }),
  'POST /api/orders/:id/handover': async (testApp) => ({
    params: { id: await paidOrderOfFreshBuyer(testApp) },
    body: { code: KNOWN_CODE },
  }),
  'POST /api/wishlist/:bookId': async (testApp) => ({
    params: { bookId: await ownersListing(testApp) },
    body: { email: BUYER },
  }),
  'GET /api/wishlist': async () => ({ query: { email: BUYER } }),
  'DELETE /api/wishlist/:bookId': async (testApp) => {
    const bookId = await ownersListing(testApp);
    await addWish(testApp.db, bookId, BUYER);
    return { params: { bookId } };
  },
  'POST /api/create-payment-intent': async (testApp) => ({
    body: { bookPrice: ORDER_PRICE, orderId: await unpaidOrderOfBuyer(testApp) },
  }),
  'POST /api/test-payments/confirm': async (testApp) => {
    const intent = await createIntent(testApp, BUYER, await unpaidOrderOfBuyer(testApp));
    const { clientSecret } = intent.json<{ clientSecret: string }>();
    return { body: { clientSecret, ...card() } };
  },
  'POST /api/payments': async (testApp) => {
    const orderId = await unpaidOrderOfBuyer(testApp);
    const transactionId = await addSucceededIntent(testApp.db, orderId, BUYER);
    return { body: { bookPrice: ORDER_PRICE, transactionId, email: BUYER, orderId } };
  },
  // A fresh paid order each call: a second review of one order is refused.
  'POST /api/reviews': async (testApp) => ({
    body: { order_id: await addHandedOverOrder(testApp.db) },
  }),
  'PUT /api/reviews/:id': async (testApp) => ({ params: { id: await addReviewRow(testApp.db) } }),
  'POST /api/reviews/:id/removal': async (testApp) => ({
    params: { id: await addReviewRow(testApp.db) },
  }),
  // Stripe announcing the buyer's charged card, signed as Stripe signs it.
  'POST /api/stripe/webhook': async (testApp) => {
    if (!isStripeTestApp(testApp)) throw new Error('the webhook exists only in Stripe mode');
    const body = stripeEvent(await chargedIntent(testApp, await unpaidOrderOfBuyer(testApp)));
    return { body, headers: { 'stripe-signature': signatureOf(JSON.stringify(body)) } };
  },
  'POST /api/sslcommerz/sessions': async (testApp) => ({
    body: { bookPrice: ORDER_PRICE, orderId: await unpaidOrderOfBuyer(testApp) },
  }),
  // What the gateway (or the buyer's browser) posts after a payment on its page, signed.
  'POST /api/sslcommerz/return': async (testApp) => ({
    body: (await paidOnGateway(gatewayApp(testApp))).fields,
  }),
  'POST /api/sslcommerz/ipn': async (testApp) => ({
    body: (await paidOnGateway(gatewayApp(testApp))).fields,
  }),
  'POST /api/admin/held-payments/:id/accept': async (testApp) => ({
    params: { id: await heldOnGateway(gatewayApp(testApp)) },
  }),
  'POST /api/admin/held-payments/:id/refund': async (testApp) => ({
    params: { id: await heldOnGateway(gatewayApp(testApp)) },
  }),
};

function gatewayApp(testApp: TestApp) {
  if (!isGatewayTestApp(testApp)) throw new Error('the gateway routes exist only with SSLCommerz');
  return testApp;
}
