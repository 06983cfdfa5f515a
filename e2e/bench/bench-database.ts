/**
 * The database the benchmark's product runs on: the embedded PGlite of its DATA_DIR (the default,
 * as `npm start`), or, when BENCH_DATABASE_URL names a PostgreSQL server (e.g.
 * `postgresql://postgres@127.0.0.1:5432/test`), a fresh database `bench_ssr_<pid>_<random>` (api/src/db/scratch.ts) made there for
 * the run and dropped after it (others' databases on that server are left alone). The bench's
 * DATABASE_URL is never passed on (support/product.ts), LIFEGUARD_E2E_DATABASE_URL is.
 */
import { createScratchDatabase } from '../../api/src/db/scratch';

/** The database chosen for a run. */
export type BenchDatabase = {
  /** What the printed figures say they come from. */
  label: string;
  /** Drops the database made for the run (nothing for PGlite). */
  drop: () => Promise<void>;
};

/**
 * The run's database (see the file's comment). For PostgreSQL it sets
 * LIFEGUARD_E2E_DATABASE_URL, which support/product.ts gives the server and `createuser` as
 * DATABASE_URL; call it before startProduct.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    const given = process.env.LIFEGUARD_E2E_DATABASE_URL;
    const label = given ? `PostgreSQL ${new URL(given).host}${new URL(given).pathname}` : 'embedded PGlite';
    return { label, drop: async () => undefined };
  }
  const scratch = await createScratchDatabase(baseUrl, 'bench_ssr');
  process.env.LIFEGUARD_E2E_DATABASE_URL = scratch.url;
  return {
    label: `PostgreSQL ${new URL(scratch.url).host}/${scratch.name} (fresh, from BENCH_DATABASE_URL)`,
    drop: scratch.drop,
  };
}
