import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddListingFormInput, AddListingPayload, Category } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { apiErrorMessage } from '../../api/apiErrorMessage';
import { loadSchemas } from '../../api/lazySchemas';
import { useAddListingMutation, useConfirmListingMutation } from '../../api/listingsApi';
import { notifySuccess } from '../../components/notify';
import { translate } from '../../i18n/i18n';
import { uploadFailure, usePhotoUpload } from './usePhotoUpload';

/**
 * Add product's three steps (docs/product.md#add-product): upload the photo, POST /addbook, then
 * GET /addbook?pid; if acknowledged, the toast and My Products. A failed step shows its message and
 * keeps the form; submitting again resumes: a photo already uploaded is not sent again, and a book
 * already added (same fields) is only confirmed, never listed twice.
 */
export function useAddListing(categories: readonly Category[]) {
  const navigate = useNavigate();
  const [addListing] = useAddListingMutation();
  const [confirmListing] = useConfirmListingMutation();
  const { photoUrl, progress } = usePhotoUpload();
  const [failure, setFailure] = useState<string | null>(null);
  const added = useRef<{ payload: string; insertedId: string } | null>(null);

  async function listingId(payload: AddListingPayload) {
    const key = JSON.stringify(payload);
    if (added.current?.payload === key) return added.current.insertedId;
    const result = await addListing(payload);
    if (result.error) {
      setFailure(apiErrorMessage(result.error));
      return null;
    }
    added.current = { payload: key, insertedId: result.data.insertedId };
    return result.data.insertedId;
  }

  async function submit(values: AddListingFormInput) {
    setFailure(null);
    const { AddListingFormSchema, toAddListingPayload } = await loadSchemas();
    const form = AddListingFormSchema.parse(values);
    const category = categories.find(({ _id }) => _id === form.category_id);
    if (!category) {
      setFailure(translate('listing.actionFailed'));
      return;
    }
    let url: string;
    try {
      url = await photoUrl(form.image as File);
    } catch (error) {
      setFailure(uploadFailure(error));
      return;
    }
    const insertedId = await listingId(toAddListingPayload(form, category.category_name, url));
    if (!insertedId) return;
    const confirmed = await confirmListing(insertedId);
    if (confirmed.error || !confirmed.data.acknowledged) {
      setFailure(apiErrorMessage(confirmed.error));
      return;
    }
    added.current = null;
    notifySuccess(translate('toasts.productAdded', { name: form.book_title }));
    await navigate(paths.myListings.getHref());
  }

  return { submit, progress, failure };
}
