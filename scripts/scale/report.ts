/** One check of the scale run: its figures, and whether it met its target. */
export interface CheckResult {
  name: string;
  passed: boolean;
  /** The measured figures, one line each. */
  figures: string[];
  /** Why it failed, when it did (or what it depends on). */
  note?: string;
}

const results: CheckResult[] = [];

/** Prints a check as soon as it is known, so a long run shows its progress. */
export function report(result: CheckResult): void {
  results.push(result);
  console.log(`\n${result.passed ? 'PASS' : 'FAIL'}  ${result.name}`);
  for (const line of result.figures) console.log(`      ${line}`);
  if (result.note) console.log(`      note: ${result.note}`);
}

/** A check that could not run at all (its setup threw) is a failure with the error as note. */
export async function runCheck(name: string, check: () => Promise<CheckResult>): Promise<void> {
  console.log(`\n… ${name}`);
  try {
    report(await check());
  } catch (error) {
    report({ name, passed: false, figures: [], note: `did not complete: ${String(error)}` });
  }
}

/** The summary at the end; the run's exit code is 1 when any check failed. */
export function summarize(): number {
  const failed = results.filter((result) => !result.passed);
  console.log(`\n${results.length - failed.length} of ${results.length} checks passed`);
  for (const result of failed) console.log(`  FAIL  ${result.name}`);
  return failed.length === 0 ? 0 : 1;
}

export const ms = (value: number) => `${Math.round(value)} ms`;

/** p-th percentile (0..100) of `values`, nearest rank; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
