import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AddListingFormInput, Category, Listing } from '../../../shared/schemas';
import { paths } from '../../app/paths';
import { apiErrorMessage, errorAnswerOf } from '../../api/apiErrorMessage';
import { loadSchemas } from '../../api/lazySchemas';
import { useEditListingMutation } from '../../api/editListingApi';
import { notifySuccess } from '../../components/notify';
import { translate } from '../../i18n/i18n';
import { uploadFailure, usePhotoUpload } from './usePhotoUpload';

/**
 * Edit product's save (docs/product.md#edit-product): upload a new photo if one was chosen (else
 * keep the listing's), then PUT /listings/{id} with the `version` the form was filled from; on
 * success the toast and My Products. A version conflict is kept apart from other failures: the
 * page offers to load the latest version instead of saving over it.
 */
export function useEditListing(listing: Listing, categories: readonly Category[]) {
  const navigate = useNavigate();
  const [editListing] = useEditListingMutation();
  const { photoUrl, progress } = usePhotoUpload();
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  async function submit(values: AddListingFormInput) {
    setFailure(null);
    setConflict(null);
    const { EditListingFormSchema, toAddListingPayload } = await loadSchemas();
    const form = EditListingFormSchema.parse(values);
    const category = categories.find(({ _id }) => _id === form.category_id);
    if (!category) {
      setFailure(translate('listing.actionFailed'));
      return;
    }
    let url = listing.book_img;
    if (form.image instanceof File) {
      try {
        url = await photoUrl(form.image);
      } catch (error) {
        setFailure(uploadFailure(error));
        return;
      }
    }
    const payload = toAddListingPayload(form, category.category_name, url);
    const result = await editListing({
      id: listing._id,
      payload: { ...payload, version: listing.version },
    });
    if (result.error) {
      const message = apiErrorMessage(result.error);
      if (errorAnswerOf(result.error)?.code === 'listingEditConflict') setConflict(message);
      else setFailure(message);
      return;
    }
    notifySuccess(translate('toasts.listingUpdated'));
    await navigate(paths.myListings.getHref());
  }

  return { submit, progress, failure, conflict, clearConflict: () => setConflict(null) };
}
