import type { AcknowledgedWrite, LoadCounts } from './writeLoad';

/** What one database went through: every round's load, then the last read-back of all of it. */
export interface DatabaseResult extends LoadCounts {
  database: string;
  rounds: number;
  foundAfterRestart: number;
  missing: AcknowledgedWrite[];
  failures: string[];
}

const COLUMNS: [string, (result: DatabaseResult) => string | number][] = [
  ['database', (r) => r.database],
  ['kills', (r) => r.rounds],
  ['sent', (r) => r.sent],
  ['acknowledged', (r) => r.acknowledged],
  ['in flight at kill', (r) => r.inFlightAtKill],
  ['found after restart', (r) => r.foundAfterRestart],
  ['missing', (r) => r.missing.length],
  ['failed before kill', (r) => r.failedBeforeKill],
];

/** A plain table, one row per database, then what went wrong (if anything) in detail. */
export function printReport(results: readonly DatabaseResult[]): void {
  const rows = results.map((result) => COLUMNS.map(([, cell]) => String(cell(result))));
  const widths = COLUMNS.map(([title], i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${line(COLUMNS.map(([title]) => title))}`);
  for (const row of rows) console.log(line(row));
  console.log(
    'in flight at kill: sent, not yet answered when SIGKILL was sent (an answer that still ' +
      'came back counts as acknowledged and is checked too)',
  );
  for (const result of results) {
    for (const write of result.missing.slice(0, 10)) {
      console.log(`${result.database}: acknowledged ${write.kind} ${write.id} is missing`);
    }
    for (const failure of result.failures.slice(0, 5)) {
      console.log(`${result.database}: failed before the kill: ${failure}`);
    }
  }
}

/** Exit status: 1 when an acknowledged write was lost, or when the load itself went wrong. */
export function exitCodeOf(results: readonly DatabaseResult[]): number {
  const lost = results.some((result) => result.missing.length > 0);
  const broken = results.some((result) => result.failedBeforeKill > 0 || result.acknowledged === 0);
  if (lost) console.error('\nFAIL: acknowledged writes were lost.');
  else if (broken) console.error('\nFAIL: the load did not run cleanly; see the failures above.');
  else console.log('\nOK: every acknowledged write survived the kills.');
  return lost || broken ? 1 : 0;
}
