import type { Result } from 'lighthouse';

/**
 * The product's Lighthouse budgets (docs/quality.md#lighthouse), on Lighthouse's default mobile settings
 * with the CPU slowdown calibrated to the machine (cpuCalibration.ts).
 */
export const BUDGETS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
} as const;

/**
 * How many times each page is audited: one run on a shared machine swings by several hundredths,
 * so the table reports the median run, with the range of the performance scores.
 */
export const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

type Category = keyof typeof BUDGETS;
export type Budgets = Record<Category, number>;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

export interface PageSummary {
  page: string;
  budgets: Budgets;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The categories whose score is under budget. */
  missed: Category[];
  /** Performance opportunities by estimated saving, biggest first: "title (~N ms)". */
  opportunities: string[];
  /** Failed accessibility and best-practices audits, for the reader to fix. */
  failedAudits: string[];
  /** The performance scores of every run of this page, lowest first. */
  performanceRuns: number[];
  /** The simulated CPU slowdown of the run, and the machine's benchmark index Lighthouse saw. */
  cpuSlowdown: number;
  benchmarkIndex: number;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function summarize(page: string, lhr: Result, budgets: Budgets = BUDGETS): PageSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
  ) as Record<Category, number>;
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 1)
    .map((audit) => ({ title: audit.title, ms: audit.metricSavings?.LCP ?? audit.numericValue }))
    .sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))
    .map(({ title, ms }) => (ms ? `${title} (~${Math.round(ms)} ms)` : title));
  const failedAudits = (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} — ${lhr.audits[ref.id]?.title ?? ''}`),
  );
  return {
    page,
    budgets,
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    missed: CATEGORIES.filter((category) => scores[category] < budgets[category]),
    opportunities,
    failedAudits,
    performanceRuns: [scores.performance],
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The run with the median performance score, carrying every run's performance scores. */
export function medianRun(runs: PageSummary[]): PageSummary {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to summarize');
  return { ...median, performanceRuns: sorted.map((run) => run.scores.performance) };
}

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
}

/** The results table: one line per page, then the budget line; scores under budget marked. */
export function formatTable(summaries: PageSummary[]): string {
  const header = [
    'page',
    ...CATEGORIES,
    'runs',
    'LCP',
    'TBT',
    'CLS',
    'CPU (index)',
    'result',
    'budget',
  ];
  const lines = summaries.map((summary) => [
    summary.page,
    ...CATEGORIES.map(
      (category) =>
        `${summary.scores[category].toFixed(2)}${summary.missed.includes(category) ? ' ✗' : ''}`,
    ),
    summary.performanceRuns.map((score) => score.toFixed(2)).join(' '),
    `${(summary.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(summary.tbtMs)} ms`,
    summary.cls.toFixed(3),
    `${summary.cpuSlowdown.toFixed(1)}× (${Math.round(summary.benchmarkIndex)})`,
    summary.missed.length === 0 ? 'PASS' : 'MISSED',
    CATEGORIES.map((category) => `≥ ${summary.budgets[category]}`).join(' / '),
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, index) =>
    Math.max(...all.map((cells) => cells[index]?.length ?? 0)),
  );
  return all.map((cells) => row(cells, widths)).join('\n');
}

/** What to look at next: each page's failed audits and its three biggest opportunities. */
export function formatFindings(summaries: PageSummary[]): string {
  return summaries
    .map((summary) =>
      [
        `${summary.page}:`,
        ...summary.failedAudits.map((audit) => `  ${audit}`),
        ...summary.opportunities.slice(0, 3).map((opportunity) => `  opportunity: ${opportunity}`),
      ].join('\n'),
    )
    .join('\n');
}
