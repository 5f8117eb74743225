import { SERVER_ERRORS } from '../../shared/messages';
import type { AddListingPayload } from '../../shared/schemas/listing';
import type { Database } from '../db/client';
import { findCategoryById } from '../db/queries/categories';
import { HttpError } from '../httpError';

/**
 * The category a listing form names twice (id and name), as POST /addbook and PUT /listings/{id}
 * both check it: the id must name a category and the name must be that category's, compared
 * ignoring case as GET /categoryid?catname compares them. 400 otherwise.
 */
export async function assertListingCategory(
  db: Database,
  { category_id, category_name }: Pick<AddListingPayload, 'category_id' | 'category_name'>,
): Promise<void> {
  const category = await findCategoryById(db, category_id);
  if (!category) throw new HttpError(400, SERVER_ERRORS.categoryIdNotFound);
  if (category.name.toLowerCase() !== category_name.toLowerCase()) {
    throw new HttpError(400, SERVER_ERRORS.categoryMismatch);
  }
}
