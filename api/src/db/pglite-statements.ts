import {
  parse,
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded PGlite (issue 17: "prepared statements").
 *
 * drizzle's pglite driver ignores `.prepare(name)`, and PGlite's `query()` sends every call as
 * the unnamed statement: Parse, Describe, Bind, Describe, Execute and Sync, six calls into the
 * WASM backend, with the text parsed and planned each time. The client made here gives drizzle
 * a `query` that parses each distinct DML text once, as a named statement, keeps its parameter
 * types and row description, and from then on runs it with one Bind/Execute/Sync exchange.
 * PostgreSQL keeps the plan, as for a named statement from any driver on a server.
 *
 * Which statements are named:
 * - only top-level SELECT, INSERT, UPDATE, DELETE and WITH statements;
 * - not DDL, migrations or savepoints, and not queries inside a PGlite transaction: these take
 *   PGlite's own path.
 *
 * The named path holds the same two mutexes as `query()`, so it never runs inside another
 * caller's transaction. At most `maxStatements` texts stay prepared; the least recently used is
 * closed first. A statement the backend no longer knows is prepared again and the call retried
 * once, before anything ran. That happens when a tool on the shared PGlite socket runs DEALLOCATE,
 * or when a migration changes the type of a row the statement returns. Errors are PostgreSQL's
 * `DatabaseError`, with its SQLSTATE `code`, as from `query()`.
 */
export function withNamedStatements(pglite: PGlite, { maxStatements = 200 } = {}): PGlite {
  const statements = new Map<string, Statement>();

  const exchange = (...messages: Uint8Array[]) =>
    pglite.execProtocolStream(concat(messages), { syncToFs: false });

  /**
   * Parses `text` as a new named statement. Closes `replacing` (its stale statement) if given,
   * and the least recently used statement when full.
   */
  async function prepare(text: string, replacing?: Statement): Promise<Statement> {
    const closing = replacing ? [serialize.close({ type: 'S', name: replacing.name })] : [];
    if (statements.size >= maxStatements) {
      const [oldest, evicted] = statements.entries().next().value!;
      statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: evicted.name }));
    }
    const name = `lifeguard_${++named}`;
    const messages = await exchange(
      ...closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      SYNC,
    );
    const statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function execute<T>(statement: Statement, params: unknown[], options?: QueryOptions) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[statement.parameterTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await exchange(serialize.bind({ statement: statement.name, values }), EXECUTE_SYNC);
    await pglite.syncToFs();
    const answer = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(answer, pglite.parsers, options)[0] as Results<T>;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    try {
      return await execute<T>(statement, params, options);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      statements.delete(text);
      return execute<T>(await prepare(text, statement), params, options);
    }
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!NAMED.test(text)) return pglite.query<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() => pglite.runExclusive(() => run<T>(text, params, options)));
  }

  return new Proxy(pglite, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Statement = {
  name: string;
  /** Type OIDs of $1, $2, ... as the backend inferred them. */
  parameterTypes: number[];
  /** The statement's RowDescription; none for a statement that returns no rows. */
  rowDescription: messages.BackendMessage | undefined;
};

const { serialize } = protocol;
/** Statements named so far in this process: names stay unique when two clients share a PGlite. */
let named = 0;
const SYNC = serialize.sync();
const EXECUTE_SYNC = concat([serialize.execute({}), SYNC]);

/** Statements worth naming: the ones an app repeats. */
const NAMED = /^\s*(?:select|insert|update|delete|with)\b/i;

/**
 * SQLSTATEs of a Bind that found the statement gone (26000, invalid_sql_statement_name) or its
 * cached plan's result type changed (0A000, "cached plan must not change result type").
 */
const STALE_STATEMENT = new Set(['26000', '0A000']);

/** The protocol messages `parts` as one buffer: one call into the backend for all of them. */
function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
