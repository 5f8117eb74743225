import { format } from 'date-fns';
import { activateLanguage } from './activeLanguage';
import { formattersFor } from './formatters';

describe('English dates and times, as the cards show them', () => {
  const { date, time } = formattersFor.en;
  // Midnight, single-digit days and hours, the end of a day and of a year, a leap day.
  const instants = [
    '2026-11-20T09:05:00.000Z',
    '2026-01-01T00:00:00.000Z',
    '2026-12-31T23:59:59.999Z',
    '2028-02-29T12:30:00.000Z',
    '2026-07-04T18:07:00.000+06:00',
  ];

  it.each(instants)('reads %s as date-fns PP and HH:mm do (as the book cards show it)', (iso) => {
    expect(date(iso)).toBe(format(new Date(iso), 'PP'));
    expect(time(iso)).toBe(format(new Date(iso), 'HH:mm'));
  });

  it('writes an example as the product docs show it', () => {
    const local = new Date(2026, 10, 21, 9, 5).toISOString();
    expect(date(local)).toBe('Nov 21, 2026');
    expect(time(local)).toBe('09:05');
  });
});

describe('Bangla numbers, prices and dates', () => {
  it('writes Bangla digits with the subcontinent grouping, dates from date-fns bn', async () => {
    await activateLanguage('bn');
    const { number, price, date, time } = formattersFor.bn;
    const local = new Date(2026, 10, 21, 9, 5).toISOString();
    expect(number(125000)).toBe('১,২৫,০০০');
    expect(price(1250)).toBe('৳১,২৫০');
    expect(date(local)).toBe('নভে ২১, ২০২৬');
    expect(time(local)).toBe('০৯:০৫');
  });
});
