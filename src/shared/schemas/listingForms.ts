import { z } from 'zod';
import { AUTHOR_MAX_LENGTH, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../constants';
import { toAsciiDigits } from '../digits';
import { SERVER_ERRORS, VALIDATION } from '../messages';
import { IdSchema } from './common';
import { type AddListingPayload, ConditionSchema, LocationSchema } from './listing';

/** Empty form fields arrive as undefined; they count as empty text, so "required" applies. */
const text = (message: string, max: number) =>
  z.preprocess((value) => value ?? '', z.string().trim().min(1, message).max(max));

/**
 * A price typed into the form: required (a text that must not change), then a number of TK. A
 * Bangla keyboard types '২৫০': its digits become ASCII here, the one place the text turns into
 * the number, so '২৫০' is 250 wherever the schema is used.
 */
const priceText = (requiredMessage: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : toAsciiDigits(String(value))),
    z
      .string()
      .trim()
      .min(1, requiredMessage)
      .regex(/^\d{1,8}(\.\d{1,2})?$/, VALIDATION.priceNumber),
  );

/**
 * The photo picked in the form: a JPEG, PNG, WebP or GIF of at most 5 MB. Required to add a
 * book; optional to edit one (no new file keeps the listing's current photo).
 */
const pictureFile = z
  .unknown()
  .refine((value) => value instanceof Blob, VALIDATION.imageRequired)
  .refine(
    (value) => !(value instanceof Blob) || (IMAGE_TYPES as readonly string[]).includes(value.type),
    SERVER_ERRORS.imageType,
  )
  .refine(
    (value) => !(value instanceof Blob) || value.size <= IMAGE_MAX_BYTES,
    SERVER_ERRORS.imageTooLarge,
  );

/** The Add Product form (docs/product.md#validation): every field required, three dropdowns. */
export const AddListingFormSchema = z.object({
  book_title: text(VALIDATION.bookNameRequired, 200),
  author: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(AUTHOR_MAX_LENGTH, VALIDATION.authorTooLong),
  ),
  seller_price: priceText(VALIDATION.resalePriceRequired),
  original_price: priceText(VALIDATION.originalPriceRequired),
  used: text(VALIDATION.usedRequired, 50),
  contact: text(VALIDATION.mobileRequired, 30),
  description: text(VALIDATION.descriptionRequired, 5000),
  relevantInformation: text(VALIDATION.relevantInformationRequired, 2000),
  category_id: IdSchema,
  condition: ConditionSchema,
  location: LocationSchema,
  image: pictureFile,
});

export type AddListingFormInput = z.input<typeof AddListingFormSchema>;

/** The same form editing a listing (docs/product.md#edit-product): a new photo is optional. */
export const EditListingFormSchema = AddListingFormSchema.extend({
  image: pictureFile.optional(),
});

type AddListingForm = z.infer<typeof AddListingFormSchema>;

/**
 * The POST /addbook body (and PUT /listings/{id}'s, without its version) from a valid form, its
 * category's name and the photo's URL (uploaded, or the listing's own when editing keeps it).
 */
export function toAddListingPayload(
  form: Omit<AddListingForm, 'image'> & { image?: unknown },
  categoryName: string,
  imageUrl: string,
): AddListingPayload {
  const { image: _image, seller_price, original_price, ...fields } = form;
  return {
    ...fields,
    seller_price: Number(seller_price),
    original_price: Number(original_price),
    category_name: categoryName,
    book_img: imageUrl,
  };
}
