import { useMemo } from 'react';
import { CONDITIONS, LOCATIONS, PAYMENT_METHODS } from '../../../shared/constants';
import type { AddListingFormInput } from '../../../shared/schemas';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { useSchemas } from '../../api/useSchemas';
import { zodValidator } from '../../components/forms/zodValidator';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/useT';
import { ListingForm } from './ListingForm';
import { useAddListing } from './useAddListing';

/**
 * /dashboard/addproduct (docs/product.md#add-product): the listing form, empty but for its
 * dropdowns (each on its first entry), with a required photo. It shows once the categories and
 * the form's checks (the shared schema, fetched beside them) have come.
 */
export function AddListingPage() {
  const t = useT();
  usePageTitle(t('pages.addProduct'));
  const { data: categories = [], isLoading, isError, error, refetch } = useGetCategoriesQuery();
  const { submit, progress, failure } = useAddListing(categories);
  const schemas = useSchemas();
  const validate = useMemo(() => schemas && zodValidator(schemas.AddListingFormSchema), [schemas]);
  const firstCategoryId = categories[0]?._id;
  // Made again only if the first category changes, so a refetch never clears what was typed.
  const initialValues = useMemo<Partial<AddListingFormInput>>(
    () => ({
      category_id: firstCategoryId,
      condition: CONDITIONS[0],
      location: LOCATIONS[0],
      payment_methods: [...PAYMENT_METHODS],
      fixed_price: false,
    }),
    [firstCategoryId],
  );

  let content;
  if (isError) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else if (isLoading || !validate) {
    content = <LoadingSpinner label={t('selling.loadingCategories')} />;
  } else {
    content = (
      <ListingForm
        categories={categories}
        initialValues={initialValues}
        validate={validate}
        onSubmit={submit}
        progress={progress}
        failure={failure}
        submitLabel={t('pages.addProduct')}
      />
    );
  }

  return (
    <section className="add-listing">
      <h1 className="h3 mb-4">{t('pages.addProduct')}</h1>
      {content}
    </section>
  );
}
