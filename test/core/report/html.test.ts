import { describe, expect, it } from 'vitest';
import { htmlReport } from '../../../src/core/report/html.js';
import { HOSTILE, payloadOf, reportData } from './html-fixtures.js';

describe('htmlReport', () => {
  const html = htmlReport(reportData());

  it('escapes untrusted text everywhere: nothing in a question, build or answer is markup', () => {
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>new</b>');
    expect(html).toContain('model-a-&lt;b&gt;new&lt;/b&gt;');
    // The hostile question travels in the item payload, where no character of it is markup.
    expect(html).toContain(
      '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\"double\\" \'single\' \\u0026 \\u0060tick\\u0060 \\u007c pipe \\u0040mention',
    );
    expect(payloadOf(html).questions?.[3]).toBe(HOSTILE);
    expect(html).not.toContain('@mention');
    // Two script elements: the payload (data, never run) and the page's own script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<script type="application\/json" id="items-data">/g)).toHaveLength(1);
    expect(html.match(/<\/script/g)).toHaveLength(2);
  });

  it('allows only its own script and style, by hash, and loads nothing from elsewhere', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+={0,2}'/);
    expect(csp).not.toMatch(/unsafe/);
    expect(html).not.toMatch(/<[^>]*\s(src|href)=/);
    expect(html).not.toMatch(/innerHTML/);
  });

  it('answers the question first and marks a row measured under another protocol', () => {
    expect(html.indexOf('Do not ship')).toBeLessThan(html.indexOf('<table'));
    const rows = html.match(/<tr class="[^"]*"[^>]*>[\s\S]*?<\/tr>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(rows[0]).not.toContain('other protocol');
    expect(rows[1]).toContain('class="other-protocol"');
    expect(rows[1]).toContain('⚠ other protocol');
    expect(rows[1]).toContain('incomparable');
    // Both rows share one slice: its hash is in the header, not in a column of its own.
    expect(rows[0]).not.toContain('<code>0123456789ab</code>');
    expect(html).toContain('Slice <code>0123456789ab</code>');
    expect(html).not.toContain('<th>slice</th>');
  });

  it('draws one polyline per model with a tooltip per run, and a legend', () => {
    const svg =
      /<svg id="trend"[\s\S]*?<\/svg>\n<ul class="legend">[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(8);
    expect(svg).toContain(
      '<title>vendor/model-a · build model-a-&lt;b&gt;new&lt;/b&gt; · score 74.4',
    );
    expect(svg).toContain('vendor/model-b</li>');
  });

  it('carries every item of every run in the payload, with the counts the filters show', () => {
    const payload = payloadOf(html);
    expect(payload.runs.map((r) => [r.model, r.state.length])).toEqual([
      ['vendor/model-a', 40],
      ['vendor/model-b', 40],
    ]);
    const states = payload.runs.map((r) => r.state).join('');
    expect([...states].filter((c) => Number(c) % 3 !== 0)).toHaveLength(5);
    expect([...states].filter((c) => Number(c) >= 6)).toHaveLength(1);
    expect(html).toContain('all (80)');
    expect(html).toContain('flips only (5)');
    expect(html).toContain('errors only (1)');
    // Without JavaScript the page says why the table is empty; nothing else needs the script.
    expect(html).toContain('<noscript><p class="warn">The item table needs JavaScript (80 rows)');
    expect(html).toContain('<tbody></tbody>');
  });

  it('has a table per category and per subject, worst Δ first, and the subject beside each item', () => {
    const section = html.slice(html.indexOf('<h2>By subject</h2>'), html.indexOf('<h2>Trend</h2>'));
    expect(section).toMatchSnapshot();
    const subjects =
      /<table class="groups subjects" data-model="vendor\/model-a">[\s\S]*?<\/table>/.exec(
        section,
      )![0];
    const names = [...subjects.matchAll(/<tr data-group="subject"><td>([a-z_]+)<\/td>/g)].map(
      (match) => match[1],
    );
    expect(names).toEqual(['virology', 'sociology', 'philosophy', 'abstract_algebra']);
    const items = html.slice(html.indexOf('<table id="items">'));
    expect(items).toContain('<th>item</th><th>subject</th><th>repeat</th>');
    const payload = payloadOf(html);
    expect(payload.strings[payload.subjects![3]!]).toBe('virology');
    expect(html).toContain(
      '<option value="">all</option><option value="6">abstract_algebra</option>',
    );
  });

  it('renders the trend chart and the item section shell as reviewed (snapshots)', () => {
    const trend = html.slice(html.indexOf('<h2>Trend</h2>'), html.indexOf('<h2>Items</h2>'));
    expect(trend).toMatchSnapshot();
    const items = html.slice(html.indexOf('<h2>Items</h2>'), html.indexOf('id="items-data">'));
    expect(items).toMatchSnapshot();
  });
});
