import { z } from 'zod';

/** GET /health: the server is up and its database answers (used by start scripts and probes). */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });
