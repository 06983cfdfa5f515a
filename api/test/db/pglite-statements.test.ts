import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { withNamedStatements } from '../../src/db/pglite-statements.js';
import { APP_HOOK_TIMEOUT } from '../helpers/app.js';

const people = pgTable('people', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  age: integer('age'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

const PEOPLE = `create table people (
  id serial primary key, name text not null unique, age integer, created_at timestamptz not null default now())`;

/** Issue 17: drizzle's queries on the embedded PGlite run as named prepared statements. */
describe('withNamedStatements', () => {
  let pglite: PGlite;

  beforeAll(async () => {
    pglite = await PGlite.create();
  }, APP_HOOK_TIMEOUT);
  afterAll(() => pglite.close());
  beforeEach(async () => {
    await pglite.exec(`deallocate all; drop table if exists people; ${PEOPLE}`);
  });

  /** The texts the backend holds as named statements of ours. */
  const prepared = async () =>
    (
      await pglite.query<{ statement: string }>(
        "select statement from pg_prepared_statements where name like 'lifeguard\\_%' order by prepare_time",
      )
    ).rows.map((row) => row.statement);

  it('answers drizzle as PGlite does, and parses each text once', async () => {
    const db = drizzle({ client: withNamedStatements(pglite) });
    const plain = drizzle({ client: pglite });
    await db.insert(people).values([
      { name: 'Ada', age: 36 },
      { name: 'Alan', age: null },
    ]);
    const byName = db
      .select()
      .from(people)
      .where(eq(people.name, sql.placeholder('name')))
      .prepare('person_by_name');
    const ada = await byName.execute({ name: 'Ada' });
    expect(ada).toEqual(await plain.select().from(people).where(eq(people.name, 'Ada')));
    expect(ada).toEqual([{ id: 1, name: 'Ada', age: 36, createdAt: expect.stringMatching(/^\d{4}-/) }]);
    expect(await byName.execute({ name: 'Alan' })).toMatchObject([{ name: 'Alan', age: null }]);
    expect(await byName.execute({ name: 'Grace' })).toEqual([]);
    // Object rows (drizzle's raw execute) and affected-row counts, as from PGlite.
    expect((await db.execute(sql`select name from people where age > ${30}`)).rows).toEqual([
      { name: 'Ada' },
    ]);
    expect((await db.update(people).set({ age: 37 }).where(eq(people.name, 'Ada'))).affectedRows).toBe(1);

    const texts = await prepared();
    expect(texts.filter((text) => text.includes('where "people"."name" = $1'))).toHaveLength(1);
    expect(texts.every((text) => /^(select|insert|update)/.test(text))).toBe(true);
  });

  it('leaves DDL and queries inside transactions to PGlite', async () => {
    const db = drizzle({ client: withNamedStatements(pglite) });
    await db.execute(sql`create index people_age on people (age)`);
    await db.transaction(async (tx) => {
      await tx.insert(people).values({ name: 'Ada' });
    });
    expect(await db.select({ name: people.name }).from(people)).toEqual([{ name: 'Ada' }]);
    expect(await prepared()).toEqual([expect.stringMatching(/^select "name" from "people"/)]);
  });

  it('never runs inside another caller’s transaction', async () => {
    const db = drizzle({ client: withNamedStatements(pglite) });
    let seen: Promise<unknown[]> | undefined;
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query("insert into people (name) values ('Uncommitted')");
        seen = db.select().from(people).execute();
        await tx.query('select pg_sleep(0)');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await seen).toEqual([]);
  });

  it('prepares again a statement the backend dropped or whose result type changed', async () => {
    const db = drizzle({ client: withNamedStatements(pglite) });
    await db.insert(people).values({ name: 'Ada', age: 36 });
    const read = () => db.execute(sql`select * from people where name = ${'Ada'}`);
    await read();
    await pglite.exec('deallocate all');
    expect((await read()).rows).toMatchObject([{ name: 'Ada', age: 36 }]);
    await pglite.exec('alter table people alter column age type text');
    expect((await read()).rows).toMatchObject([{ name: 'Ada', age: '36' }]);
    // The stale statement was closed, not left behind.
    expect((await prepared()).filter((text) => text.startsWith('select * from people'))).toHaveLength(1);
  });

  it('keeps at most maxStatements, closing the least recently used', async () => {
    const db = drizzle({ client: withNamedStatements(pglite, { maxStatements: 2 }) });
    const count = (age: number) => db.execute(sql.raw(`select count(*) from people where age > ${age}`));
    await count(1);
    await count(2);
    await count(1);
    await count(3);
    expect(await prepared()).toEqual([
      'select count(*) from people where age > 1',
      'select count(*) from people where age > 3',
    ]);
  });

  it('names apart the statements of two clients on one PGlite', async () => {
    const [one, two] = [withNamedStatements(pglite), withNamedStatements(pglite)];
    expect((await one.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect((await two.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect((await one.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toEqual(['select 1 as n', 'select 2 as n']);
  });

  it('throws PostgreSQL’s error with its SQLSTATE, and the next query runs', async () => {
    const client = withNamedStatements(pglite);
    await client.query("insert into people (name) values ('Ada')");
    await expect(client.query("insert into people (name) values ('Ada')")).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query('select from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select 1 / $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
    expect((await client.query('select count(*)::int as n from people')).rows).toEqual([{ n: 1 }]);
  });
});
