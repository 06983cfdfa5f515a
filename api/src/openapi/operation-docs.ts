import type { FastifySchema } from 'fastify';

/** Paths that are not the API: the apps, the development identity provider, these docs, the health check. */
export const NOT_API = /^\/(app|remotes|dev-oidc|api\/docs|api\/schema|healthz)(\/|$)|^\/$/;

/** What `/api/schema/` says of one operation, from its route's docstring. */
export type OperationDoc = {
  /** One line, plain text. */
  summary: string;
  /** The route's docstring, markdown. */
  description: string;
  /** The module the route is in: the folder under src/modules/ (`teams`), or `gateway`. */
  tag: string;
  /** The route's file, from `api/`. */
  source: string;
};

/** operations.generated.json: tag descriptions by tag, operations by `METHOD /path/{param}/`. */
export type OperationDocs = {
  $comment: string;
  tags: Record<string, string>;
  operations: Record<string, OperationDoc>;
};

/** A Fastify path in OpenAPI's form: `/teams/api/teams/:id/` → `/teams/api/teams/{id}/`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The route schema `schema` of `method url` with the summary, description and tag
 * `docs` holds for it (issue 36 item 5); what the schema says itself comes first.
 */
export function withOperationDoc(
  docs: OperationDocs,
  schema: FastifySchema,
  method: string,
  url: string,
): FastifySchema {
  const doc = docs.operations[`${method} ${openApiPath(url)}`];
  if (!doc) return schema;
  return { summary: doc.summary, description: doc.description, tags: [doc.tag], ...schema };
}

/** The document's tag list: each tag with its module's description, by name. */
export const operationTags = (docs: OperationDocs) =>
  Object.entries(docs.tags).map(([name, description]) => (description ? { name, description } : { name }));
