import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReport } from '../../src/core/report/html.js';
import { textWidth, TICK_FONT } from '../../src/core/report/html/trend.js';
import { tempDir } from '../helpers.js';
import { CHROMIUM, HAS_CHROMIUM } from '../shared-data.js';
import { HOSTILE, reportData } from '../core/report/html-fixtures.js';
import { LARGE, largeReport } from './large-report.js';

/** Model and item id of each row the table holds, in order (the spacer rows left out). */
function renderedRows(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#items tbody tr:not(.pad)')].map((tr) =>
      [...(tr as HTMLTableRowElement).cells].slice(0, 2).map((td) => td.textContent ?? ''),
    ),
  );
}

/** Pairs of x labels of the trend chart whose drawn boxes (getBBox) overlap. */
function overlappingLabels(page: Page): Promise<string[][]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<SVGTextElement>('#trend text.tick.x')].map((t) => {
      const b = t.getBBox();
      return { text: t.textContent ?? '', left: b.x, right: b.x + b.width };
    });
    boxes.sort((a, b) => a.left - b.left);
    return boxes
      .slice(1)
      .flatMap((b, i) => (b.left < boxes[i]!.right ? [[boxes[i]!.text, b.text]] : []));
  });
}

// The system Chromium (Debian package, installed by .ci/run); playwright-core never downloads one.
describe.skipIf(!HAS_CHROMIUM)('the HTML report in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the verdict, chart and items, filters flips, and runs no hostile script', async () => {
    const dir = await tempDir('evalgate-html-');
    const file = path.join(dir, 'report.html');
    await writeFile(file, htmlReport(reportData()));
    const url = pathToFileURL(file).href;

    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    const dialogs: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => pageErrors.push(e.message));
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (r.url() !== url) requests.push(r.url());
    });
    await page.goto(url, { waitUntil: 'load' });

    await expect(page.locator('header h1').innerText()).resolves.toContain('Do not ship');
    expect(await page.locator('#models tbody tr').count()).toBe(2);
    const marked = page.locator('#models tbody tr.other-protocol');
    expect(await marked.count()).toBe(1);
    expect(await marked.innerText()).toContain('vendor/model-b');
    expect(await marked.innerText()).toContain('other protocol');
    expect(await page.locator('#models tbody tr').first().innerText()).toContain(
      'model-a-<b>new</b>',
    );

    // The protocol card: one per run, the serving side stated (none declared here).
    expect(await page.locator('#protocol h3').allInnerTexts()).toEqual([
      'vendor/model-a',
      'vendor/model-b',
    ]);
    expect(await page.locator('#protocol dl').first().innerText()).toContain(
      'not reported by the provider',
    );

    expect(await page.locator('#trend polyline').count()).toBe(2);
    expect(await page.locator('#trend circle').count()).toBe(8);
    expect(await page.locator('#trend').isVisible()).toBe(true);
    const box = await page.locator('#trend').boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect((await page.locator('.legend li').allInnerTexts()).map((t) => t.trim())).toEqual([
      'vendor/model-a',
      'vendor/model-b',
    ]);

    // Per subject, worst Δ first; a click on a column head sorts by it, a second reverses it.
    const subjects = page.locator('table.subjects[data-model="vendor/model-a"]');
    expect(await subjects.isVisible()).toBe(true);
    const firstCells = () => subjects.locator('tbody tr td:first-child').allInnerTexts();
    expect(await firstCells()).toEqual(['virology', 'sociology', 'philosophy', 'abstract_algebra']);
    expect(
      await page.locator('table.categories[data-model="vendor/model-a"] tbody tr').allInnerTexts(),
    ).toHaveLength(4);
    const deltaHead = subjects.locator('th', { hasText: /^Δ$/ });
    await deltaHead.click();
    expect(await firstCells()).toEqual(['virology', 'sociology', 'philosophy', 'abstract_algebra']);
    await deltaHead.click();
    expect(await firstCells()).toEqual(['abstract_algebra', 'philosophy', 'sociology', 'virology']);
    expect(await deltaHead.getAttribute('aria-sort')).toBe('descending');
    await subjects.locator('th', { hasText: /^subject$/ }).click();
    expect(await firstCells()).toEqual(['abstract_algebra', 'philosophy', 'sociology', 'virology']);

    // The table holds the rows in view (all 80 fit in a tall enough window), drawn from the payload.
    expect(await page.locator('#shown').innerText()).toBe('80 shown');
    const rendered = await renderedRows(page);
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered[0]).toEqual(['vendor/model-a', 'q0']);
    // The hostile question shows as text, exactly as written.
    expect(await page.locator('#items').innerText()).toContain(HOSTILE);
    expect(await page.locator('#items td[title]').first().getAttribute('title')).toBeTruthy();

    const visible = page.locator('#items tbody tr:not(.pad)');
    await page.getByRole('button', { name: /flips only/ }).click();
    expect(await visible.count()).toBe(5);
    for (const text of await visible.allInnerTexts())
      expect(text).toMatch(/right → wrong|wrong → right/);
    expect(await page.locator('#shown').innerText()).toBe('5 shown');

    await page.getByRole('button', { name: /errors only/ }).click();
    expect(await visible.count()).toBe(1);
    expect(await visible.innerText()).toContain('HTTP 503');

    await page.getByRole('button', { name: /^all/ }).click();
    await page.locator('select[data-filter="subject"]').selectOption({ label: 'virology' });
    expect(await page.locator('#shown').innerText()).toBe('20 shown');
    expect((await renderedRows(page)).map((r) => r[1])).toEqual(
      ['vendor/model-a', 'vendor/model-b'].flatMap(() =>
        Array.from({ length: 10 }, (_, k) => `q${3 + 4 * k}`),
      ),
    );
    await page.locator('select[data-filter="model"]').selectOption({ label: 'vendor/model-b' });
    expect(await page.locator('#shown').innerText()).toBe('10 shown');
    expect((await renderedRows(page)).every((r) => r[0] === 'vendor/model-b')).toBe(true);
    await page.locator('select[data-filter="model"]').selectOption({ label: 'all' });
    await page.locator('select[data-filter="subject"]').selectOption({ label: 'all' });
    expect(await page.locator('#shown').innerText()).toBe('80 shown');

    const shot = path.join(dir, 'report.png');
    await page.screenshot({ path: shot, fullPage: true });
    const png = await stat(shot);
    expect(png.size).toBeGreaterThan(1000);

    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });

  it('keeps a 14,080-item, 3-model report small: rows drawn as they scroll into view, filters over the data', async () => {
    const data = largeReport();
    const dir = await tempDir('evalgate-html-large-');
    const file = path.join(dir, 'report.html');
    await writeFile(file, htmlReport(data));
    const size = (await stat(file)).size;
    expect(size).toBeLessThan(3 * 1024 * 1024);

    // What the table should show, from the data: every row of every run, in run order.
    const all = data.runs.flatMap((run, i) => {
      const flips = new Set([...data.models[i]!.flips.regressed, ...data.models[i]!.flips.fixed]);
      return run.items.map((item) => ({
        model: run.model.id,
        id: String(item.id),
        flip: flips.has(item.id),
        subject: item.subject,
      }));
    });
    expect(all).toHaveLength(LARGE.items * LARGE.models.length);
    const flips = all.filter((r) => r.flip);
    const virology = all.filter((r) => r.subject === 'virology');
    expect(flips.length).toBeGreaterThan(100);
    const firstRows = (rows: typeof all, n: number) => rows.slice(0, n).map((r) => [r.model, r.id]);

    const page = await browser.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('request', (r) => {
      if (r.url() !== pathToFileURL(file).href) requests.push(r.url());
    });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    const shown = page.locator('#shown');
    expect(await shown.innerText()).toBe(`${all.length} shown`);
    const held = () => page.locator('#items tbody tr:not(.pad)').count();
    expect(await held()).toBeGreaterThan(10);
    expect(await held()).toBeLessThan(300);
    expect((await renderedRows(page)).slice(0, 5)).toEqual(firstRows(all, 5));

    // Scrolled to the bottom, the table holds the last item, and still only a window of rows.
    const last = all.at(-1)!;
    await page.locator('#items-view').evaluate((view) => {
      view.scrollTop = view.scrollHeight;
    });
    await page.waitForFunction(
      ([model, id]) => {
        const rows = document.querySelectorAll('#items tbody tr:not(.pad)');
        const row = rows[rows.length - 1] as HTMLTableRowElement | undefined;
        return row?.cells[0]?.textContent === model && row?.cells[1]?.textContent === id;
      },
      [last.model, last.id],
    );
    expect(await held()).toBeLessThan(300);
    const bottom = await page.locator('#items-view').evaluate((view) => {
      const rows = view.querySelectorAll('tbody tr:not(.pad)');
      const box = rows[rows.length - 1]!.getBoundingClientRect();
      const frame = view.getBoundingClientRect();
      return box.bottom <= frame.bottom + 1 && box.top >= frame.top;
    });
    expect(bottom).toBe(true);

    // Flips only: exactly the flipped rows, from the top.
    await page.getByRole('button', { name: /flips only/ }).click();
    expect(await shown.innerText()).toBe(`${flips.length} shown`);
    expect((await renderedRows(page)).slice(0, 20)).toEqual(firstRows(flips, 20));
    expect(await held()).toBeLessThan(300);

    // One subject, over all models; then cleared.
    await page.getByRole('button', { name: /^all/ }).click();
    await page.locator('select[data-filter="subject"]').selectOption({ label: 'virology' });
    expect(await shown.innerText()).toBe(`${virology.length} shown`);
    expect((await renderedRows(page)).slice(0, 20)).toEqual(firstRows(virology, 20));
    await page.locator('select[data-filter="subject"]').selectOption({ label: 'all' });
    expect(await shown.innerText()).toBe(`${all.length} shown`);
    expect((await renderedRows(page)).slice(0, 5)).toEqual(firstRows(all, 5));

    // The trend: every point names its build, and no two x labels overlap as drawn.
    const points = await page
      .locator('#trend circle')
      .evaluateAll((circles) =>
        circles.map((c) => [
          c.getAttribute('data-build') ?? '',
          c.querySelector('title')?.textContent ?? '',
        ]),
      );
    expect(points.length).toBe(24 * 3 - 3 + 3);
    for (const [build, title] of points) {
      expect(build).not.toBe('');
      expect(title).toContain(`· build ${build} ·`);
    }
    expect(await page.locator('#trend text.tick.x').count()).toBeGreaterThan(3);
    expect(await overlappingLabels(page)).toEqual([]);
    // The layout's width estimate is an upper bound of the drawn width in this browser's font.
    const drawn = await page
      .locator('#trend text.tick.x')
      .evaluateAll((labels) =>
        labels.map((t) => [t.textContent ?? '', (t as SVGTextElement).getBBox().width] as const),
      );
    for (const [text, width] of drawn)
      expect(width).toBeLessThanOrEqual(textWidth(text, TICK_FONT));

    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });
});
