import { z } from 'zod';
import {
  AUTHOR_MAX_LENGTH,
  CATEGORY_PAGE_SIZE,
  CATEGORY_PAGE_SIZE_MAX,
  CONDITIONS,
  LOCATIONS,
  MINIMUM_PRICE,
  PAYMENT_METHODS,
} from '../constants';
import { VALIDATION } from '../messages';
import {
  EmailSchema,
  IdSchema,
  ImageUrlSchema,
  PriceSchema,
  TextSchema,
  UpdateResultSchema,
} from './common';
import { SellerRatingSchema } from './review';

export const ConditionSchema = z.enum(CONDITIONS);
export const LocationSchema = z.enum(LOCATIONS);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/** The ways a listing may be paid for: at least one, each once; both unless the seller says. */
export const PaymentMethodsSchema = z
  .array(PaymentMethodSchema)
  .min(1, VALIDATION.paymentMethodRequired)
  .max(PAYMENT_METHODS.length)
  .refine((methods) => new Set(methods).size === methods.length, VALIDATION.paymentMethodRequired);

/**
 * A book listing as anyone may read it (docs/product.md#entities): search, a category, a book
 * page, a seller's page, a wishlist. Dates are ISO 8601. No `contact`: the seller's phone number
 * is not for whoever reads the catalogue (ListingWithContactSchema).
 */
export const ListingSchema = z.object({
  _id: IdSchema,
  seller_email: EmailSchema,
  seller_name: z.string(),
  /** Ours: the seller's page is /seller/{seller_id}; their rating comes with every listing. */
  seller_id: IdSchema,
  seller_rating: SellerRatingSchema,
  book_img: z.string(),
  book_title: z.string(),
  /** Ours: the book's author, '' when the seller gave none. */
  author: z.string(),
  original_price: PriceSchema,
  seller_price: PriceSchema,
  /** Free text: purchase year or days of use, e.g. "2 years" or "120 days". */
  used: z.string(),
  post_date: z.iso.datetime({ offset: true }),
  post_time: z.iso.datetime({ offset: true }),
  category_name: z.string(),
  category_id: IdSchema,
  condition: ConditionSchema,
  location: LocationSchema,
  description: z.string(),
  relevantInformation: z.string(),
  sold: z.boolean(),
  adv: z.boolean(),
  isVerified: z.boolean(),
  /** Ours: goes up by one at every edit; PUT /listings/{id} sends the one it edited. */
  version: z.number().int().positive(),
  /** Ours: how the seller accepts payment: online, cash at the meet-up, or both. */
  payment_methods: PaymentMethodsSchema,
  /** Ours: the seller takes no offers on it ('Fixed price'). */
  fixed_price: z.boolean().default(false),
  /** Ours: held for one buyer's cash order until the meet-up; nobody else can order it. */
  reserved: z.boolean(),
});
export const ListingListSchema = z.array(ListingSchema);

/**
 * A listing as its seller (or an admin) sees it: with `contact`, the phone number the seller
 * gave, which the edit form shows again. Only the seller's own answers carry it.
 */
export const ListingWithContactSchema = ListingSchema.extend({ contact: z.string() });

/**
 * GET /books?email (My Products): the seller's own listings, each with how many unpaid orders
 * it has (the edit form says those keep the price they were placed at), and whether it waits for
 * the admin's approval (LISTING_APPROVAL_FIRST_LISTINGS: nobody else sees it until approved).
 */
export const SellerListingSchema = ListingWithContactSchema.extend({
  unpaid_orders: z.number().int().nonnegative(),
  awaiting_approval: z.boolean(),
});

/**
 * PUT /admin/listings/{id}/approval: the admin lets a listing waiting for approval show (true),
 * or refuses it (false), which deletes it; either way its seller is told.
 */
export const ListingApprovalPayloadSchema = z.strictObject({ approved: z.boolean() });
export const ListingApprovalResponseSchema = z.object({ _id: IdSchema, approved: z.boolean() });
export const SellerListingListSchema = z.array(SellerListingSchema);

const required = (message: string, max = 200) => TextSchema.trim().min(1, message).max(max);

/**
 * What a seller sends to POST /addbook. Seller identity, dates, sold/adv/isVerified are set by
 * the server; unknown fields are refused.
 */
export const AddListingPayloadSchema = z.strictObject({
  book_title: required(VALIDATION.bookNameRequired),
  /** Ours and optional: absent or '' when the seller leaves it empty. */
  author: TextSchema.trim().max(AUTHOR_MAX_LENGTH, VALIDATION.authorTooLong).default(''),
  book_img: required(VALIDATION.imageRequired, 2048).pipe(ImageUrlSchema),
  original_price: PriceSchema,
  // What the buyer pays by card: a lower price could be ordered but never paid.
  seller_price: PriceSchema.min(MINIMUM_PRICE, VALIDATION.priceBelowMinimum),
  used: required(VALIDATION.usedRequired, 50),
  category_name: TextSchema.trim().min(1).max(100),
  category_id: IdSchema,
  condition: ConditionSchema,
  location: LocationSchema,
  contact: required(VALIDATION.mobileRequired, 30),
  description: required(VALIDATION.descriptionRequired, 5000),
  relevantInformation: required(VALIDATION.relevantInformationRequired, 2000),
  /** Ours and optional: how the seller accepts payment; both online and cash when absent. */
  payment_methods: PaymentMethodsSchema.default([...PAYMENT_METHODS]),
  /** Ours and optional: 'Fixed price', no offers taken; offers welcome when absent. */
  fixed_price: z.boolean().default(false),
});

/**
 * PUT /listings/{id}: the seller edits an unsold listing with what the add form sends, plus the
 * `version` they opened (an older one is refused as a conflict, 409). The same validation as
 * adding; seller, dates, sold, adv and isVerified stay out of it (the strict schema refuses them).
 */
export const EditListingPayloadSchema = AddListingPayloadSchema.extend({
  // A version is a PostgreSQL integer: anything larger cannot be the one on file.
  version: z.number().int().positive().max(2_147_483_647),
});
/** The listing as it is after the edit, as its seller sees it. */
export const EditListingResponseSchema = ListingWithContactSchema;

/**
 * GET /CategoryBooks/{id}: available listings of the category, newest first, one page at a time.
 * `before` is the `_id` of the last listing already shown (keyset paging: fast on any page).
 */
export const CategoryListingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CATEGORY_PAGE_SIZE_MAX).default(CATEGORY_PAGE_SIZE),
  before: IdSchema.optional(),
});

/**
 * GET /addbook?pid: the seller confirms a new listing; the server re-reads the seller's
 * verification onto it and answers like an update (`acknowledged`, `matchedCount`, ...).
 */
export const ConfirmListingQuerySchema = z.object({ pid: IdSchema });
export const ConfirmListingResponseSchema = UpdateResultSchema;
export const IsSoldResponseSchema = z.boolean();

export type Listing = z.infer<typeof ListingSchema>;
export type ListingWithContact = z.infer<typeof ListingWithContactSchema>;
export type AddListingPayload = z.infer<typeof AddListingPayloadSchema>;
export type EditListingPayload = z.input<typeof EditListingPayloadSchema>;
export type SellerListing = z.infer<typeof SellerListingSchema>;
export type ListingApprovalPayload = z.infer<typeof ListingApprovalPayloadSchema>;
