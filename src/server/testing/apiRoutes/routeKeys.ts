import type { HTTPMethods } from 'fastify';
import { ACCESS_POLICY, type RoutePolicy } from './accessPolicy';
import { ROUTE_SAMPLES, type SampleBuilder } from './routeSamples';

/** `METHOD url`, as the route table and the sample and policy tables name a route. */
export const routeKey = (method: HTTPMethods | string, url: string) => `${method} ${url}`;

/** Fastify answers HEAD with its GET route's handler, so a HEAD twin follows its GET's rule. */
export const twinOf = (key: string) => key.replace(/^HEAD /, 'GET ');

export function policyOf(key: string): RoutePolicy {
  const policy = ACCESS_POLICY[twinOf(key)];
  if (!policy) throw new Error(`${key} has no entry in ACCESS_POLICY`);
  return policy;
}

export function sampleOf(key: string): SampleBuilder {
  const sample = ROUTE_SAMPLES[twinOf(key)];
  if (!sample) throw new Error(`${key} has no entry in ROUTE_SAMPLES`);
  return sample;
}
