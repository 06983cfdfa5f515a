import { Type, type Static } from 'typebox';

/**
 * The one rule for text in every request (issue 15 item 2): PostgreSQL refuses NUL in `text` and
 * lone UTF-16 surrogates in `jsonb`, and no field of ours has a use for control characters, so
 * validation refuses them and they never reach the database as a 500. Patterns run with the `u`
 * flag (Ajv's default), where `[\uD800-\uDFFF]` matches only unpaired surrogates, so emoji pass.
 */
const LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$';
/** Prose may also hold tab, newline and carriage return. */
const PROSE_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]*$';

/** Options of {@link Text}: a maxLength is required, so no field is unbounded. */
export type TextOptions = {
  maxLength: number;
  minLength?: number;
  /** Allow tab, newline and carriage return (free-text details, bodies). */
  prose?: boolean;
  /** A JSON Schema format (`email`, `date-time`) checked besides the character rule. */
  format?: string;
  default?: string;
  description?: string;
};

/**
 * A request string of at most `maxLength` characters without NUL, other C0 controls, DEL or lone
 * surrogates (tab/newline/CR allowed when `prose`). A violation answers 400 `invalid`.
 */
export const Text = ({ prose = false, ...options }: TextOptions) =>
  Type.String({ ...options, pattern: prose ? PROSE_PATTERN : LINE_PATTERN });

/** Longest email address (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An email address in a request: a {@link Text} of format `email`, at most
 * {@link EMAIL_MAX_LENGTH} characters (`minLength` where a route wants one). A bad address
 * answers 400 "Enter a valid email address.".
 */
export const Email = (options: { minLength?: number } = {}) =>
  Text({ format: 'email', maxLength: EMAIL_MAX_LENGTH, ...options });

/** Largest value of a PostgreSQL `integer` (serial ids): beyond it a query would fail with 500. */
export const MAX_ID = 2_147_483_647;

/** An id, page or other positive integer in a path, query or body: 1 … {@link MAX_ID}. */
export const Id = (options: { default?: number; description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

/**
 * Free-form JSON in a request (analytics properties): scalars, and arrays/objects nested at most
 * `depth` levels, every string and key a {@link Text} (≤ 1000 characters, prose). Stored as
 * `jsonb`, which refuses NUL and lone surrogates. Keys are checked by `propertyNames`, since a
 * Record's `patternProperties` would let a key that fails the pattern through unchecked.
 */
export const JsonInput = (depth = 3): Type.TSchema => {
  const scalar = [Text({ maxLength: 1000, prose: true }), Type.Number(), Type.Boolean(), Type.Null()];
  if (depth === 0) return Type.Union(scalar);
  const inner = JsonInput(depth - 1);
  return Type.Union([
    ...scalar,
    Type.Array(inner, { maxItems: 100 }),
    Type.Record(Type.String(), inner, { propertyNames: Text({ maxLength: 100 }), maxProperties: 100 }),
  ]);
};

/** Keywords that hold for a null too when the type allows it: they apply to one type only. */
const TYPE_BOUND_KEYWORDS = new Set([
  'type',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'description',
]);

/**
 * A schema or null (a response field that may be empty). A string, number, integer or boolean
 * schema becomes one schema of two types (`type: ['string', 'null']`, as OpenAPI 3.1 writes it),
 * which Fastify's serializer writes with a typeof check instead of running a validator per branch
 * as it does for `anyOf` (issue 17: a user's four such fields cost 1.3 µs of every answer that
 * carries one). Any other schema (an object, a literal) is a union with null.
 */
export const Nullable = <T extends Type.TSchema>(schema: T) => {
  const keywords = Object.keys(schema);
  const { type } = schema as { type?: unknown };
  const primitive = ['string', 'number', 'integer', 'boolean'].includes(type as string);
  if (!primitive || !keywords.every((keyword) => TYPE_BOUND_KEYWORDS.has(keyword)))
    return Type.Union([schema, Type.Null()]);
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
};
