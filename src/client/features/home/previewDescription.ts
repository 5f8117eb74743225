import { CATEGORY_DESCRIPTION_PREVIEW, ELLIPSIS } from '../../../shared/constants';

/** A category card's description: its first 100 characters, with '...' only when it was longer. */
export function previewCategoryDescription(description: string): string {
  return description.length > CATEGORY_DESCRIPTION_PREVIEW
    ? `${description.slice(0, CATEGORY_DESCRIPTION_PREVIEW)}${ELLIPSIS}`
    : description;
}
