import type { ReportData } from './types.js';
import { esc } from './html/escape.js';
import { selfContainedPage } from './html/page.js';
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
  return selfContainedPage({
    title: `evalgate ${esc(data.suite)}: ${esc(data.verdict)}`,
    style: STYLE,
    script: SCRIPT,
    body,
  });
}
