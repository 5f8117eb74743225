import { sql } from 'drizzle-orm';
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** `'a', 'b'` for a CHECK ... IN (...) built from the shared constants (trusted literals). */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/** Money: exact decimals; postgres answers them as strings, which toPrice turns into numbers. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (bytea): node-postgres and PGlite both read them as a Buffer / Uint8Array. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** numeric(12,2) arrives as a decimal string; answers carry numbers. */
export function toPrice(value: string): number {
  const price = Number(value);
  if (!Number.isFinite(price)) throw new Error(`Not a numeric price: ${value}`);
  return price;
}

/** Timestamps come back as Date (both drivers) or text; either way the answer is ISO 8601. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();
