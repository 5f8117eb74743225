import type { LightMyRequestResponse } from 'fastify';
import type { AddListingPayload, EditListingPayload } from '../../shared/schemas/listing';
import { findListingWithContact } from '../db/queries/listings';
import { signedInAs } from './authHeaders';
import type { TestApp } from './buildTestApp';

/**
 * A complete, valid PUT /listings/{id} body: the listing as it is now (what the edit form opens
 * with, its current version included) with `changes` on top.
 */
export async function editBody(
  testApp: TestApp,
  id: string,
  changes: Partial<AddListingPayload> & { version?: number } = {},
): Promise<EditListingPayload> {
  const listing = await findListingWithContact(testApp.db, id);
  if (!listing) throw new Error(`no listing ${id}`);
  return {
    book_title: listing.book_title,
    author: listing.author,
    book_img: listing.book_img,
    original_price: listing.original_price,
    seller_price: listing.seller_price,
    used: listing.used,
    category_name: listing.category_name,
    category_id: listing.category_id,
    condition: listing.condition,
    location: listing.location,
    contact: listing.contact,
    description: listing.description,
    relevantInformation: listing.relevantInformation,
    fixed_price: listing.fixed_price,
    version: listing.version,
    ...changes,
  };
}

/** PUT /api/listings/{id} as `caller` (anonymous when undefined). */
export async function putEdit(
  testApp: TestApp,
  id: string,
  caller: string | undefined,
  body: object,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/listings/${id}`,
    payload: body,
    headers: caller ? await signedInAs(testApp, caller) : {},
  });
}
