import { ListingSchema } from '../../shared/schemas/listing';
import { toListing, toPrice, type ListingRow } from './mappers';

const row: ListingRow = {
  id: '7b0f6a52-3f0e-4c61-9a55-6f5e2b8d0c11',
  sellerId: '0d7c8c39-6c45-4a8e-9b4e-4a3a0c5f2e10',
  categoryId: '5f1c1b7e-2a7d-4c1a-8f57-2d6b0a9e3c21',
  bookTitle: 'Pather Panchali',
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
  reservedUntil: null,
  postedAt: new Date('2026-11-20T08:30:00Z'),
  sellerEmail: 'seller@demo.test',
  sellerName: 'Rahim Uddin',
  categoryName: 'Fiction',
};

describe('mappers', () => {
  it('turns postgres numeric strings into numbers', () => {
    expect(toPrice('450.00')).toBe(450);
    expect(toPrice('220.50')).toBe(220.5);
    expect(() => toPrice('abc')).toThrow();
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
      category_name: 'Fiction',
    });
  });
});
