import {
  BUYER_EMAIL,
  NEW_SELLER_EMAIL,
  VERIFIED_SELLER_EMAIL,
} from '../../src/server/db/demo/users';
import { API } from '../../src/shared/apiPaths';
import { CategoryListSchema } from '../../src/shared/schemas/category';
import { InsertResultSchema } from '../../src/shared/schemas/common';
import type { AddListingPayload } from '../../src/shared/schemas/listing';
import { expectOk, newBuyer, type Person, signInDemo } from './api';

/** Everyone the checks act as, signed in through the copies in turn (the tokens are shared). */
export interface People {
  admin: Person;
  seller: Person;
  /** The demo seller the admin has not verified yet (the verification check verifies them). */
  newSeller: Person;
  buyer: Person;
  /** Fresh buyers for the purchase race, one per racer. */
  racers: Person[];
}

export async function signInEveryone(targets: string[], racers: number): Promise<People> {
  const target = (index: number) => targets[index % targets.length]!;
  const [admin, seller, newSeller, buyer] = await Promise.all(
    ['admin@demo.test', VERIFIED_SELLER_EMAIL, NEW_SELLER_EMAIL, BUYER_EMAIL].map((email, i) =>
      signInDemo(target(i), email),
    ),
  );
  const racing = await Promise.all(
    Array.from({ length: racers }, (_, i) => newBuyer(target(i), `racer${i + 1}`)),
  );
  return { admin: admin!, seller: seller!, newSeller: newSeller!, buyer: buyer!, racers: racing };
}

export const BOOK_PRICE = 120;

/** A new listing of `seller` (POST /addbook), in the first category; answers its id. */
export async function addBook(baseUrl: string, seller: Person, title: string): Promise<string> {
  const categories = CategoryListSchema.parse(await expectOk(baseUrl, 'GET', API.categories.url()));
  const category = categories[0]!;
  const listing: AddListingPayload = {
    book_title: title,
    author: 'Scale Check',
    book_img: '/images/books/atomic-habits.svg',
    original_price: 300,
    seller_price: BOOK_PRICE,
    used: '1 year',
    category_name: category.category_name,
    category_id: category._id,
    condition: 'good',
    location: 'Dhaka',
    contact: '01700-000000',
    description: 'Listed by npm run scale.',
    relevantInformation: 'None.',
    payment_methods: ['online', 'cash'],
    fixed_price: false,
  };
  const body = await expectOk(baseUrl, 'POST', API.addListing.url(), {
    person: seller,
    body: listing,
  });
  return InsertResultSchema.parse(body).insertedId;
}
