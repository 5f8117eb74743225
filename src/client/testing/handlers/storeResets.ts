/**
 * When a fake store is put back to its demo data after each test: the accounts and the listings
 * first, then the stores that name them (the demo orders and wishlists name demo books, and a
 * review recomputes its seller's rating from the accounts).
 */
export type ResetStage = 'records' | 'referencing';

const resets: Record<ResetStage, (() => void)[]> = { records: [], referencing: [] };

/** A handler file that keeps state registers its reset once, as it loads. */
export function registerReset(reset: () => void, stage: ResetStage = 'records'): void {
  resets[stage].push(reset);
}

/** Every registered store back to its demo data, stage by stage (setupTests.ts, after each test). */
export function resetStores(): void {
  for (const reset of [...resets.records, ...resets.referencing]) reset();
}
