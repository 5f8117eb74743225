import type { HTTPMethods } from 'fastify';
import type { ApiRoute } from '../../plugins/auth';
import type { TestApp } from '../buildTestApp';
import { ACCESS_POLICY, type RoutePolicy } from './accessPolicy';

/** `METHOD url`, as the route table and the sample and policy tables name a route. */
export const routeKey = (method: HTTPMethods | string, url: string) => `${method} ${url}`;

/** Fastify answers HEAD with its GET route's handler, so a HEAD twin follows its GET's rule. */
export const twinOf = (key: string) => key.replace(/^HEAD /, 'GET ');

export function policyOf(key: string): RoutePolicy {
  const policy = ACCESS_POLICY[twinOf(key)];
  if (!policy) throw new Error(`${key} has no entry in ACCESS_POLICY`);
  return policy;
}

/** The route as the app registered it (a HEAD twin's schemas are its GET's). */
export function apiRouteOf({ app }: TestApp, key: string): ApiRoute {
  const route = app.apiRoutes.find(({ method, url }) => routeKey(method, url) === twinOf(key));
  if (!route) throw new Error(`${key} is not in the app's route table`);
  return route;
}
