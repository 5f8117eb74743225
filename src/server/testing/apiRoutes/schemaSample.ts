import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import type { ApiRoute } from '../../plugins/auth';
import type { SampleRequest } from './sampleRequest';

/** The parts of a call a route's schema can describe, by their name in a SampleRequest. */
export const SCHEMA_PARTS = { params: 'params', query: 'querystring', body: 'body' } as const;
export type SchemaPart = keyof typeof SCHEMA_PARTS;

/** What zod 4's JSON Schema output holds that a valid value can be made from. */
interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
}

/** A schema no valid value can be made from without knowing more than the schema says. */
export class UngeneratableSample extends Error {}

function textOf({ minLength = 0, maxLength = Infinity }: JsonSchema): string {
  return 'Sample text'.padEnd(minLength, '.').slice(0, maxLength);
}

function numberOf(schema: JsonSchema): number {
  const step = schema.type === 'integer' ? Math.max(1, schema.multipleOf ?? 1) : schema.multipleOf;
  let value = Math.max(1, schema.minimum ?? -Infinity);
  if (schema.exclusiveMinimum !== undefined) value = Math.max(value, schema.exclusiveMinimum + 1);
  if (step) value = Math.ceil(value / step) * step;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.minimum ?? value;
  return value;
}

/** One text the pattern matches, the same each time (fast-check, with a fixed seed). */
const matching = (pattern: string): string =>
  fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 1, seed: 1 })[0]!;

/**
 * The plainest valid value: the first choice, the smallest number ≥ 1, and of an object its
 * required fields, or every field when `whole` (a schema asking for at least one of them).
 */
function valueOf(schema: JsonSchema, path: string, whole = false): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return valueOf(schema.anyOf[0]!, path);
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = whole ? Object.keys(properties) : (schema.required ?? []);
      return Object.fromEntries(
        keys.map((key) => {
          const property = properties[key];
          if (!property) throw new UngeneratableSample(`${path}.${key} has no schema`);
          return [key, valueOf(property, `${path}.${key}`)];
        }),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => valueOf(schema.items ?? {}, path));
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'someone@test.example';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.pattern) return matching(schema.pattern);
      return textOf(schema);
    case 'number':
    case 'integer':
      return numberOf(schema);
    case 'boolean':
      return true;
    default:
      throw new UngeneratableSample(`${path} is of no type a sample can be made of`);
  }
}

/** Query and path values travel as text. */
function asStrings(part: SchemaPart, value: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item === 'object') {
        throw new UngeneratableSample(`${part}.${key}: lists and objects do not travel in a URL`);
      }
      return [key, String(item)];
    }),
  );
}

const zodSchemaOf = (route: ApiRoute, part: SchemaPart): z.ZodType | undefined => {
  const schema = (route.schema as Record<string, unknown>)[SCHEMA_PARTS[part]];
  if (schema === undefined) return undefined;
  if (schema instanceof z.ZodType) return schema;
  throw new UngeneratableSample(`its ${part} schema is not a zod schema`);
};

const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/**
 * A fresh valid call of the route made from its params, querystring and body schemas alone (a
 * new id each time); throws UngeneratableSample when the schemas cannot tell how, or when what
 * they allow is still refused by the schema itself (a refinement).
 */
export function sampleFromSchemas(route: ApiRoute): SampleRequest {
  const sample: SampleRequest = {};
  for (const part of Object.keys(SCHEMA_PARTS) as SchemaPart[]) {
    const schema = zodSchemaOf(route, part);
    if (!schema) continue;
    const accepted = [false, true]
      .map((whole) => partOf(part, valueOf(jsonSchemaOf(schema), part, whole)))
      .find((value) => schema.safeParse(value).success);
    if (!accepted) throw new UngeneratableSample(`its schema refuses every ${part} made from it`);
    Object.assign(sample, { [part]: accepted });
  }
  return sample;
}

/** A part as it travels: a body as it is, params and a query string as text. */
function partOf(part: SchemaPart, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UngeneratableSample(`its ${part} is not an object`);
  }
  return part === 'body' ? (value as Record<string, unknown>) : asStrings(part, value as object);
}

/** Every field the route's schemas name, whether a sample carries it or not. */
export function schemaFieldsOf(route: ApiRoute): [SchemaPart, string][] {
  return (Object.keys(SCHEMA_PARTS) as SchemaPart[]).flatMap((part) => {
    const schema = zodSchemaOf(route, part);
    const properties = schema ? (jsonSchemaOf(schema).properties ?? {}) : {};
    return Object.keys(properties).map((key): [SchemaPart, string] => [part, key]);
  });
}
