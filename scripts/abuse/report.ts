/** One replayed abuse: what a normal user saw meanwhile, against its goal. */
export interface AbuseResult {
  check: string;
  /** What the normal user (or the abuser's own connections) saw, in one line. */
  saw: string;
  goal: string;
  passed: boolean;
  /** More figures, printed under the table. */
  details?: string[];
}

/** Runs one check; a check that throws is a failure with the error as what was seen. */
export async function runCheck(
  check: string,
  goal: string,
  run: () => Promise<AbuseResult[]>,
): Promise<AbuseResult[]> {
  console.log(`… ${check}`);
  try {
    const results = await run();
    for (const result of results) {
      console.log(`  ${result.passed ? 'PASS' : 'FAIL'}  ${result.check}: ${result.saw}`);
    }
    return results;
  } catch (error) {
    console.log(`  FAIL  ${check}: ${String(error)}`);
    return [{ check, saw: `did not complete: ${String(error)}`, goal, passed: false }];
  }
}

const COLUMNS = ['check', 'what a normal user saw', 'goal', 'result'] as const;

/** The table at the end, then each check's details; answers the exit code (1 if any failed). */
export function printTable(results: AbuseResult[]): number {
  const rows = results.map((r) => [r.check, r.saw, r.goal, r.passed ? 'PASS' : 'FAIL']);
  const widths = COLUMNS.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(`\n${line(COLUMNS)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
  for (const result of results) {
    for (const detail of result.details ?? []) console.log(`  ${result.check}: ${detail}`);
  }
  const failed = results.filter((result) => !result.passed).length;
  console.log(`\n${results.length - failed} of ${results.length} checks passed`);
  return failed === 0 ? 0 : 1;
}
