import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { VALIDATION } from '../messages';
import type { Listing } from './listing';
import type { OrderPayload } from './order';

/** Empty form fields arrive as undefined; they count as empty text, so "required" applies. */
const text = (message: string, max: number) =>
  z.preprocess((value) => value ?? '', z.string().trim().min(1, message).max(max));

/**
 * The order form (docs/product.md#validation): name, e-mail, book title and price are pre-filled
 * (read-only) and required; meeting location is required; phone is optional.
 */
export const OrderFormSchema = z.object({
  name: text(VALIDATION.nameRequired, 100),
  email: text(VALIDATION.emailRequired, 254).pipe(z.email(VALIDATION.emailFormat)),
  bookTitle: text(VALIDATION.bookNameRequired, 300),
  bookPrice: text(VALIDATION.bookPriceRequired, 20),
  phone: z.preprocess((value) => value ?? '', z.string().trim().max(30)),
  location: text(VALIDATION.meetingLocationRequired, 200),
  /** Ours: how the buyer will pay, among the ways the listing accepts. */
  payment_method: z.enum(PAYMENT_METHODS).default('online'),
});

export type OrderFormInput = z.input<typeof OrderFormSchema>;
type OrderForm = z.infer<typeof OrderFormSchema>;

/** The form's starting values: the signed-in buyer and the chosen book. */
export function orderFormDefaults(
  buyer: { name: string; email: string },
  listing: Listing,
): OrderFormInput {
  return {
    name: buyer.name,
    email: buyer.email,
    bookTitle: listing.book_title,
    bookPrice: String(listing.seller_price),
    phone: '',
    location: '',
    payment_method: listing.payment_methods.includes('online') ? 'online' : 'cash',
  };
}

/** The POST /orders body (docs/product.md#post-orders) from a valid form and its book. */
export function toOrderPayload(form: OrderForm, listing: Listing): OrderPayload {
  return {
    name: form.name,
    email: form.email,
    bookTitle: listing.book_title,
    bookPrice: listing.seller_price,
    phone: form.phone,
    location: form.location,
    seller_name: listing.seller_name,
    seller_email: listing.seller_email,
    product_id: listing._id,
    payment_method: form.payment_method,
  };
}
