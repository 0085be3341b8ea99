import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReport } from '../../src/core/report/html.js';
import { tempDir } from '../helpers.js';
import { CHROMIUM, HAS_CHROMIUM } from '../shared-data.js';
import { HOSTILE, reportData } from '../core/report/html-fixtures.js';

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

    const rows = page.locator('#items tbody tr');
    expect(await rows.count()).toBe(80);
    expect(await page.locator('#items tbody tr:visible').count()).toBe(80);
    // The hostile question shows as text, exactly as written.
    expect(await page.locator('#items').innerText()).toContain(HOSTILE);

    await page.getByRole('button', { name: /flips only/ }).click();
    const visible = page.locator('#items tbody tr:visible');
    expect(await visible.count()).toBe(5);
    for (const text of await visible.allInnerTexts())
      expect(text).toMatch(/right → wrong|wrong → right/);
    expect(await page.locator('#shown').innerText()).toBe('5 shown');

    await page.getByRole('button', { name: /errors only/ }).click();
    expect(await visible.count()).toBe(1);
    expect(await visible.innerText()).toContain('HTTP 503');

    await page.getByRole('button', { name: /^all/ }).click();
    expect(await visible.count()).toBe(80);

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
});
