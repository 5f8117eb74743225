import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** One statement as the driver received it. */
export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The same database through a second drizzle instance that records every statement it sends,
 * so that a test can EXPLAIN exactly what a query module ran (several statements, built from
 * what earlier ones answered), on PGlite and PostgreSQL alike.
 */
export function recordingDatabase(db: Database): { db: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => statements.push({ text, params }),
  };
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  const recording =
    client instanceof PGlite
      ? drizzlePglite({ client, schema, logger })
      : drizzleNodePg({ client, schema, logger });
  return { db: recording as unknown as Database, statements };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL makes for `statement` with its parameters (EXPLAIN, nothing run). */
export async function planOf(db: Database, { text, params }: Statement): Promise<PlanNode> {
  // PGlite's client and pg's Pool both take (text, params) and answer { rows }.
  const client = (db as unknown as { $client: Pick<Pool, 'query'> }).$client;
  const result = (await client.query(`explain (format json) ${text}`, params)) as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const json = result.rows[0]!['QUERY PLAN'];
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

/** What PGlite and a pooled pg client both offer: a query by text, answering rows. */
interface Session {
  query(text: string): Promise<{ rows: unknown[] }>;
  release?: () => void;
}

/** A parameter as an SQL literal: numbers and booleans as they are, anything else quoted. */
function literalOf(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The plan PostgreSQL keeps for `statement` once it is a named prepared statement gone generic
 * (after its fifth run, or always with plan_cache_mode = force_generic_plan): planned without
 * the parameters' values, so a partial index whose predicate a parameter stands in for is out.
 */
export async function genericPlanOf(db: Database, { text, params }: Statement): Promise<PlanNode> {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  // One session: a prepared statement and the setting live in the connection that made them.
  const session: Session = client instanceof PGlite ? client : await client.connect();
  try {
    await session.query('set plan_cache_mode = force_generic_plan');
    await session.query(`prepare generic_plan_probe as ${text}`);
    // EXPLAIN takes no bound parameters: the values go in as literals (a generic plan ignores them).
    const args = params.map(literalOf).join(', ');
    const result = (await session.query(
      `explain (format json) execute generic_plan_probe(${args})`,
    )) as { rows: { 'QUERY PLAN': unknown }[] };
    const json = result.rows[0]!['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
    return parsed[0]!.Plan;
  } finally {
    await session.query('deallocate generic_plan_probe').catch(() => undefined);
    await session.query('reset plan_cache_mode');
    session.release?.();
  }
}

/**
 * What makes a plan cost more as the table grows: a sequential scan of `table`, or a sort of
 * everything its input gives: a Sort that is not a top-N (its parent a Limit; a Result between
 * them computes columns one row for one, so it is looked through) and sorts no bounded input (a
 * Limit beneath it, as when the few rows of a page are sorted again after a join).
 */
export function unboundedParts(plan: PlanNode, table: string, parent?: PlanNode): string[] {
  const here: string[] = [];
  if (plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] === table) {
    here.push(`Seq Scan on ${table}`);
  }
  const bounded = parent?.['Node Type'] === 'Limit' || (plan.Plans ?? []).some(hasLimit);
  if (plan['Node Type'].endsWith('Sort') && !bounded) {
    here.push(`${plan['Node Type']} under ${parent?.['Node Type'] ?? 'nothing'}`);
  }
  const nextParent = plan['Node Type'] === 'Result' && parent ? parent : plan;
  return [
    ...here,
    ...(plan.Plans ?? []).flatMap((child) => unboundedParts(child, table, nextParent)),
  ];
}

const hasLimit = (plan: PlanNode): boolean =>
  plan['Node Type'] === 'Limit' || (plan.Plans ?? []).some(hasLimit);

/** The plan as indented node names, for a failure message a person can read. */
export function planOutline(plan: PlanNode, depth = 0): string {
  const on = plan['Index Name'] ?? plan['Relation Name'];
  return [
    `${'  '.repeat(depth)}${plan['Node Type']}${on ? ` on ${on}` : ''}`,
    ...(plan.Plans ?? []).map((child) => planOutline(child, depth + 1)),
  ].join('\n');
}
