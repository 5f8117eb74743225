import { API, API_PREFIX } from '../../src/shared/apiPaths';
import {
  EditListingPayloadSchema,
  SellerListingListSchema,
  type ListingWithContact,
} from '../../src/shared/schemas/listing';
import { openSse } from '../../src/server/testing/sseReader';
import { expectOk, type Person } from './api';
import type { ProductCopy } from './copies';
import { addBook, type People } from './people';

/** A change whose effect another copy shows in an answer to a GET. */
export interface PolledChange {
  name: string;
  change(writer: ProductCopy): Promise<unknown>;
  poll: { url: string; person?: Person; seen(body: unknown): boolean };
}

/** A change another copy pushes down a live stream (GET /events) to the person it concerns. */
export interface StreamedChange {
  name: string;
  change(writer: ProductCopy): Promise<unknown>;
  stream: { open(reader: ProductCopy): Promise<StreamWatch> };
}

export interface StreamWatch {
  /** performance.now() when the awaited event arrived; undefined when it did not in 10 s. */
  arrival(): Promise<number | undefined>;
  close(): Promise<void>;
}

export type ChangeKind = PolledChange | StreamedChange;

const ids = (body: unknown) => (body as { _id: string }[]).map((listing) => listing._id);

/** The seller's live stream on `reader`: resolves at the first event of `eventKind`. */
async function watchFor(reader: ProductCopy, person: Person, eventKind: string) {
  const sse = await openSse(`${reader.baseUrl}${API_PREFIX}${API.liveEvents.url()}`, {
    authorization: `Bearer ${person.token}`,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arrived = (async () => {
    for (;;) {
      const event = await sse.next();
      if ((JSON.parse(event.data) as { kind?: string }).kind === eventKind)
        return performance.now();
    }
  })().catch(() => undefined);
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), 10_000);
  });
  return {
    arrival: () => Promise.race([arrived, timeout]),
    close: async () => {
      clearTimeout(timer);
      await sse.cancel();
    },
  };
}

/**
 * The kinds of change people see (lists, search, book pages, verification, messages,
 * notifications), each on a fresh book of the demo seller.
 */
export async function prepareChangeKinds(
  writer: ProductCopy,
  people: People,
): Promise<ChangeKind[]> {
  const { admin, seller, newSeller, buyer } = people;
  const [advertised, edited, searched, talkedAbout, notifiedAbout] = await Promise.all(
    [
      'Scale advertised book',
      'Scale edited book',
      'Scale searched book',
      'Scale asked-about book',
      'Scale notified-about book',
    ].map((title) => addBook(writer.baseUrl, seller, title)),
  );
  // The edit form starts from the seller's own list: only there does a listing carry its contact.
  const ownListings = SellerListingListSchema.parse(
    await expectOk(writer.baseUrl, 'GET', API.sellerListings.url(seller.email), { person: seller }),
  );
  const listingOf = (id: string) => {
    const listing = ownListings.find((own) => own._id === id);
    if (!listing) throw new Error(`the seller's own list lacks ${id}`);
    return listing;
  };
  const [before, beforeSearch] = [listingOf(edited!), listingOf(searched!)];
  const newTitle = 'Scale edited book, second edition';
  // A word no other book has, new each run, so only the edit can make search find it.
  const searchWord = `zebulon${Date.now().toString(36)}`;
  return [
    {
      name: 'advertise (GET /adv)',
      change: (copy) =>
        expectOk(copy.baseUrl, 'POST', API.advertise.url(advertised!), { person: seller }),
      poll: { url: API.advertisements.url(), seen: (body) => ids(body).includes(advertised!) },
    },
    {
      name: 'admin verifies a seller (GET /sellerDetail)',
      change: (copy) =>
        expectOk(copy.baseUrl, 'PUT', API.verifySeller.url(newSeller.email), { person: admin }),
      poll: {
        url: API.sellerDetail.url(newSeller.email),
        seen: (body) => (body as { appVerified?: boolean }).appVerified === true,
      },
    },
    {
      name: 'edit a listing (GET /listings/{id})',
      change: (copy) =>
        expectOk(copy.baseUrl, 'PUT', API.editListing.url(edited!), {
          person: seller,
          body: editPayload(before, newTitle),
        }),
      poll: {
        url: API.listing.url(edited!),
        seen: (body) => (body as { book_title?: string }).book_title === newTitle,
      },
    },
    {
      name: 'edit a listing (GET /search)',
      change: (copy) =>
        expectOk(copy.baseUrl, 'PUT', API.editListing.url(searched!), {
          person: seller,
          body: editPayload(beforeSearch, `Scale searched book ${searchWord}`),
        }),
      poll: {
        url: API.search.url(new URLSearchParams({ q: searchWord }).toString()),
        seen: (body) =>
          (body as { items: { _id: string }[] }).items.some((item) => item._id === searched),
      },
    },
    {
      name: 'new message (the seller’s GET /events)',
      change: (copy) =>
        expectOk(copy.baseUrl, 'POST', API.conversations.url(), {
          person: buyer,
          body: { listing_id: talkedAbout!, body: 'Is this book still available?' },
        }),
      stream: { open: (reader) => watchFor(reader, seller, 'message') },
    },
    {
      name: 'a notification (the seller’s GET /events)',
      change: (copy) =>
        expectOk(copy.baseUrl, 'POST', API.conversations.url(), {
          person: buyer,
          body: { listing_id: notifiedAbout!, body: 'Could you hold it until Friday?' },
        }),
      stream: { open: (reader) => watchFor(reader, seller, 'notification') },
    },
  ];
}

/**
 * What the edit form sends: the listing's own fields (the edit schema's keys, the rest stripped),
 * a new title, the version it opened.
 */
function editPayload(listing: ListingWithContact, title: string) {
  return EditListingPayloadSchema.strip().parse({ ...listing, book_title: title });
}
