import type { FastifyInstance } from 'fastify';

/** Filled in by the store issue. */
export async function storeRoutes(_app: FastifyInstance) {}
