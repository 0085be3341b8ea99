/** The page's only style sheet (allowed by its hash in the page's Content-Security-Policy). */
export const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 16px; color: #1b1f24; }
h1 { font-size: 24px; margin: 0 0 6px; }
h2 { font-size: 18px; margin: 24px 0 8px; }
code { font: 12px ui-monospace, monospace; }
.verdict { border-radius: 8px; padding: 14px 18px; border: 2px solid; }
.verdict.good { background: #e9f7ee; border-color: #2da44e; }
.verdict.bad { background: #fdecea; border-color: #cf222e; }
.verdict.neutral { background: #eef3fb; border-color: #54aeff; }
.verdict p { margin: 4px 0; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; position: sticky; top: 0; }
td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
td.id { white-space: nowrap; overflow-wrap: normal; word-break: normal; }
tr.other-protocol td { background: #fff8c5; }
tr.other-protocol td:first-child { border-left: 4px solid #bf8700; }
.badge { font-size: 11px; padding: 1px 6px; border-radius: 10px; white-space: nowrap; }
.badge.warn, p.warn { color: #7d4e00; }
.badge.warn { background: #fff1b3; border: 1px solid #bf8700; }
.v-regressed, .v-errored, .o-wrong, .o-error { color: #cf222e; font-weight: 600; }
.v-pass, .o-correct { color: #1a7f37; }
.v-incomparable, .v-within-noise { color: #9a6700; font-weight: 600; }
.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
#trend { max-width: 100%; height: auto; }
#trend .grid { stroke: #eaeef2; }
#trend .axis { stroke: #57606a; }
#trend .tick, #trend .label { font-size: 11px; fill: #57606a; }
.filters { margin: 8px 0; display: flex; gap: 8px; align-items: center; }
.filters button { font: inherit; padding: 3px 10px; border: 1px solid #d0d7de; border-radius: 6px; background: #f6f8fa; cursor: pointer; }
.filters button[aria-pressed="true"] { background: #0969da; border-color: #0969da; color: #fff; }
#items-view { max-height: 70vh; overflow: auto; border: 1px solid #d0d7de; border-radius: 6px; }
#items { table-layout: fixed; }
#items td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; height: 18px; line-height: 18px; }
#items td:last-child { color: #57606a; }
#items tr.pad td { padding: 0; border: 0; height: auto; }
#items .c-model { width: 12%; }
#items .c-item, #items .c-outcome, #items .c-extracted { width: 7%; }
#items .c-subject { width: 12%; }
#items .c-repeat { width: 5%; }
#items .c-flip { width: 10%; }
#items .c-reason { width: 18%; }
.filters select { font: inherit; }
h3 { font-size: 15px; margin: 16px 0 6px; }
table.groups { margin-bottom: 12px; }
table.groups th { cursor: pointer; }
table.groups th[data-numeric] { text-align: right; }
table.groups th[aria-sort="ascending"]::after { content: " ▲"; }
table.groups th[aria-sort="descending"]::after { content: " ▼"; }
`;
