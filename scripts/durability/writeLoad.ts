import { setTimeout as sleep } from 'node:timers/promises';
import type { AddListingPayload } from '../../src/shared/schemas/listing';
import type { ProductApi } from './productApi';

/** A write the server answered 2xx, with the id it answered (for a wishlist add, the book's). */
export interface AcknowledgedWrite {
  kind: 'listing' | 'wishlist' | 'order';
  id: string;
}

export interface LoadCounts {
  sent: number;
  acknowledged: number;
  /** Sent, not yet answered when the server was killed: either outcome is allowed. */
  inFlightAtKill: number;
  /** Refused or failed before the kill: a bug in the server or in this script, reported. */
  failedBeforeKill: number;
}

export interface LoadOptions {
  sellers: number;
  buyers: number;
  /** How long the load runs before the kill. */
  killAfterMs: number;
}

/**
 * Concurrent writes as real people make them: sellers list books (POST /addbook); buyers put
 * each new book in their wishlist and order it (POST /wishlist/{id}, POST /orders). Every 2xx is
 * recorded with its id; `kill` runs mid-load, with requests still in flight.
 */
export async function runLoadUntilKilled(
  api: ProductApi,
  options: LoadOptions,
  kill: () => Promise<void>,
): Promise<{ writes: AcknowledgedWrite[]; counts: LoadCounts; failures: string[] }> {
  const category = await api.firstCategory();
  const writes: AcknowledgedWrite[] = [];
  const failures: string[] = [];
  const newListings: string[] = [];
  const counts: LoadCounts = { sent: 0, acknowledged: 0, inFlightAtKill: 0, failedBeforeKill: 0 };
  let inFlight = 0;
  let killed = false;

  /** One write: counted as sent, recorded when acknowledged, never retried. */
  const write = async (kind: AcknowledgedWrite['kind'], send: () => Promise<string>) => {
    if (killed) return undefined;
    counts.sent += 1;
    inFlight += 1;
    try {
      const id = await send();
      // An answer that arrives after the kill was still sent by the server before it died.
      writes.push({ kind, id });
      counts.acknowledged += 1;
      return id;
    } catch (error) {
      if (!killed) {
        counts.failedBeforeKill += 1;
        failures.push(String(error));
      }
      return undefined;
    } finally {
      inFlight -= 1;
    }
  };

  let serial = 0;
  const seller = async () => {
    while (!killed) {
      serial += 1;
      const id = await write('listing', () => api.addListing(listingPayload(category, serial)));
      if (id) newListings.push(id);
    }
  };
  const buyer = async () => {
    while (!killed) {
      const bookId = newListings.shift();
      if (!bookId) {
        await sleep(2);
        continue;
      }
      await write('wishlist', () => api.addToWishlist(bookId));
      await write('order', () => api.placeOrder(bookId));
    }
  };

  const workers = [
    ...Array.from({ length: options.sellers }, seller),
    ...Array.from({ length: options.buyers }, buyer),
  ];
  await sleep(options.killAfterMs);
  counts.inFlightAtKill = inFlight;
  killed = true;
  await kill();
  await Promise.all(workers);
  return { writes, counts, failures };
}

function listingPayload(category: { id: string; name: string }, serial: number): AddListingPayload {
  return {
    book_title: `Durability Book ${serial}`,
    author: '',
    book_img: 'https://i.ibb.co/durability/book.png',
    original_price: 300,
    seller_price: 120,
    used: '1 year',
    category_name: category.name,
    category_id: category.id,
    condition: 'good',
    location: 'Dhaka',
    contact: '01700-000000',
    description: 'Listed by the durability check.',
    relevantInformation: 'None.',
    payment_methods: ['online', 'cash'],
    fixed_price: false,
  };
}
