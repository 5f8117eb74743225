import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import type {
  AddListingFormInput,
  Category,
  ListingWithContact,
  SellerListing,
} from '../../../shared/schemas';
import { useSchemas } from '../../api/useSchemas';
import { zodValidator } from '../../components/forms/zodValidator';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useT } from '../../i18n/useT';
import { ListingForm } from './ListingForm';
import { useEditListing } from './useEditListing';
import { Alert } from '../../components/Alert';

/** The form's fields from a listing (prices as the text a seller would type). */
const formValuesOf = (listing: ListingWithContact): Partial<AddListingFormInput> => ({
  book_title: listing.book_title,
  author: listing.author,
  seller_price: String(listing.seller_price),
  original_price: String(listing.original_price),
  used: listing.used,
  contact: listing.contact,
  description: listing.description,
  relevantInformation: listing.relevantInformation,
  category_id: listing.category_id,
  condition: listing.condition,
  location: listing.location,
  payment_methods: listing.payment_methods,
  fixed_price: listing.fixed_price,
});

type EditListingFormProps = {
  /** The listing as the seller's list has it now. */
  listing: SellerListing;
  categories: readonly Category[];
  /** Fetches the seller's list again; resolves with the fresh listing, if still there. */
  loadLatest: () => Promise<SellerListing | undefined>;
};

/**
 * The listing form filled with one listing. It keeps the version it was filled from, whatever
 * the list fetches meanwhile, so what the seller typed is never replaced behind their back: only
 * 'Load the latest version' (after a conflict) refills it.
 */
export function EditListingForm({ listing, categories, loadLatest }: EditListingFormProps) {
  const t = useT();
  const [opened, setOpened] = useState(listing);
  const initialValues = useMemo(() => formValuesOf(opened), [opened]);
  const { submit, progress, failure, conflict, clearConflict } = useEditListing(opened, categories);
  // The form's checks (the shared schema) are fetched as the page opens, beside the listing.
  const schemas = useSchemas();
  const validate = useMemo(() => schemas && zodValidator(schemas.EditListingFormSchema), [schemas]);

  async function reload() {
    const latest = await loadLatest();
    clearConflict();
    if (latest) setOpened(latest);
  }

  const notes = (
    <>
      {listing.unpaid_orders > 0 && (
        <Alert variant="info" className="small">
          {t('selling.unpaidOrdersNote')}
        </Alert>
      )}
      {conflict && (
        <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-3">
          <span>{conflict}</span>
          <Button variant="outline-dark" size="sm" onClick={() => void reload()}>
            {t('selling.loadLatest')}
          </Button>
        </Alert>
      )}
    </>
  );

  if (!validate) return <LoadingSpinner label={t('selling.loadingListing')} />;
  return (
    <ListingForm
      // A fresh form for each version: 'Load the latest version' refills every field.
      key={opened.version}
      categories={categories}
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      progress={progress}
      failure={failure}
      submitLabel={t('selling.saveChanges')}
      currentPhotoUrl={opened.book_img}
      beforeSubmit={notes}
    />
  );
}
