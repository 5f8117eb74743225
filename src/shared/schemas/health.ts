import { z } from 'zod';

/** GET /health: the server is up and its database answers (used by start scripts and probes). */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/**
 * GET /ready: whether this server copy takes new traffic. 'draining' (with 503) from the moment
 * it is told to stop, so a load balancer sends its requests to the other copies.
 */
export const ReadyResponseSchema = z.object({ status: z.literal('ready') });
export const DrainingResponseSchema = z.object({ status: z.literal('draining') });
