import { describe, expect, it } from 'vitest';
import { htmlReport } from '../../../src/core/report/html.js';
import { reportData } from './html-fixtures.js';

describe('htmlReport', () => {
  const html = htmlReport(reportData());

  it('escapes untrusted text everywhere: nothing in a question, build or answer is markup', () => {
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>new</b>');
    expect(html).toContain('model-a-&lt;b&gt;new&lt;/b&gt;');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &quot;double&quot; &#39;single&#39; &amp; &#96;tick&#96; &#124; pipe &#64;mention',
    );
    expect(html).not.toContain('@mention');
    // The only script element is the page's own filter script.
    expect(html.match(/<script/g)).toHaveLength(1);
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

  it('lists every item of every run, marking flips and errors for the filters', () => {
    const items = html.slice(html.indexOf('<table id="items">'));
    expect(items.match(/<tr data-flip/g)).toHaveLength(80);
    expect(items.match(/data-flip="1"/g)).toHaveLength(5);
    expect(items.match(/data-error="1"/g)).toHaveLength(1);
    expect(html).toContain('flips only (5)');
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
    expect(items).toContain('<td><code>q3</code></td><td>virology</td>');
  });
});
