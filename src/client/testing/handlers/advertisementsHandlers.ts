import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { AdvertisementListSchema } from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { advertisedListings } from './listingsHandlers';

// Follows the handlers' listings, so advertising one in a test puts it in the carousel.
// Parsed through the shared schema, so this answer cannot drift from the server's.
export const advertisementFixtures = AdvertisementListSchema.parse(advertisedListings());

export const handlers = [
  http.get(apiUrl(CATALOG_API.advertisements.route), () =>
    HttpResponse.json(AdvertisementListSchema.parse(advertisedListings())),
  ),
];
