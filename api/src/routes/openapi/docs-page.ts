import type { OpenApiDocument, Operation } from './document.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `**code**`-free Markdown is all the summaries use: only backticks become <code>. */
const inline = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escape(p.name)}</code> in ${p.in}${p.required ? ' (required)' : ''}</li>`)
    .join('');
  const body = op.requestBody?.content['application/json'].schema;
  const statuses = Object.keys(op.responses).join(', ');
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>/api${escape(path)}</code>${
    op.security ? ' <span class="public">public</span>' : ''
  }</h3>
<p>${inline(op.summary)}</p>
${params ? `<p>Parameters:</p><ul>${params}</ul>` : ''}
${body ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(body, null, 2))}</pre></details>` : ''}
<p class="statuses">Responses: ${statuses}</p>
</section>`;
}

// Inline styles only: the page's CSP allows 'unsafe-inline' styles but no scripts from anywhere else.
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 2rem;color:#1d2433}
h1{margin-bottom:0}nav ul{columns:2}code,pre{font-family:ui-monospace,monospace}
pre{background:#f4f6fa;padding:.75rem;overflow:auto;border-radius:6px;font-size:13px}
.op{border-top:1px solid #dde2ea;padding:.5rem 0}.op h3{font-size:1rem;margin:.5rem 0}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:1px 6px}
.get{background:#2f7d32}.post{background:#1565c0}.put{background:#8e5a00}.patch{background:#6a3fa0}.delete{background:#b3261e}
.public{font-size:.75rem;border:1px solid #2f7d32;color:#2f7d32;border-radius:4px;padding:0 4px}
.statuses{color:#5b6475;font-size:.85rem}`;

/** A self-contained HTML reference of `document`: tags, then each tag's routes. No scripts, no CDN. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(document.tags.map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      byTag.get(op.tags[0]!)?.push(operationHtml(method, path, op));
    }
  }
  const sections = [...byTag]
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>\n${ops.join('\n')}`)
    .join('\n');
  const nav = [...byTag.keys()].map((t) => `<li><a href="#tag-${escape(t)}">${escape(t)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)} reference</title><style>${STYLE}</style></head>
<body><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${inline(document.info.description)}</p>
<p>Signed-in routes need <code>Authorization: Bearer &lt;accessToken&gt;</code>. Machine-readable:
<a href="/api/openapi.json">openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<nav><ul>${nav}</ul></nav>
${sections}
</body></html>`;
}
