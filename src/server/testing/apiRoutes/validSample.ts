import type { ApiRoute } from '../../plugins/auth';
import { apiRouteOf, routeKey, twinOf } from './routeKeys';
import { ROUTE_SAMPLES, type SampleBuilder } from './routeSamples';
import type { SampleRequest } from './sampleRequest';
import { sampleFromSchemas, UngeneratableSample } from './schemaSample';

/** What the schemas give, with what ROUTE_SAMPLES writes on top of it, part by part. */
function merged(generated: SampleRequest, written: SampleRequest): SampleRequest {
  const sample = { ...generated, ...written };
  for (const part of ['params', 'query'] as const) {
    if (generated[part] && written[part]) sample[part] = { ...generated[part], ...written[part] };
  }
  if (generated.body && written.body) sample.body = { ...generated.body, ...written.body };
  return sample;
}

const whyUngeneratable = (route: ApiRoute): string | undefined => {
  try {
    sampleFromSchemas(route);
    return undefined;
  } catch (error) {
    if (error instanceof UngeneratableSample) return error.message;
    throw error;
  }
};

/**
 * A fresh valid call of the route each time it is called, so an allowed call never spoils the
 * next caller's: made from its schemas, with ROUTE_SAMPLES' entry on top when it has one (the
 * caller's own resource, a signature, a file). A route whose schemas cannot make a valid call
 * has its whole call written there.
 */
export const sampleOf =
  (key: string): SampleBuilder =>
  async (testApp) => {
    const route = apiRouteOf(testApp, key);
    const written = ROUTE_SAMPLES[twinOf(key)];
    if (!written) return sampleFromSchemas(route);
    const generated = whyUngeneratable(route) === undefined ? sampleFromSchemas(route) : {};
    return merged(generated, await written(testApp));
  };

/** Why no valid call of the route can be made, or undefined when one can. */
export function missingSample(route: ApiRoute): string | undefined {
  const key = routeKey(route.method, route.url);
  if (ROUTE_SAMPLES[twinOf(key)]) return undefined;
  const reason = whyUngeneratable(route);
  return (
    reason && `${key}: ${reason}; write its sample in ROUTE_SAMPLES (apiRoutes/routeSamples.ts)`
  );
}
