import { sha256 } from './escape.js';

/**
 * A self-contained HTML page: nothing is loaded from elsewhere, and a Content-Security-Policy
 * allows only this page's own style and script (by hash), so hostile text in a dataset can
 * neither run nor phone home. `title` and `body` are HTML the caller has escaped.
 */
export function selfContainedPage(page: {
  title: string;
  style: string;
  script?: string;
  body: string;
}): string {
  const csp = [
    "default-src 'none'",
    `style-src '${sha256(page.style)}'`,
    ...(page.script === undefined ? [] : [`script-src '${sha256(page.script)}'`]),
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
<title>${page.title}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
${page.script === undefined ? '' : `<script>${page.script}</script>\n`}</body>
</html>
`;
}
