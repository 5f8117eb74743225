// Jest's order of test files, with the heavy ones first on a run that has no timings yet.
import Sequencer from '@jest/test-sequencer';

/**
 * Files that run thousands of cases in a few lines: the hostile-input suites, the
 * authorization matrix and the 100k-listing query plans (either database).
 */
const HEAVY = /\/(hostileInput\/hostileInput\w+|authorizationMatrix\/\w+|\w+AtScale)\.test\.ts$/;

/**
 * Jest runs the files it has timings for longest first. A file it has none for (a fresh clone,
 * as in CI, or a new file) it orders by size, biggest first; these are among the smallest, so on
 * a cold run they came last and the run ended on one of them while the other worker sat idle.
 * Here the heavy files without timings go first; the rest keep jest's order.
 */
export default class HeavyFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const heavyUntimed = (test) => test.duration == null && HEAVY.test(test.path);
    return [...sorted.filter(heavyUntimed), ...sorted.filter((test) => !heavyUntimed(test))];
  }
}
