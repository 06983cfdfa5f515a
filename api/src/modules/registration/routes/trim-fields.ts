import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook trimming the named string fields of the body, so that formats, limits
 * and "required" judge what is stored (spec 000 §5: whitespace-only counts as empty).
 */
export const trimFields =
  (...names: string[]) =>
  async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null) return;
    for (const name of names) {
      const value = body[name];
      if (typeof value === 'string') body[name] = value.trim();
    }
  };
