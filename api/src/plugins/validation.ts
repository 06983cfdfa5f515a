import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type PoolOptions = NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>;
/** Fastify's `ajv` server option: `{customOptions, plugins, onCreate?}` (Ajv mode, never JTD). */
type AjvServerOption = { customOptions?: Record<string, unknown>; plugins?: PoolOptions['plugins'] };
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Compile = FastifySchemaCompiler<unknown>;
type Validate = ReturnType<Compile>;
// What Fastify passes and expects at run time (lib/schema-controller.js); the published type of
// `buildValidator` describes Ajv's own `compile(schema)` instead.
type BuildValidator = (externalSchemas: Record<string, unknown>, ajv?: AjvServerOption) => Compile;

/**
 * `compile` put off until what it makes is first called: a route's validator or serializer is
 * built at the route's first request that needs it, then kept, instead of every route's at every
 * start (issue 29: compiling them all took 0.6 s of CPU a start, most of every API test file,
 * whose tests call a few routes). A schema Ajv or fast-json-stringify cannot compile therefore
 * fails that first request (a 500), not the start: the fuzz suite sends a request to every route
 * and the route tests get every answer's schema. The last call's `errors` are copied to the
 * returned function, where Fastify reads a validator's.
 */
export function onFirstUse<Route, Made extends (...args: never[]) => unknown>(
  compile: (route: Route) => Made,
): (route: Route) => Made {
  return (route) => {
    let made: Made | undefined;
    const deferred = function (this: unknown, ...args: Parameters<Made>) {
      made ??= compile(route);
      const result = made.apply(this, args);
      deferred.errors = (made as { errors?: unknown }).errors;
      return result;
    } as Made & { errors?: unknown };
    return deferred;
  };
}

/** Where in the request the first number outside ±2⁵³ (or ±Infinity) is, as a JSON pointer; else null. */
function unsafeNumberAt(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = unsafeNumberAt(item, `${path}/${key}`);
    if (at !== null) return at;
  }
  return null;
}

/**
 * `validate` that also refuses, once the schema passed, any number that is not a safe integer's
 * size: ±Infinity, which Ajv's `integer` and `minimum`/`maximum` let through (`?page=1e309`, a
 * JSON `1e309`; issue 30 F5), and anything past 2⁵³ (guide "Every new route"). NaN never gets
 * here: Ajv neither coerces "NaN" nor lets it through `type`. The error is Ajv's shape, keyword
 * `type`, so it answers the route family's 400 "Enter a valid value." (plugins/errors.ts).
 */
export function refuseUnsafeNumbers(validate: Validate): Validate {
  const checked = ((data: unknown) => {
    const valid = validate(data);
    if (valid !== true) {
      checked.errors = validate.errors;
      return valid;
    }
    const at = unsafeNumberAt(data);
    checked.errors = at === null ? null : [{ keyword: 'type', instancePath: at, schemaPath: '', params: {} }];
    return at === null;
  }) as Validate;
  return checked;
}

/**
 * Fastify's validator factory with one rule per part of the request (issue 15 item 3):
 * - bodies are JSON, whose types are the client's own: no coercion, so `first_name: true` or
 *   `1e308` for a string is a 400, never stored as "true" / "1e+308";
 * - querystrings, params and headers arrive as text: strings are still coerced to the schema's
 *   integers and booleans (`?scan_id=5`), Fastify's default (`coerceTypes: 'array'`).
 * Both refuse numbers past ±2⁵³ and ±Infinity ({@link refuseUnsafeNumbers}), and keep Fastify's other defaults: `removeAdditional` drops unknown body fields (as Django REST
 * framework does), `useDefaults`, `allErrors: false`, ajv-formats.
 * Neither checks the route schemas against JSON Schema's meta-schema at each start
 * (`validateSchema: false`): compiling the meta-schema took 0.4 s an instance, a second of every
 * start and every API test file (issue 29). The contract's schemas are checked against it once,
 * by test/plugins/validation.test.ts.
 */
const buildValidator: BuildValidator = (externalSchemas, ajvServerOption) => {
  const fromPool = AjvCompiler();
  const customOptions = { validateSchema: false, ...ajvServerOption?.customOptions };
  const schemas = externalSchemas as Parameters<typeof fromPool>[0];
  const build = (options: Record<string, unknown>) =>
    fromPool(schemas, { ...ajvServerOption, customOptions: options } as PoolOptions) as unknown as Compile;
  const coercing = build(customOptions);
  const strict = build({ ...customOptions, coerceTypes: false });
  return onFirstUse((route) =>
    refuseUnsafeNumbers(route.httpPart === 'body' ? strict(route) : coercing(route)),
  );
};

/** Fastify's serializer factory (fast-json-stringify), each route's serializers made on first use. */
const buildSerializer: SerializerFactory = (externalSchemas, options) =>
  onFirstUse(SerializerSelector()(externalSchemas, options));

/**
 * `schemaController` option of `Fastify()`: bodies validated without coercion; validators and
 * serializers compiled at their route's first use.
 */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory, buildSerializer },
};
