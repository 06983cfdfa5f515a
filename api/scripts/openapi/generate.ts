import { join } from 'node:path';
import { NOT_API, openApiPath, type OperationDocs } from '../../src/openapi/operation-docs.js';
import { readRoutes } from './routes.js';
import { summaryOf } from './summary.js';

/** The generated file, from `api/`. */
export const OPERATIONS_FILE = join('src', 'openapi', 'operations.generated.json');

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

export type GeneratedDocs = {
  /** The file's text, as committed. */
  text: string;
  /** API operations without a docstring, with where they are registered. */
  undocumented: string[];
  /** Route calls whose path is not made of constants, which the file cannot name. */
  unresolved: string[];
};

/**
 * The OpenAPI summary, description and tag of every API operation (issue 36 item 5), made from
 * the route docstrings of `apiDir`/src (scripts/openapi/routes.ts): the description is the
 * docstring, the summary its first clause (summary.ts), the tag the module the route is in.
 * Each tag is described by its module's `routes.ts` plugin docstring. Paths the document
 * leaves out (NOT_API) are left out here too.
 */
export function generateOperationDocs(apiDir: string): GeneratedDocs {
  const { routes, moduleDocs, unresolved } = readRoutes(apiDir);
  const operations: OperationDocs['operations'] = {};
  const undocumented: string[] = [];
  for (const route of routes) {
    for (const path of route.paths.filter((path) => !NOT_API.test(path))) {
      const key = `${route.method} ${openApiPath(path)}`;
      if (operations[key]) throw new Error(`${key} is registered twice (${route.file}:${route.line})`);
      if (!route.docstring) {
        undocumented.push(`${key} (${route.file}:${route.line})`);
        continue;
      }
      operations[key] = {
        summary: summaryOf(route.docstring) || key,
        description: route.docstring,
        tag: route.module,
        source: route.file,
      };
    }
  }
  const keys = Object.keys(operations).sort(byPathThenMethod);
  const tagNames = [...new Set(keys.map((key) => operations[key]!.tag))].sort();
  const docs: OperationDocs = {
    $comment:
      'Written by `npm run openapi:generate -w api` (api/scripts/openapi-docs.ts) from the route ' +
      'docstrings in api/src: edit those, then run it.',
    tags: Object.fromEntries(tagNames.map((tag) => [tag, moduleDocs.get(tag) ?? ''])),
    operations: Object.fromEntries(keys.map((key) => [key, operations[key]!])),
  };
  return { text: `${JSON.stringify(docs, null, 2)}\n`, undocumented, unresolved };
}

function byPathThenMethod(a: string, b: string): number {
  const [methodA = '', pathA = ''] = a.split(' ');
  const [methodB = '', pathB = ''] = b.split(' ');
  if (pathA !== pathB) return pathA < pathB ? -1 : 1;
  return METHOD_ORDER.indexOf(methodA) - METHOD_ORDER.indexOf(methodB);
}
