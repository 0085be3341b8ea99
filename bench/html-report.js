// HTML report benchmark: the page of a 14,080-item, 3-model gate (test/e2e/large-report.ts: the
// 57 MMLU subjects, flips both ways, a few errors, MMLU-length questions, 72 history points with
// same-day runs), rendered by src/core/report/html.ts, loaded in the system Chromium (headless,
// playwright-core, a fresh browser context per run, so nothing is cached). Prints the file size,
// the load time (navigation start to the load event, and to the first frame after it, by which
// the script has drawn the table) and one filter click ("flips only", from the click to the
// first frame after it, measured in the page with performance.now), as median (min, max).
// Usage: node bench/html-report.js [runs] (default 5; TypeScript sources loaded through tsx, so
// no bundle is needed). EVALGATE_CHROMIUM names another Chromium binary.
/* global window, document, requestAnimationFrame */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { htmlReport } = await import(pathToFileURL(path.join(root, 'src/core/report/html.ts')).href);
const { largeReport } = await import(
  pathToFileURL(path.join(root, 'test/e2e/large-report.ts')).href
);
const runs = Number(process.argv[2] ?? 5);
const load = loadavg();

const data = largeReport();
const items = data.runs.reduce((n, run) => n + run.items.length, 0);
const start = performance.now();
const html = htmlReport(data);
const renderMs = performance.now() - start;
const dir = await mkdtemp(path.join(tmpdir(), 'evalgate-bench-html-'));
const file = path.join(dir, 'report.html');
await writeFile(file, html);
const size = (await stat(file)).size;
const url = pathToFileURL(file).href;

const browser = await chromium.launch({
  executablePath: process.env.EVALGATE_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
});
const version = browser.version();
const loads = [];
const frames = [];
const clicks = [];
let rows = 0;
let shown = '';
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Runs before the page's own script (through the debugging protocol, outside the page's CSP).
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        requestAnimationFrame(() => {
          window.benchFirstFrame = performance.now();
        });
      });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.benchFirstFrame !== undefined);
    const timing = await page.evaluate(() => ({
      load: performance.getEntriesByType('navigation')[0].loadEventEnd,
      frame: window.benchFirstFrame,
      rows: document.querySelectorAll('#items tbody tr:not(.pad)').length,
    }));
    loads.push(timing.load);
    frames.push(timing.frame);
    rows = timing.rows;
    clicks.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const button = document.querySelector('button[data-filter="flips"]');
            const t0 = performance.now();
            button.click();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          }),
      ),
    );
    shown = await page.locator('#shown').innerText();
    await context.close();
  }
} finally {
  await browser.close();
  await rm(dir, { recursive: true, force: true });
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v) => v.toFixed(0);
  return `median ${f(sorted[Math.floor(sorted.length / 2)])} ms (min ${f(sorted[0])}, max ${f(sorted.at(-1))})`;
};
const loads3 = (l) => l.map((v) => v.toFixed(2)).join(' ');
console.log(
  `machine   ${cpus().length} x ${cpus()[0].model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${version}`,
);
console.log(
  `load avg  ${loads3(load)} at the start, ${loads3(loadavg())} at the end (1, 5, 15 min)`,
);
console.log(
  `report    ${items} rows (${data.runs.length} models x ${data.runs[0].items.length} items), ${data.history.length} history points; htmlReport ${renderMs.toFixed(0)} ms`,
);
console.log(`file      ${(size / 2 ** 20).toFixed(2)} MiB (${size} bytes)`);
console.log(
  `load      to the load event ${stats(loads)}; to the first frame after it ${stats(frames)}, over ${runs} runs; ${rows} rows in the DOM`,
);
console.log(
  `filter    "flips only" click to the next frame ${stats(clicks)}, over ${runs} runs (${shown})`,
);
