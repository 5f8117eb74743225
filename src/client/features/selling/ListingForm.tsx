import type { ReactNode } from 'react';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { Form } from 'react-final-form';
import { CONDITIONS, LOCATIONS } from '../../../shared/constants';
import type { AddListingFormInput, Category } from '../../../shared/schemas';
import { FormFailure } from '../../components/forms/FormFailure';
import { ImageField } from '../../components/forms/ImageField';
import { SelectField } from '../../components/forms/SelectField';
import { TextField } from '../../components/forms/TextField';
import { PaymentMethodsField } from './PaymentMethodsField';
import { FixedPriceField } from './FixedPriceField';
import { categoryDisplayName } from '../../components/listings/categoryDisplayName';
import { type Translate, useLanguage, useT } from '../../i18n/useT';
import { BookImage } from '../../components/BookImage';

// The labels follow the language; the values stay the ones the API takes.
const conditionOptions = (t: Translate) =>
  CONDITIONS.map((condition) => ({
    value: condition,
    label: t('selling.conditionName', { condition }),
  }));
const locationOptions = (t: Translate) =>
  LOCATIONS.map((location) => ({ value: location, label: t(`listing.location_${location}`) }));

type ListingFormProps = {
  categories: readonly Category[];
  /** Kept stable by the page: a new object refills the form (and drops what was typed). */
  initialValues: Partial<AddListingFormInput>;
  validate: (values: object) => Record<string, string>;
  onSubmit: (values: AddListingFormInput) => Promise<void>;
  /** The photo upload's progress in percent, null when idle. */
  progress: number | null;
  /** The last failure, shown under the form as an alert. */
  failure: string | null;
  submitLabel: string;
  /** Editing: the listing's photo now, kept unless another is chosen. */
  currentPhotoUrl?: string;
  /** Shown just above the submit button (the edit page's notes and its conflict alert). */
  beforeSubmit?: ReactNode;
};

/**
 * The listing form of Add Product and Edit Product (docs/product.md#add-product): every field
 * with its message from the shared schema, category, condition and location as dropdowns, and a
 * photo with a preview and its upload's progress.
 */
export function ListingForm({
  categories,
  initialValues,
  validate,
  onSubmit,
  progress,
  failure,
  submitLabel,
  currentPhotoUrl,
  beforeSubmit,
}: ListingFormProps) {
  const t = useT();
  const language = useLanguage();
  const categoryOptions = categories.map((category) => ({
    value: category._id,
    label: categoryDisplayName(category, language),
  }));

  return (
    <Form<AddListingFormInput>
      onSubmit={onSubmit}
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
              <TextField name="seller_price" label={t('selling.resalePrice')} inputMode="decimal" />
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
          <TextField name="relevantInformation" label={t('selling.relevantInformation')} rows={3} />
          <PaymentMethodsField />
          <FixedPriceField />
          {currentPhotoUrl && (
            <figure className="mb-2">
              <BookImage
                src={currentPhotoUrl}
                alt={t('selling.currentPhoto')}
                width={96}
                height={144}
                className="my-listing__cover rounded"
              />
              <figcaption className="small text-body-secondary">
                {t('selling.replacePhotoHint')}
              </figcaption>
            </figure>
          )}
          <ImageField name="image" label={t('selling.image')} progress={progress} />
          {beforeSubmit}
          <Button type="submit" disabled={submitting}>
            {submitting && <Spinner size="sm" aria-hidden="true" className="me-2" />}
            {submitLabel}
          </Button>
          <FormFailure message={failure} />
        </form>
      )}
    </Form>
  );
}
