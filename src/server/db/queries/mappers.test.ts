import { CategoryListSchema } from '../../../shared/schemas/category';
import { ListingSchema } from '../../../shared/schemas/listing';
import { OrderSchema } from '../../../shared/schemas/order';
import { toPrice } from '../columns';
import { toCategory } from './categories';
import { type ListingRow, toListing } from './listingMappers';
import { type OrderWithReviewRow, toOrder } from './orderMappers';

const row: ListingRow = {
  id: '7b0f6a52-3f0e-4c61-9a55-6f5e2b8d0c11',
  sellerId: '0d7c8c39-6c45-4a8e-9b4e-4a3a0c5f2e10',
  categoryId: '5f1c1b7e-2a7d-4c1a-8f57-2d6b0a9e3c21',
  bookTitle: 'Pather Panchali',
  author: 'Bibhutibhushan Bandyopadhyay',
  bookImg: '/images/books/pather-panchali.svg',
  originalPrice: '450.00',
  sellerPrice: '220.50',
  used: '2 years',
  condition: 'good',
  location: 'Dhaka',
  contact: '01711-482913',
  description: 'Bangla edition.',
  relevantInformation: 'Near Shahbagh.',
  sold: false,
  adv: true,
  isVerified: true,
  reservedOrderId: null,
  version: 1,
  updatedAt: null,
  reservedUntil: null,
  awaitingApproval: false,
  acceptsOnline: true,
  acceptsCash: false,
  cashOrderId: null,
  fixedPrice: false,
  postedAt: new Date('2026-11-20T08:30:00Z'),
  sellerEmail: 'seller@demo.test',
  sellerName: 'Rahim Uddin',
  sellerRatingSum: 17,
  sellerRatingCount: 4,
  categoryName: 'Fiction',
};

describe('mappers', () => {
  it('turns postgres numeric strings into numbers', () => {
    expect(toPrice('450.00')).toBe(450);
    expect(toPrice('220.50')).toBe(220.5);
    expect(() => toPrice('abc')).toThrow();
  });

  it('maps a category row with its English name as category_name and its Bangla beside it', () => {
    const category = toCategory({
      id: row.categoryId,
      name: 'Fiction',
      nameBn: 'কথাসাহিত্য',
      img: '/images/categories/fiction.svg',
      description: 'Novels.',
      descriptionBn: 'উপন্যাস।',
      availableTotal: 7,
      total: 7,
    });
    expect(CategoryListSchema.parse([category])).toEqual([category]);
    expect(category).toEqual({
      _id: row.categoryId,
      category_name: 'Fiction',
      category_name_bn: 'কথাসাহিত্য',
      img: '/images/categories/fiction.svg',
      description: 'Novels.',
      description_bn: 'উপন্যাস।',
      total: 7,
    });
  });

  it('maps a listing row to the contract shape, with numbers and ISO dates', () => {
    const listing = toListing(row);
    expect(ListingSchema.parse(listing)).toEqual(listing);
    expect(listing).toMatchObject({
      _id: row.id,
      original_price: 450,
      seller_price: 220.5,
      post_date: '2026-11-20T08:30:00.000Z',
      post_time: '2026-11-20T08:30:00.000Z',
      relevantInformation: 'Near Shahbagh.',
      seller_email: 'seller@demo.test',
      seller_id: row.sellerId,
      // 17 stars over 4 reviews is 4.25: one decimal, rounded half up.
      seller_rating: { average: 4.3, count: 4 },
      version: 1,
      category_name: 'Fiction',
    });
  });

  it('gives a seller without reviews no average', () => {
    expect(toListing({ ...row, sellerRatingSum: 0, sellerRatingCount: 0 }).seller_rating).toEqual({
      average: null,
      count: 0,
    });
  });

  const orderRow: OrderWithReviewRow = {
    id: '3c6f1d2e-8a4b-4f0e-9d21-7e5a6b4c3d10',
    listingId: row.id,
    bookTitle: 'Pather Panchali',
    bookPrice: '220.50',
    sellerName: 'Rahim Uddin',
    sellerEmail: 'seller@demo.test',
    name: 'Karim Ahmed',
    email: 'buyer@demo.test',
    phone: '',
    location: 'TSC, Dhaka University',
    status: 'unpaid',
    createdAt: new Date('2026-11-20T08:30:00Z'),
    paymentMethod: 'online',
    meetupAt: null,
    meetupProposedBy: null,
    meetupAgreedAt: null,
    handedOverAt: null,
    cancelReason: null,
    review: null,
  };

  it('maps an unpaid order with the time it must be paid by', () => {
    const order = toOrder(orderRow, 90);
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      _id: orderRow.id,
      bookPrice: 220.5,
      paid: false,
      status: 'unpaid',
      product_id: row.id,
      order_date: '2026-11-20T08:30:00.000Z',
      pay_by: '2026-11-20T10:00:00.000Z',
    });
  });

  it('maps paid and cancelled orders without a deadline, and a deleted listing as null', () => {
    expect(toOrder({ ...orderRow, status: 'paid' }, 90)).toMatchObject({
      paid: true,
      status: 'paid',
      pay_by: null,
    });
    const cancelled = toOrder({ ...orderRow, status: 'cancelled', listingId: null }, 90);
    expect(OrderSchema.parse(cancelled)).toEqual(cancelled);
    expect(cancelled).toMatchObject({ paid: false, pay_by: null, product_id: null });
  });

  it('answers a paid order’s review with the end of its 30 days to change it', () => {
    const review = {
      id: '6e2a9c41-0b3d-4e5f-8a71-2c9d4e6f8b20',
      rating: 4,
      comment: 'Met on time.',
      createdAt: new Date('2026-11-21T10:00:00Z'),
      updatedAt: new Date('2026-11-22T11:00:00Z'),
      removedReason: null,
    };
    const order = toOrder({ ...orderRow, status: 'paid', review }, 90);
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order.review).toEqual({
      _id: review.id,
      rating: 4,
      comment: 'Met on time.',
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-22T11:00:00.000Z',
      editable_until: '2026-12-21T10:00:00.000Z',
      removed_reason: null,
    });
  });
});
