import { useMemo } from 'react';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { CONDITIONS, LOCATIONS } from '../../../shared/constants';
import { BOOK_PAGE_TEXTS, PAGE_NAMES } from '../../../shared/messages';
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
import { useAddListing } from './useAddListing';

const validate = zodValidator(AddListingFormSchema);
const conditionOptions = CONDITIONS.map((value) => ({ value, label: value }));
const locationOptions = LOCATIONS.map((value) => ({ value, label: value }));

/**
 * /dashboard/addproduct (docs/product.md#add-product): every field required with the seed's
 * message, category, condition and location as dropdowns, and a photo with a preview and its
 * upload's progress.
 */
export function AddListingPage() {
  usePageTitle(PAGE_NAMES.addProduct);
  const { data: categories = [], isLoading, isError, error, refetch } = useGetCategoriesQuery();
  const { submit, progress, failure } = useAddListing(categories);
  const firstCategoryId = categories[0]?._id;
  // Made again only if the first category changes, so a refetch never clears what was typed.
  const initialValues = useMemo<Partial<AddListingFormInput>>(
    () => ({ category_id: firstCategoryId, condition: CONDITIONS[0], location: LOCATIONS[0] }),
    [firstCategoryId],
  );
  const categoryOptions = categories.map(({ _id, category_name }) => ({
    value: _id,
    label: category_name,
  }));

  let content;
  if (isLoading) content = <LoadingSpinner label="Loading categories…" />;
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
            <TextField name="book_title" label="Book name" />
            {/* Ours and optional (max 100 characters): cards, the book page and search show it. */}
            <TextField
              name="author"
              label={BOOK_PAGE_TEXTS.author}
              placeholder={BOOK_PAGE_TEXTS.authorPlaceholder}
            />
            <Row>
              <Col sm={6}>
                <TextField name="seller_price" label="Resale price (TK)" inputMode="decimal" />
              </Col>
              <Col sm={6}>
                <TextField name="original_price" label="Original price (TK)" inputMode="decimal" />
              </Col>
              <Col sm={6}>
                <TextField name="used" label="Total used" placeholder="2 years, or 120 days" />
              </Col>
              <Col sm={6}>
                <TextField
                  name="contact"
                  label="Mobile number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                />
              </Col>
              <Col sm={4}>
                <SelectField name="category_id" label="Category" options={categoryOptions} />
              </Col>
              <Col sm={4}>
                <SelectField name="condition" label="Condition" options={conditionOptions} />
              </Col>
              <Col sm={4}>
                <SelectField name="location" label="Location" options={locationOptions} />
              </Col>
            </Row>
            <TextField name="description" label="Description" rows={4} />
            <TextField name="relevantInformation" label="Relevant information" rows={3} />
            <ImageField name="image" label="Image" progress={progress} />
            <Button type="submit" disabled={submitting}>
              {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
              {PAGE_NAMES.addProduct}
            </Button>
            <FormFailure message={failure} />
          </form>
        )}
      </Form>
    );
  }

  return (
    <section className="add-listing">
      <h1 className="h3 mb-4">{PAGE_NAMES.addProduct}</h1>
      {content}
    </section>
  );
}
