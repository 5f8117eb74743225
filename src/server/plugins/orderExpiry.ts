import type { FastifyInstance } from 'fastify';

/** Placeholder: issue 5's orders helper fills this (periodic expiry sweep). */
export function registerOrderExpiry(_app: FastifyInstance): void {}
