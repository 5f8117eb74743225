import { useMemo } from 'react';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { CONDITIONS, LOCATIONS } from '../../../shared/constants';
import { type AddListingFormInput, AddListingFormSchema } from '../../../shared/schemas';
import { useGetCategoriesQuery } from '../../api/categoriesApi';
import { FormFailure } from '../../components/forms/FormFailure';
import { ImageField } from '../../components/forms/ImageField';
import { SelectField } from '../../components/forms/SelectField';
import { TextField } from '../../components/forms/TextField';
import { zodValidator } from '../../components/forms/zodValidator';
import { LoadFailure } from '../../components/LoadFailure';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { usePageTitle } from '../../components/usePageTitle';
import { type Translate, useLanguage, useT } from '../../i18n/useT';
import { categoryDisplayName } from '../../components/listings/categoryDisplayName';
import { useAddListing } from './useAddListing';

const validate = zodValidator(AddListingFormSchema);
// The labels follow the language; the values stay the ones the API takes.
const conditionOptions = (t: Translate) =>
  CONDITIONS.map((condition) => ({
    value: condition,
    label: t('selling.conditionName', { condition }),
  }));
const locationOptions = (t: Translate) =>
  LOCATIONS.map((location) => ({ value: location, label: t(`listing.location_${location}`) }));

/**
 * /dashboard/addproduct (docs/product.md#add-product): every field required with the seed's
 * message, category, condition and location as dropdowns, and a photo with a preview and its
 * upload's progress.
 */
export function AddListingPage() {
  const t = useT();
  const language = useLanguage();
  usePageTitle(t('pages.addProduct'));
  const { data: categories = [], isLoading, isError, error, refetch } = useGetCategoriesQuery();
  const { submit, progress, failure } = useAddListing(categories);
  const firstCategoryId = categories[0]?._id;
  // Made again only if the first category changes, so a refetch never clears what was typed.
  const initialValues = useMemo<Partial<AddListingFormInput>>(
    () => ({ category_id: firstCategoryId, condition: CONDITIONS[0], location: LOCATIONS[0] }),
    [firstCategoryId],
  );
  const categoryOptions = categories.map((category) => ({
    value: category._id,
    label: categoryDisplayName(category, language),
  }));

  let content;
  if (isLoading) content = <LoadingSpinner label={t('selling.loadingCategories')} />;
  else if (isError) content = <LoadFailure error={error} onRetry={() => void refetch()} />;
  else {
    content = (
      <Form<AddListingFormInput>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-busy={submitting}>
            <TextField name="book_title" label={t('selling.bookName')} />
            {/* Ours and optional (max 100 characters): cards, the book page and search show it. */}
            <TextField
              name="author"
              label={t('book.author')}
              placeholder={t('book.authorPlaceholder')}
            />
            <Row>
              <Col sm={6}>
                <TextField
                  name="seller_price"
                  label={t('selling.resalePrice')}
                  inputMode="decimal"
                />
              </Col>
              <Col sm={6}>
                <TextField
                  name="original_price"
                  label={t('selling.originalPrice')}
                  inputMode="decimal"
                />
              </Col>
              <Col sm={6}>
                <TextField
                  name="used"
                  label={t('selling.used')}
                  placeholder={t('selling.usedPlaceholder')}
                />
              </Col>
              <Col sm={6}>
                <TextField
                  name="contact"
                  label={t('selling.mobile')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                />
              </Col>
              <Col sm={4}>
                <SelectField
                  name="category_id"
                  label={t('selling.category')}
                  options={categoryOptions}
                />
              </Col>
              <Col sm={4}>
                <SelectField
                  name="condition"
                  label={t('selling.condition')}
                  options={conditionOptions(t)}
                />
              </Col>
              <Col sm={4}>
                <SelectField
                  name="location"
                  label={t('selling.location')}
                  options={locationOptions(t)}
                />
              </Col>
            </Row>
            <TextField name="description" label={t('selling.description')} rows={4} />
            <TextField
              name="relevantInformation"
              label={t('selling.relevantInformation')}
              rows={3}
            />
            <ImageField name="image" label={t('selling.image')} progress={progress} />
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {t('pages.addProduct')}
            </Button>
            <FormFailure message={failure} />
          </form>
        )}
      </Form>
    );
  }

  return (
    <section className="add-listing">
      <h1 className="h3 mb-4">{t('pages.addProduct')}</h1>
      {content}
    </section>
  );
}
