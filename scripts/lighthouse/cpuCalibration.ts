import type { Page } from 'puppeteer-core';

/**
 * Lighthouse slows the CPU by a constant 4× by default, which turns a high-end desktop
 * (benchmark index 1,500–2,000) into a mid-tier phone. This machine's index is 1,000–1,500 when
 * quiet and lower under load, so 4× emulated a slower phone than that, and a different one on
 * every run. Lighthouse's own guidance (docs/throttling.md, "Calibrating the CPU slowdown") is to
 * derive the multiplier from the index; this is its calculator
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator), so every run emulates the same
 * phone (index ≈ 330–430, a Moto G4 class device) whatever the machine and its load.
 * LIGHTHOUSE_CPU_SLOWDOWN sets a fixed multiplier instead (4 for Lighthouse's default).
 */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(
    `benchmark index ${Math.round(benchmarkIndex)}: this machine is too slow (or too busy) to ` +
      'emulate the target phone; run Lighthouse on a quieter machine',
  );
}

const FIXED_MULTIPLIER = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;

if (FIXED_MULTIPLIER !== undefined && !(FIXED_MULTIPLIER >= 1)) {
  throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1');
}

/**
 * Lighthouse's own benchmark, run in the page as Lighthouse runs it at the start of an audit. The
 * first run in a fresh page is V8's warm-up (the DevTools calibration also throws one away): it
 * read 30–40 % under the runs after it. Warm runs still swing by a quarter on this machine, quiet
 * (1,264–1,944 in one browser), so the median of three counts.
 */
async function measureBenchmarkIndex(page: Page): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  await page.goto('about:blank');
  await page.evaluate(source);
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) runs.push((await page.evaluate(source)) as number);
  return runs.sort((a, b) => a - b)[1] ?? Number.NaN;
}

/** The multiplier for the next run: fixed when asked, else calibrated on the index measured now. */
export async function cpuSlowdownFor(page: Page): Promise<number> {
  if (FIXED_MULTIPLIER !== undefined) return FIXED_MULTIPLIER;
  const multiplier = calibratedMultiplier(await measureBenchmarkIndex(page));
  return Math.round(multiplier * 100) / 100;
}
