import { LISTING_DESCRIPTION_PREVIEW, ELLIPSIS } from '../../../shared/constants';

/**
 * A book card's description: its first 97 characters plus '...' (SPEC §2, §9). Unlike the
 * category preview, the spec adds no "when longer", so the ellipsis always follows, as the
 * seed's card showed it.
 */
export function previewListingDescription(description: string): string {
  return `${description.slice(0, LISTING_DESCRIPTION_PREVIEW)}${ELLIPSIS}`;
}
