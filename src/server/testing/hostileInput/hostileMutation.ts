import fc from 'fast-check';
import { hostileJson, hostileString, privilegedFields } from './hostileValues';
import type { LooseRequest, SampleRequest } from '../apiRoutes/sampleRequest';

type Part = 'params' | 'query' | 'body' | 'upload';

/** One way of spoiling a valid sample; applied to whichever fresh sample is current. */
export type Mutation =
  | { kind: 'set'; part: Part; key: string; value: unknown }
  | { kind: 'drop'; part: Part; key: string }
  | { kind: 'extra'; part: 'query' | 'body'; fields: Record<string, unknown> }
  | { kind: 'body'; body: unknown }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'rawPath'; key: string; segment: string };

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Bodies no JSON parser should choke on, and content types the routes do not take. */
const RAW_PAYLOADS = [
  '{"email":',
  '{',
  '[',
  'NaN',
  '{"bookPrice": NaN}',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  'email=admin%40demo.test&role=admin',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  nested(100_000),
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-follows',
  'image/png',
  'application/octet-stream',
  ';;;',
];
/** Path segments sent as written: broken and overlong escapes, traversal, an encoded NUL. */
const RAW_SEGMENTS = ['%', '%zz', '%FF%FE', '%ED%A0%80', '%00', '..', '%2e%2e%2f%2e%2e', '%20'];

const fieldsOf = (sample: SampleRequest): [Part, string][] =>
  (['params', 'query', 'body', 'upload'] as const).flatMap((part) =>
    Object.keys(sample[part] ?? {}).map((key): [Part, string] => [part, key]),
  );

/**
 * Every mutation that makes sense for a sample of this shape (its keys, not its values): any
 * field the route's schemas name may be spoiled, though the sample leaves the optional ones out.
 */
export function mutationOf(
  sample: SampleRequest,
  schemaFields: readonly [Part, string][],
): fc.Arbitrary<Mutation> {
  const present = fieldsOf(sample);
  const named = new Set(present.map(([part, key]) => `${part}.${key}`));
  const fields = [
    ...present,
    ...schemaFields.filter(([part, key]) => !named.has(`${part}.${key}`)),
  ];
  const options: fc.WeightedArbitrary<Mutation>[] = [
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        part: sample.body
          ? fc.constantFrom('query' as const, 'body' as const)
          : fc.constant('query' as const),
        fields: privilegedFields,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('body' as const),
        body: fc.oneof(hostileJson, privilegedFields),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        payload: fc.oneof(
          fc.constantFrom(...RAW_PAYLOADS),
          hostileString,
          fc.constant(JSON.stringify(sample.body ?? {})),
        ),
      }),
    },
  ];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    options.push({
      weight: 6,
      arbitrary: fc
        .tuple(field, hostileJson)
        .map(([[part, key], value]) => ({ kind: 'set' as const, part, key, value })),
    });
  }
  if (present.length > 0) {
    options.push({
      weight: 1,
      arbitrary: fc
        .constantFrom(...present)
        .map(([part, key]) => ({ kind: 'drop' as const, part, key })),
    });
  }
  const params = Object.keys(sample.params ?? {});
  if (params.length > 0) {
    options.push({
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('rawPath' as const),
        key: fc.constantFrom(...params),
        segment: fc.oneof(fc.constantFrom(...RAW_SEGMENTS), fc.constant('x'.repeat(5000))),
      }),
    });
  }
  return fc.oneof(...options);
}

const withoutKey = (record: object | undefined, key: string) =>
  Object.fromEntries(Object.entries(record ?? {}).filter(([name]) => name !== key));

/** The sample with the mutation applied; the sample itself is left untouched. */
export function applyMutation(sample: SampleRequest, mutation: Mutation): LooseRequest {
  const request: LooseRequest = { ...sample };
  switch (mutation.kind) {
    case 'set':
      return {
        ...request,
        [mutation.part]: { ...sample[mutation.part], [mutation.key]: mutation.value },
      };
    case 'drop':
      return { ...request, [mutation.part]: withoutKey(sample[mutation.part], mutation.key) };
    case 'extra':
      return { ...request, [mutation.part]: { ...sample[mutation.part], ...mutation.fields } };
    case 'body':
      return { ...withoutKey(request, 'upload'), body: mutation.body };
    case 'raw':
      return { ...request, raw: { contentType: mutation.contentType, payload: mutation.payload } };
    case 'rawPath':
      return { ...request, rawParams: { [mutation.key]: mutation.segment } };
  }
}

/** A mutation as a failure report shows it: long strings cut, so a 1 MB value stays readable. */
export const describeMutation = (mutation: Mutation): string =>
  JSON.stringify(mutation, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80
      ? `${value.slice(0, 40)}… (${value.length} characters)`
      : value,
  );
