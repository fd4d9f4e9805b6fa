import type { JsonSchema, OpenApiDocument } from './document';

/**
 * The API reference as one self-contained HTML page rendered from the OpenAPI document: no CDN,
 * no framework. Grouped by tag with a navigation list, an anchor per operation and per schema,
 * native <details> for long schemas, and a small optional filter (the page works without script).
 */

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const code = (text: unknown) => `<code>${escape(text)}</code>`;
/** Backticks in descriptions become <code>; everything else is escaped. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
/** A text field of the document (a string there; anything else is shown as its JSON, absence as nothing). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

const MAX_DEPTH = 6;

/** Component schemas by name, for expanding `$ref`s in place (set per render). */
let components: Record<string, JsonSchema> = {};
const refName = (schema: JsonSchema) => (typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined);
/** The schema a `$ref` points to, or the schema itself. */
const resolve = (schema: JsonSchema): JsonSchema => {
  const name = refName(schema);
  return name && components[name] ? components[name] : schema;
};

function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#schema-${slug(name)}">${escape(name)}</a>`;
  }
  if ('const' in schema) return code(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => code(JSON.stringify(v))).join(' | ');
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) return (list as JsonSchema[]).map(typeLabel).join(key === 'allOf' ? ' &amp; ' : ' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : 'any';
  if (type === 'array' && schema.items && typeof schema.items === 'object') return `${typeLabel(schema.items as JsonSchema)}[]`;
  if (type === 'string' && typeof schema.format === 'string') return `string (${escape(schema.format)})`;
  return escape(type);
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
    ['default', 'default'],
  ] as const) {
    // zod's int() bounds are the safe-integer range: noise, not a rule anyone wrote.
    if (typeof schema[key] === 'number' && Math.abs(schema[key]) === Number.MAX_SAFE_INTEGER) continue;
    if (schema[key] !== undefined) parts.push(`${label} ${code(typeof schema[key] === 'string' ? schema[key] : JSON.stringify(schema[key]))}`);
  }
  return parts.join(', ');
}

/** A schema as a nested list of its fields (objects), or its type. */
function renderSchema(given: JsonSchema, depth = 0): string {
  // A named schema is shown in place (its name links to the Schemas section), a few levels deep.
  const name = refName(given);
  const schema = depth < MAX_DEPTH ? resolve(given) : given;
  if (name && schema !== given) {
    const inner = renderSchema(schema, depth + 1);
    return depth === 0 ? `<p class="notes">Schema <a href="#schema-${slug(name)}">${escape(name)}</a></p>${inner}` : inner;
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const items = schema.type === 'array' && schema.items && typeof schema.items === 'object' ? (schema.items as JsonSchema) : undefined;
  const head = `<span class="type">${typeLabel(schema)}</span>${schema.description ? ` — ${prose(textOf(schema.description))}` : ''}`;
  if (items && resolve(items).properties && depth < MAX_DEPTH) return `<p>${head}</p>${renderSchema(items, depth + 1)}`;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants && depth < MAX_DEPTH && variants.some((v) => v.properties)) {
    return `<p>One of:</p><ol class="variants">${variants.map((v) => `<li>${renderSchema(v, depth + 1)}</li>`).join('')}</ol>`;
  }
  if (!properties || depth >= MAX_DEPTH) {
    const extra =
      schema.additionalProperties && typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties).length
        ? ` of ${typeLabel(schema.additionalProperties as JsonSchema)}`
        : '';
    return `<p>${head}${extra}</p>`;
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(([name, property]) => {
    const target = resolve(property);
    const items = target.items && typeof target.items === 'object' ? resolve(target.items as JsonSchema) : undefined;
    // The field's line already says its type; nest only its fields (or its items' fields).
    const nested = depth + 1 >= MAX_DEPTH ? '' : target.properties ? renderSchema(target, depth + 1) : items?.properties ? renderSchema(items, depth + 1) : '';
    const notes = constraints(property);
    return `<li><span class="field">${escape(name)}</span>${required.has(name) ? ' <span class="req">required</span>' : ''} <span class="type">${typeLabel(property)}</span>${property.description ? ` — ${prose(textOf(property.description))}` : ''}${notes ? ` <span class="notes">(${notes})</span>` : ''}${nested}</li>`;
  });
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false ? '<li class="notes">…and any other field</li>' : '';
  return `<ul class="fields">${rows.join('')}${open}</ul>`;
}

const METHOD_CLASS: Record<string, string> = { get: 'get', post: 'post', put: 'put', patch: 'patch', delete: 'delete' };
const STATUS_TEXT: Record<string, string> = { implemented: 'Served', 'not-implemented': '501 on Parley', 'not-served': 'Not served here' };

function renderOperation(method: string, path: string, op: JsonSchema): string {
  const id = `op-${slug(textOf(op.operationId))}`;
  const status = textOf(op['x-parley-status'] ?? 'implemented');
  const parameters = (op.parameters as JsonSchema[] | undefined) ?? [];
  const security = (op.security as Record<string, unknown>[] | undefined) ?? [];
  const auth = security.length ? Object.keys(security[0]!).join(', ') : 'none';
  const body = op.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined;
  const responses = op.responses as Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  const clients = (op['x-parley-client'] as string[] | undefined) ?? [];

  const parts = [
    `<h3 id="${id}"><a class="anchor" href="#${id}"><span class="method ${METHOD_CLASS[method] ?? ''}">${method.toUpperCase()}</span> <span class="path">${escape(path)}</span></a></h3>`,
    `<p class="summary">${prose(textOf(op.summary))}</p>`,
    `<p class="meta"><span class="status ${status}">${STATUS_TEXT[status] ?? escape(status)}</span> Auth: ${code(auth)}${clients.length ? ` · Client: ${clients.map(code).join(', ')}` : ''}${op['x-websocket'] ? ' · WebSocket' : ''}</p>`,
  ];
  if (op.description)
    parts.push(
      `<div class="description">${textOf(op.description)
        .split('\n\n')
        .map((p) => `<p>${prose(p)}</p>`)
        .join('')}</div>`,
    );
  if (parameters.length) {
    const rows = parameters
      .map(
        (p) =>
          `<tr><td>${code(p.name)}</td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${typeLabel(p.schema as JsonSchema)}${p.description ? ` — ${prose(textOf(p.description))}` : ''}</td></tr>`,
      )
      .join('');
    parts.push(
      `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  if (body) {
    for (const [type, media] of Object.entries(body.content))
      parts.push(`<h4>Request body <span class="ct">${escape(type)}</span></h4>${renderSchema(media.schema)}`);
  }
  const responseItems = Object.entries(responses).map(([statusCode, response]) => {
    const content = Object.entries(response.content ?? {});
    // The error body is the same everywhere: a link, not a copy per operation.
    const schemas = content
      .map(
        ([type, media]) =>
          `<div><span class="ct">${escape(type)}</span>${statusCode === 'default' ? `<p class="notes">${typeLabel(media.schema)}</p>` : renderSchema(media.schema)}</div>`,
      )
      .join('');
    return `<li><strong>${escape(statusCode)}</strong> ${prose(response.description)}${schemas}</li>`;
  });
  parts.push(`<h4>Responses</h4><ul class="responses">${responseItems.join('')}</ul>`);
  const searchText = `${method} ${path} ${textOf(op.summary)} ${textOf(op.operationId)} ${clients.join(' ')}`.toLowerCase();
  return `<article class="operation" data-search="${escape(searchText)}" aria-labelledby="${id}">${parts.join('')}</article>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  components = document.components.schemas;
  const byTag = new Map<string, { method: string; path: string; op: JsonSchema }[]>();
  for (const tag of document.tags) byTag.set(tag.name, []);
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags as string[] | undefined) ?? ['Other'])[0]!;
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, op });
    }
  }
  const descriptions = new Map(document.tags.map((t) => [t.name, t.description]));

  const nav = [...byTag.entries()]
    .map(([tag, ops]) => {
      const links = ops
        .map(
          ({ method, path, op }) =>
            `<li><a href="#op-${slug(String(op.operationId))}"><span class="method ${METHOD_CLASS[method] ?? ''}">${method.toUpperCase()}</span> ${escape(path)}</a></li>`,
        )
        .join('');
      return `<li><a href="#tag-${slug(tag)}">${escape(tag)}</a> <span class="count">${ops.length}</span><ul>${links}</ul></li>`;
    })
    .join('');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => {
      const description = descriptions.get(tag);
      return `<section class="tag" aria-labelledby="tag-${slug(tag)}"><h2 id="tag-${slug(tag)}"><a class="anchor" href="#tag-${slug(tag)}">${escape(tag)}</a></h2>${description ? `<p>${prose(description)}</p>` : ''}${ops.map(({ method, path, op }) => renderOperation(method, path, op)).join('')}</section>`;
    })
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<details class="schema" id="schema-${slug(name)}"><summary><h3>${escape(name)}</h3></summary>${renderSchema(schema)}</details>`)
    .join('');
  const operationCount = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<meta name="description" content="${escape(document.info.description)}">
<style>
:root { color-scheme: light dark; --fg: #1b1d24; --bg: #fff; --muted: #5b6070; --line: #d8dbe3; --accent: #4338ca; --code: #f3f4f8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8e9ee; --bg: #14151a; --muted: #a2a7b5; --line: #30333d; --accent: #a5b4fc; --code: #1f2129; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.skip { position: absolute; inset-inline-start: -9999px; }
.skip:focus { inset-inline-start: 1rem; top: 1rem; background: var(--bg); padding: .5rem; z-index: 2; }
header { padding: 1rem 1.5rem; border-block-end: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
header h1 { margin: 0; font-size: 1.4rem; }
header p { margin: 0; color: var(--muted); }
.layout { display: grid; grid-template-columns: minmax(16rem, 22rem) 1fr; }
nav { border-inline-end: 1px solid var(--line); padding: 1rem; position: sticky; top: 0; max-height: 100vh; overflow: auto; font-size: .85rem; }
nav ul { list-style: none; margin: 0; padding-inline-start: .75rem; }
nav > ul { padding: 0; }
nav li { margin: .15rem 0; }
nav .method { min-width: 3.8em; font-size: .65rem; margin-inline-end: .25em; }
nav a { overflow-wrap: anywhere; }
main { padding: 1rem 2rem 4rem; min-width: 0; }
.tag h2 { border-block-end: 2px solid var(--line); padding-block-end: .25rem; margin-block-start: 2.5rem; }
.operation { border: 1px solid var(--line); border-radius: 8px; padding: .25rem 1rem 1rem; margin: 1rem 0; }
.operation h3 { font-size: 1rem; margin: .75rem 0 .25rem; word-break: break-all; }
.anchor { color: inherit; text-decoration: none; }
.anchor:hover .path, .anchor:focus .path { text-decoration: underline; }
.method { display: inline-block; min-width: 4.2em; text-align: center; border-radius: 4px; padding: 0 .3em; font: 700 .75rem/1.6 ui-monospace, monospace; color: #fff; background: #4b5563; }
.method.get { background: #1d4ed8; } .method.post { background: #047857; } .method.put { background: #b45309; } .method.patch { background: #7c3aed; } .method.delete { background: #b91c1c; }
.path, code { font-family: ui-monospace, monospace; }
code { background: var(--code); padding: 0 .25em; border-radius: 3px; font-size: .9em; }
.summary { margin: .25rem 0; }
.meta { color: var(--muted); font-size: .85rem; margin: .25rem 0; }
.status { border-radius: 999px; padding: 0 .5em; border: 1px solid currentColor; margin-inline-end: .5em; }
.status.implemented { color: #047857; } .status.not-implemented { color: #b45309; } .status.not-served { color: var(--muted); }
@media (prefers-color-scheme: dark) { .status.implemented { color: #6ee7b7; } .status.not-implemented { color: #fcd34d; } }
h4 { margin: 1rem 0 .25rem; font-size: .9rem; }
.ct { font: .8rem ui-monospace, monospace; color: var(--muted); margin-inline-start: .5em; }
table { border-collapse: collapse; width: 100%; font-size: .85rem; }
th, td { text-align: start; border-block-end: 1px solid var(--line); padding: .25rem .5rem; vertical-align: top; }
.fields { margin: .25rem 0; padding-inline-start: 1.1rem; font-size: .85rem; }
.field { font: 600 .85rem ui-monospace, monospace; }
.req { color: #b91c1c; font-size: .75rem; }
.type { color: var(--muted); }
.notes { color: var(--muted); font-size: .8rem; }
.responses { padding-inline-start: 1.1rem; }
.schema summary { cursor: pointer; }
.schema summary h3 { display: inline; font: 600 .95rem ui-monospace, monospace; }
.count { color: var(--muted); font-size: .75rem; }
[hidden] { display: none !important; }
@media (max-width: 800px) { .layout { display: block; } nav { position: static; max-height: none; border-inline-end: 0; border-block-end: 1px solid var(--line); } main { padding: 1rem; } }
</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header>
<h1>${escape(document.info.title)}</h1>
<p>Version ${escape(document.info.version)} · OpenAPI ${escape(document.openapi)} · ${operationCount} operations · <a href="/api/openapi.json">openapi.json</a></p>
<label>Filter operations <input id="filter" type="search" placeholder="path, summary or client function" autocomplete="off"></label>
</header>
<div class="layout">
<nav aria-label="Operations"><ul>${nav}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main id="main" tabindex="-1">
<p>${prose(document.info.description)}</p>
${sections}
<section aria-labelledby="schemas"><h2 id="schemas"><a class="anchor" href="#schemas">Schemas</a></h2>${schemas}</section>
</main>
</div>
<script>
(function () {
  function openTarget() {
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.tagName === 'DETAILS') target.open = true;
  }
  window.addEventListener('hashchange', openTarget);
  openTarget();
  var input = document.getElementById('filter');
  var operations = Array.prototype.slice.call(document.querySelectorAll('.operation'));
  var links = Array.prototype.slice.call(document.querySelectorAll('nav a[href^="#op-"]'));
  input.addEventListener('input', function () {
    var words = input.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var shown = {};
    operations.forEach(function (op) {
      var text = op.getAttribute('data-search');
      var match = words.every(function (w) { return text.indexOf(w) !== -1; });
      op.hidden = !match;
      if (match) shown[op.getAttribute('aria-labelledby')] = true;
    });
    links.forEach(function (a) { a.parentNode.hidden = !shown[a.getAttribute('href').slice(1)]; });
    Array.prototype.forEach.call(document.querySelectorAll('section.tag'), function (section) {
      section.hidden = !section.querySelector('.operation:not([hidden])');
    });
  });
})();
</script>
</body>
</html>
`;
}
