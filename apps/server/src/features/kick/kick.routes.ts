import type { FastifyInstance } from 'fastify';

/** Filled in by the members issue. */
export async function kickRoutes(_app: FastifyInstance) {}
