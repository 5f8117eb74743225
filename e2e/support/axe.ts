import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { networkQuiet } from './network';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices (landmarks, heading order...). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type CheckOptions = {
  /**
   * Animations inside elements matching this selector are not waited for: a toast's countdown
   * bar runs until the toast leaves (or stays paused), so waiting for it would never check the
   * toast.
   */
  ignoringAnimationsIn?: string;
};

/**
 * Waits until the page has stopped changing: no spinner left, no request in flight, and every
 * finite CSS animation or transition done. A fade caught half way makes colour-contrast read a
 * half-transparent colour, so axe would report text that nobody ever sees that way.
 */
export async function settledPage(page: Page, options: CheckOptions = {}) {
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await networkQuiet(page);
  await page.evaluate(async (ignoring) => {
    const running = () =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (ignoring && target?.closest(ignoring)) return false;
        return animation.effect?.getTiming().iterations !== Infinity;
      });
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // One ending can start the next (a toast's countdown ends, then it fades out): look again
    // a couple of frames later, a bounded number of times.
    for (let round = 0; round < 10; round += 1) {
      const animations = running();
      if (animations.length === 0) break;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
      await nextFrame();
    }
    await document.fonts.ready;
  }, options.ignoringAnimationsIn);
}

/** One line per failing node: its selector and axe's summary of what is wrong there. */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map(
    (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, ' ')}`,
  );
  return [
    `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Runs axe on the page as it is now (after it settles) and fails the test with every
 * violation's id, help text and target nodes, labelled with where the journey was.
 */
export async function expectNoAxeViolations(page: Page, label: string, options: CheckOptions = {}) {
  await settledPage(page, options);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = results.violations.map(describeViolation).join('\n');
  // Soft, so one run lists the violations of every state a journey checks, not only the first.
  expect
    .soft(results.violations.length, `axe violations on ${label} (${page.url()}):\n${report}`)
    .toBe(0);
}
