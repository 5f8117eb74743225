// @ts-check
/* eslint-disable house/no-build-history -- this file names what the rule forbids */
/**
 * What the code, its comments and the docs never say: a tracker's issue number, a round of work
 * ("third wave") or "the seed" (the earlier version the product started from, easily taken for
 * the demo data in db/seed.ts). They mean nothing to the next reader; the rule or the reason
 * itself does, and the history is in git. Used by the lint rule (noBuildHistory.mjs) and the
 * docs' test (scripts/docs/docs.test.ts).
 */
const BUILD_HISTORY = [
  { pattern: /\bissues? #?\d+/i, why: 'a tracker issue' },
  { pattern: /\b(first|second|third|fourth|last) wave\b/i, why: 'a round of work' },
  { pattern: /\bquiet rerun\b/i, why: 'a round of measurements' },
  { pattern: /\bthe seed\b|\bseed's\b/i, why: 'the earlier version (or the demo data?)' },
];

/**
 * The first build history in a text: the words, where they start and what they name.
 * @param {string} text
 * @returns {{ words: string, index: number, why: string } | undefined}
 */
export function buildHistoryIn(text) {
  for (const { pattern, why } of BUILD_HISTORY) {
    const match = pattern.exec(text);
    if (match) return { words: match[0], index: match.index, why };
  }
  return undefined;
}
