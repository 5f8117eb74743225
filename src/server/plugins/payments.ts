import type { FastifyInstance } from 'fastify';

/** Placeholder: issue 5's payments helper fills this (app.payments provider). */
export function registerPayments(_app: FastifyInstance): void {}
