/** The types of buildHistory.mjs, for the TypeScript that imports it. */
export declare function buildHistoryIn(
  text: string,
): { words: string; index: number; why: string } | undefined;
