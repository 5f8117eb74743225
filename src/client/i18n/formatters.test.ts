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
  beforeEach(() => activateLanguage('bn'));
  const { number, price, digits, date, time, dateTime } = formattersFor.bn;
  /** An instant at this hour and minute of the reader's day (the test's time zone). */
  const at = (hour: number, minute = 0) => new Date(2026, 10, 27, hour, minute).toISOString();

  it('writes Bangla digits with the subcontinent grouping', () => {
    expect(number(125000)).toBe('১,২৫,০০০');
    expect(price(1250)).toBe('৳১,২৫০');
    // A year is digits, not a number: no grouping comma.
    expect(digits('2023')).toBe('২০২৩');
  });

  it('writes a date day, month, year, as Bangla does', () => {
    expect(date(at(9, 5))).toBe('২৭ নভেম্বর ২০২৬');
    expect(date(new Date(2027, 0, 1).toISOString())).toBe('১ জানুয়ারি ২০২৭');
  });

  it('tells the time on the 12-hour clock after the part of the day, never parted from it', () => {
    // A no-break space between them: a narrow column never leaves 'সকাল' alone at a line's end.
    expect(time(at(9, 5))).toBe('সকাল\u00a0৯:০৫');
    const read = (hour: number, minute: number) => time(at(hour, minute)).replace('\u00a0', ' ');
    expect(read(0, 5)).toBe('রাত ১২:০৫');
    expect(read(5, 30)).toBe('ভোর ৫:৩০');
    expect(read(12, 0)).toBe('দুপুর ১২:০০');
    expect(read(14, 59)).toBe('দুপুর ২:৫৯');
    expect(read(16, 15)).toBe('বিকাল ৪:১৫');
    expect(read(18, 40)).toBe('সন্ধ্যা ৬:৪০');
    expect(read(22, 0)).toBe('রাত ১০:০০');
  });

  it('joins a day and its time the same way on every page', () => {
    expect(dateTime(at(18, 40), () => 'English')).toBe('২৭ নভেম্বর ২০২৬, সন্ধ্যা\u00a0৬:৪০');
  });

  it('leaves no Latin digit in any of them', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      expect(`${date(at(hour, 7))} ${time(at(hour, 7))}`).not.toMatch(/[0-9]/);
    }
  });
});
