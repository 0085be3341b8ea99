import type { ReportData } from './types.js';
import { esc, sha256 } from './html/escape.js';
import { groupTables } from './html/groups.js';
import { itemSection } from './html/items.js';
import { SCRIPT } from './html/script.js';
import { STYLE } from './html/style.js';
import { barTable, headline, modelTable, protocolCard, reasons } from './html/summary.js';
import { trendChart } from './html/trend.js';

/**
 * The gate's report as one self-contained HTML page (report artifact, `gate --html`): the verdict
 * and the cross-model table first, then the trend chart and every item. Nothing is loaded from
 * elsewhere, and a Content-Security-Policy allows only this page's own style and script (by
 * hash), so hostile text in a dataset can neither run nor phone home. The summaries and the chart
 * are static HTML; the item table is drawn by the script from a JSON payload, only the rows in
 * view, so a page of tens of thousands of items stays small and fast. Pure: data in, text out.
 */
export function htmlReport(data: ReportData): string {
  const body = [
    headline(data),
    barTable(data),
    modelTable(data),
    reasons(data),
    groupTables(data),
    protocolCard(data),
    trendChart(data),
    itemSection(data),
  ].join('\n');
  const csp = [
    "default-src 'none'",
    `style-src '${sha256(STYLE)}'`,
    `script-src '${sha256(SCRIPT)}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>evalgate ${esc(data.suite)}: ${esc(data.verdict)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
