/**
 * A second process using the response cache, for the compaction race test:
 *   node --import tsx cache-writer.ts <dir> <prefix> <count> <delay ms>
 * opens the cache in <dir> (compacting it when it has many segments), then puts <count> entries
 * `<prefix><i>`, one every <delay ms>, and closes it. Prints "open" once the cache is open.
 */
import { openCache } from '../../src/engine/cache.js';

const [dir, prefix, count, delay] = process.argv.slice(2);
const cache = await openCache(dir!);
process.stdout.write('open\n');
for (let i = 0; i < Number(count); i++) {
  cache.put(`${prefix}${i}`, {
    text: `${prefix}${i}`,
    model: 'm',
    systemFingerprint: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  });
  await new Promise((resolve) => setTimeout(resolve, Number(delay)));
}
await cache.close();
