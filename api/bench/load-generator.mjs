/**
 * The benchmarks' load generator, in a process of its own (issue 17 "An honest API benchmark"):
 * forked once and kept warm across rounds, so no round pays for starting autocannon and
 * compiling it. Each message `{url, headers, connections, seconds}` runs autocannon for that long
 * and answers `{average, non2xx, errors}` (average in requests/s), or `{error}`.
 */
import autocannon from 'autocannon';

process.on('message', async ({ url, headers, connections, seconds }) => {
  try {
    const result = await autocannon({ url, headers, connections, duration: seconds });
    process.send({ average: result.requests.average, non2xx: result.non2xx, errors: result.errors });
  } catch (error) {
    process.send({ error: String(error) });
  }
});
