import { VALIDATION } from '../../../shared/messages';
import type { TestApp } from '../buildTestApp';
import { databaseFingerprint } from '../databaseFingerprint';
import { headersOf } from '../apiRoutes/callers';
import { ownerOf } from './hostileRunner';
import { apiRouteOf, policyOf } from '../apiRoutes/routeKeys';
import { schemaFieldsOf, type SchemaPart } from '../apiRoutes/schemaSample';
import { sampleOf } from '../apiRoutes/validSample';
import { refusalMessage } from '../apiRoutes/refusalMessage';
import { injectOptions, type SampleRequest } from '../apiRoutes/sampleRequest';

/** Text PostgreSQL (UTF-8) cannot store; both used to fail the query as a 500. */
const UNSTORABLE = {
  nul: ['a NUL character', '\u0000'],
  surrogates: ['unpaired surrogates', '\uDC00\uDC00'],
} as const;
type Unstorable = keyof typeof UNSTORABLE;

/**
 * The sample with `suffix` appended to one of its text fields, wherever the route's schemas say
 * that field travels (an optional one the sample leaves out is sent as a word and the suffix).
 */
function withSuffix(
  sample: SampleRequest,
  fields: readonly [SchemaPart, string][],
  field: string,
  suffix: string,
): SampleRequest {
  const part = fields.find(([, key]) => key === field)?.[0];
  if (!part) throw new Error(`the route's schemas name no field ${field}`);
  const values: Record<string, unknown> = sample[part] ?? {};
  const text = `${String(values[field] ?? 'Text')}${suffix}`;
  return { ...sample, [part]: { ...values, [field]: text } };
}

/**
 * Regression tests of a fix the fuzzing found: a NUL or unpaired surrogates in free text failed
 * the query with a 500. Now the contract (TextSchema) refuses them: 400 naming the field, nothing
 * written. Per field and kind, from the route's rightful caller.
 */
export function itRefusesUnstorableTextIn(
  app: () => TestApp,
  key: string,
  fields: readonly string[],
  kinds: readonly Unstorable[] = ['nul', 'surrogates'],
) {
  const cases = fields.flatMap((field) =>
    kinds.map((kind): [string, string, string] => [field, ...UNSTORABLE[kind]]),
  );
  it.each(cases)(`${key} refuses %s with %s (400, nothing written)`, async (field, _kind, text) => {
    const testApp = app();
    const fields = schemaFieldsOf(apiRouteOf(testApp, key));
    const request = withSuffix(await sampleOf(key)(testApp), fields, field, text);
    const headers = await headersOf(testApp, ownerOf(policyOf(key)));
    const before = await databaseFingerprint(testApp.db);
    const response = await testApp.app.inject(injectOptions(key, request, headers));
    expect({ status: response.statusCode, message: refusalMessage(response) }).toEqual({
      status: 400,
      message: `${field}: ${VALIDATION.unstorableText}`,
    });
    expect(await databaseFingerprint(testApp.db)).toEqual(before);
  });
}
