import { join, relative } from 'node:path';
import ts from 'typescript';
import { stringValues } from './path-values.js';

/** The shorthand methods a route is registered with (`app.get(path, options, handler)`). */
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** Marks a prefix that is not made of constants (`/remotes/${name}/`). */
const UNKNOWN_PREFIX = '\0';

/** Where registration starts, from `src/`. */
const ROOTS = ['app.ts', 'gateway/gateway.ts'];

/** One `app.<method>(path, ...)` call of the server's source. */
export type RouteRegistration = {
  /** `GET`, `POST`, ... */
  method: string;
  /** The full paths it registers, Fastify's form (`/teams/api/teams/:id/`), prefixes included. */
  paths: string[];
  /** From `api/`, e.g. `src/modules/teams/routes/teams.ts`, with the call's line. */
  file: string;
  line: number;
  /** The JSDoc right above the call, else the one of the plugin it is the only route of. */
  docstring?: string;
  /** The folder under src/modules/ (`teams`), else under src/ (`plugins`, `gateway`). */
  module: string;
};

export type RouteSource = {
  routes: RouteRegistration[];
  /** Each module's `routes.ts` plugin docstring (the gateway's `gateway.ts`), by module. */
  moduleDocs: Map<string, string>;
  /** `file:line` of calls whose path or prefix is not made of constants (the dev provider's). */
  unresolved: string[];
};

/**
 * Every route registration under `api/src` with its docstring, read by TypeScript's own parser
 * and checker over `api/tsconfig.json`: paths made of constants across files (path-values.ts),
 * with the prefixes they are registered under from the ROOTS down.
 */
export function readRoutes(apiDir: string): RouteSource {
  const srcDir = join(apiDir, 'src');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(apiDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${apiDir}/tsconfig.json`);
  const inSrc = (file: string) => file.startsWith(`${srcDir}/`) && !file.endsWith('.d.ts');
  const program = ts.createProgram({ rootNames: config.fileNames.filter(inSrc), options: config.options });
  const checker = program.getTypeChecker();
  const files = program.getSourceFiles().filter((file) => inSrc(file.fileName));
  // The app, and the gateway server.ts adds to it (buildApp's extraPlugins).
  const roots = ROOTS.map((root) => program.getSourceFile(join(srcDir, root)));
  const prefixes = registerPrefixes(checker, roots, inSrc);

  const out: RouteSource = { routes: [], moduleDocs: new Map(), unresolved: [] };
  for (const file of files) {
    const name = relative(apiDir, file.fileName);
    const module = moduleOf(relative(srcDir, file.fileName));
    const calls = routeCalls(file);
    const filePrefixes = [...(prefixes.get(file.fileName) ?? [''])];
    if (calls.length > 0 && filePrefixes.length > 1) {
      throw new Error(`${name} is registered under several prefixes: ${filePrefixes.join(', ')}`);
    }
    for (const call of calls) {
      const line = file.getLineAndCharacterOfPosition(call.getStart()).line + 1;
      const values = stringValues(checker, call.arguments[0]!);
      if (!values || filePrefixes[0]!.includes(UNKNOWN_PREFIX)) {
        out.unresolved.push(`${name}:${line}`);
        continue;
      }
      const method = (call.expression as ts.PropertyAccessExpression).name.text.toUpperCase();
      const paths = values.map((path) => `${filePrefixes[0]}${path}`);
      const docstring = routeDocstring(call, calls);
      out.routes.push({ method, paths, file: name, line, docstring, module });
    }
    if (name === `src/modules/${module}/routes.ts` || name === `src/${module}/${module}.ts`) {
      const doc = defaultExportDocstring(file);
      if (doc) out.moduleDocs.set(module, doc);
    }
  }
  return out;
}

function moduleOf(fromSrc: string): string {
  const [top = '', module = ''] = fromSrc.split('/');
  return top === 'modules' ? module : top;
}

/** `x.get('/path', ..., handler)`: a shorthand method, a path, and a function last. */
function routeCalls(file: ts.SourceFile): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      METHODS.has(node.expression.name.text) &&
      node.arguments.length >= 2 &&
      ts.isFunctionLike(node.arguments[node.arguments.length - 1])
    ) {
      calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/**
 * The prefixes each file's plugins are registered under: from the ROOTS, every
 * `register(plugin, { prefix })` passes its prefix to the files of the plugins named in it.
 */
function registerPrefixes(
  checker: ts.TypeChecker,
  roots: (ts.SourceFile | undefined)[],
  inSrc: (file: string) => boolean,
): Map<string, Set<string>> {
  const prefixes = new Map<string, Set<string>>();
  const queue = roots.map((root): [ts.SourceFile, string] => {
    if (!root) throw new Error(`a root of ${ROOTS.join(', ')} is missing`);
    return [root, ''];
  });
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [file, base] = next;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'register'
      ) {
        const prefix = base + (optionPrefix(checker, node.arguments[1]) ?? '');
        for (const target of namedFiles(checker, node.arguments[0], inSrc)) {
          if (target === file) continue;
          const known = prefixes.get(target.fileName) ?? new Set();
          if (known.has(prefix)) continue;
          prefixes.set(target.fileName, known.add(prefix));
          queue.push([target, prefix]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return prefixes;
}

function optionPrefix(checker: ts.TypeChecker, options: ts.Expression | undefined): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const prefix = options.properties.find((p) => p.name?.getText() === 'prefix');
  if (!prefix || !ts.isPropertyAssignment(prefix)) return undefined;
  const [value, ...more] = stringValues(checker, prefix.initializer) ?? [];
  return value === undefined || more.length ? UNKNOWN_PREFIX : value;
}

/** The source files of the identifiers in `node` (`signedInRoutes('x', teamRoutes)` names two). */
function namedFiles(
  checker: ts.TypeChecker,
  node: ts.Node | undefined,
  inSrc: (file: string) => boolean,
): ts.SourceFile[] {
  const out = new Set<ts.SourceFile>();
  const visit = (child: ts.Node) => {
    if (ts.isIdentifier(child)) {
      let symbol = checker.getSymbolAtLocation(child);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const file = symbol?.declarations?.[0]?.getSourceFile();
      if (file && inSrc(file.fileName)) out.add(file);
    }
    ts.forEachChild(child, visit);
  };
  if (node) visit(node);
  return [...out];
}

/** The JSDoc right above `call`, else its plugin's when `call` is that plugin's only route. */
function routeDocstring(call: ts.CallExpression, calls: ts.CallExpression[]): string | undefined {
  const own = leadingDocstring(ts.isExpressionStatement(call.parent) ? call.parent : call);
  if (own) return own;
  const plugin = enclosingFunction(call);
  if (!plugin || calls.filter((other) => enclosingFunction(other) === plugin).length > 1) return undefined;
  return functionDocstring(plugin);
}

function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isFunctionLike(parent)) return parent;
  }
  return undefined;
}

/** The docstring of `function f()` or of `const f = () => ...`. */
function functionDocstring(fn: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(fn)) return leadingDocstring(fn);
  const statement = fn.parent?.parent?.parent;
  if (ts.isVariableDeclaration(fn.parent) && statement && ts.isVariableStatement(statement)) {
    return leadingDocstring(statement);
  }
  return undefined;
}

/** The docstring of `export default fp(plugin, ...)`'s plugin. */
function defaultExportDocstring(file: ts.SourceFile): string | undefined {
  const exported = file.statements.find(ts.isExportAssignment)?.expression;
  const plugin = exported && ts.isCallExpression(exported) ? exported.arguments[0] : exported;
  if (!plugin || !ts.isIdentifier(plugin)) return undefined;
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === plugin.text) {
      return leadingDocstring(statement);
    }
    if (
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.some((d) => d.name.getText() === plugin.text)
    ) {
      return leadingDocstring(statement);
    }
  }
  return undefined;
}

/** The text of the last `/** ... *\/` before `node`, without its frame. */
function leadingDocstring(node: ts.Node): string | undefined {
  const text = node.getSourceFile().text;
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const doc = ranges.filter((range) => text.startsWith('/**', range.pos)).at(-1);
  if (!doc) return undefined;
  return text
    .slice(doc.pos + 3, doc.end - 2)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}
