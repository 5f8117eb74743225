import { z } from 'zod';
import {
  AUTHOR_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  MINIMUM_PRICE,
  PAYMENT_METHODS,
} from '../constants';
import { toAsciiDigits } from '../digits';
import { SERVER_ERRORS, VALIDATION } from '../messages';
import { IdSchema } from './common';
import {
  type AddListingPayload,
  ConditionSchema,
  LocationSchema,
  PaymentMethodsSchema,
} from './listing';

/** Empty form fields arrive as undefined; they count as empty text, so "required" applies. */
const text = (message: string, max: number) =>
  z.preprocess((value) => value ?? '', z.string().trim().min(1, message).max(max));

/** Digits with up to two decimals: what a price typed into the form must be. */
const PRICE_TEXT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A price typed into the form: required (a text that must not change), then a number of TK. A
 * Bangla keyboard types '২৫০': its digits become ASCII here, the one place the text turns into
 * the number, so '২৫০' is 250 wherever the schema is used.
 */
const priceText = (requiredMessage: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : toAsciiDigits(String(value))),
    z.string().trim().min(1, requiredMessage).regex(PRICE_TEXT, VALIDATION.priceNumber),
  );

/** The resale price: what the buyer pays by card, so no less than a card payment can be. */
const sellerPriceText = priceText(VALIDATION.resalePriceRequired).refine(
  // Judged only once it is a price at all: an empty or wordy one has its own message.
  (price) => !PRICE_TEXT.test(price) || Number(price) >= MINIMUM_PRICE,
  VALIDATION.priceBelowMinimum,
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
  seller_price: sellerPriceText,
  original_price: priceText(VALIDATION.originalPriceRequired),
  used: text(VALIDATION.usedRequired, 50),
  contact: text(VALIDATION.mobileRequired, 30),
  description: text(VALIDATION.descriptionRequired, 5000),
  relevantInformation: text(VALIDATION.relevantInformationRequired, 2000),
  category_id: IdSchema,
  condition: ConditionSchema,
  location: LocationSchema,
  payment_methods: PaymentMethodsSchema.default([...PAYMENT_METHODS]),
  fixed_price: z.boolean().default(false),
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
