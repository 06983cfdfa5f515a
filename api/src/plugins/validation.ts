import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type PoolOptions = NonNullable<Parameters<ReturnType<typeof AjvCompiler>>[1]>;
/** Fastify's `ajv` server option: `{customOptions, plugins, onCreate?}` (Ajv mode, never JTD). */
type AjvServerOption = { customOptions?: Record<string, unknown>; plugins?: PoolOptions['plugins'] };
type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
type Compile = FastifySchemaCompiler<unknown>;
// What Fastify passes and expects at run time (lib/schema-controller.js); the published type of
// `buildValidator` describes Ajv's own `compile(schema)` instead.
type BuildValidator = (externalSchemas: Record<string, unknown>, ajv?: AjvServerOption) => Compile;

/**
 * Fastify's validator factory with one rule per part of the request (issue 15 item 3):
 * - bodies are JSON, whose types are the client's own: no coercion, so `first_name: true` or
 *   `1e308` for a string is a 400, never stored as "true" / "1e+308";
 * - querystrings, params and headers arrive as text: strings are still coerced to the schema's
 *   integers and booleans (`?scan_id=5`), Fastify's default (`coerceTypes: 'array'`).
 * Both keep Fastify's other defaults: `removeAdditional` drops unknown body fields (as Django REST
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
  return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
};

/** `schemaController` option of `Fastify()`: bodies validated without coercion. */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};
