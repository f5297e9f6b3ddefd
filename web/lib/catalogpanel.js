// catalogpanel.js: the Catalog panel: the compiled catalog (evaluate with {catalog: true},
// docs/catalog.md) as a table of resources and its relationships as a graph. The compiler's own
// resources (Stage[main], Class[Settings], Class[main]) are left out. Text only.

import { wrapLabel } from './svglabel.js';
import { classParameterKeys } from './lookups.js';

const SVG = 'http://www.w3.org/2000/svg';
const INTERNAL = new Set(['Stage[main]', 'Class[Settings]', 'Class[main]']);
// Relationship metaparameters: `before`/`notify` point from the resource to the target,
// `require`/`subscribe` from the target to the resource (chains `->` arrive as `before`).
const FORWARD = { before: '->', notify: '~>' };
const BACKWARD = { require: '->', subscribe: '~>' };

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

function svg(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function refs(value) {
  if (value == null) return [];
  return (Array.isArray(value) ? value : [value]).flat(Infinity).map(String);
}

/** The resources a program declared: the catalog's, less the compiler's own. */
export function userResources(catalog) {
  return ((catalog && catalog.resources) || []).filter((r) => !INTERNAL.has(`${r.type}[${r.title}]`));
}

/**
 * A parameter's value as text; the relationship metaparameters' references as a list of them
 * (`Package[nginx], File[/etc/motd]`), as the resource column writes references.
 */
export function show(name, value) {
  if ((FORWARD[name] || BACKWARD[name]) && value != null) return refs(value).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The relationships of a catalog as [{from, to, kind}] between resource references. */
export function relationships(catalog) {
  const out = [];
  for (const r of catalog.resources || []) {
    const self = `${r.type}[${r.title}]`;
    for (const [name, value] of Object.entries(r.parameters || {})) {
      if (FORWARD[name]) for (const t of refs(value)) out.push({ from: self, to: t, kind: FORWARD[name] });
      if (BACKWARD[name]) for (const t of refs(value)) out.push({ from: t, to: self, kind: BACKWARD[name] });
    }
  }
  return out;
}

// A resource's line: a button that puts the cursor there, when the page gives a way to.
function lineCell(line, onJump) {
  const cell = el('td', { class: 'catalog-line' });
  if (!line) return cell;
  if (!onJump) {
    cell.textContent = String(line);
    return cell;
  }
  const jump = el('button', { type: 'button', class: 'jump', text: String(line), 'aria-label': `Go to line ${line}` });
  jump.addEventListener('click', () => onJump(line));
  cell.append(jump);
  return cell;
}

// The table's roles are spelled out: on a phone its rows are laid out as blocks (style.css),
// which would otherwise cost them their table semantics.
function table(resources, onJump, onExplain) {
  const t = el('table', { class: 'catalog-table', role: 'table' });
  t.append(el('thead', { role: 'rowgroup' }, el('tr', { role: 'row' }, el('th', { scope: 'col', role: 'columnheader', text: 'Resource' }),
    el('th', { scope: 'col', role: 'columnheader', text: 'Parameters' }), el('th', { scope: 'col', role: 'columnheader', text: 'Line' }))));
  const body = el('tbody', { role: 'rowgroup' });
  for (const r of resources) {
    const params = el('dl', { class: 'catalog-params' });
    for (const [k, v] of Object.entries(r.parameters || {})) {
      const value = el('dd', { text: show(k, v) });
      // a class's parameter may come from Hiera (automatic parameter lookup): its explanation
      const key = r.type === 'Class' && onExplain && classParameterKeys({ resources: [r] }).find((p) => p.param === k)?.key;
      if (key) {
        const explain = el('button', { type: 'button', class: 'explain', text: 'lookup', 'aria-label': `Explain the lookup of ${key}` });
        explain.addEventListener('click', () => onExplain(key));
        value.append(' ', explain);
      }
      params.append(el('dt', { text: k }), value);
    }
    const line = lineCell(r.line, onJump);
    line.setAttribute('role', 'cell');
    body.append(el('tr', { role: 'row' },
      el('th', { scope: 'row', role: 'rowheader' }, el('span', { class: 'catalog-type', text: r.type }), el('span', { text: `[${r.title}]` })),
      el('td', { class: 'catalog-params-cell', role: 'cell' }, params),
      line));
  }
  t.append(body);
  return t;
}

// A layered drawing: each resource one row per rank (longest path from a source), arrows down.
function graph(nodes, edges) {
  const rank = new Map(nodes.map((n) => [n, 0]));
  for (let i = 0; i < nodes.length; i++) {
    for (const e of edges) {
      if (rank.has(e.from) && rank.has(e.to) && rank.get(e.to) < rank.get(e.from) + 1 && rank.get(e.from) + 1 < nodes.length) {
        rank.set(e.to, rank.get(e.from) + 1);
      }
    }
  }
  const rows = [];
  for (const n of nodes) (rows[rank.get(n)] ||= []).push(n);
  // a long reference over several lines (wrapLabel), whole, in a box that grows with it
  const charW = 7.2, lineH = 15, padY = 5, rowGap = 32, gap = 16, pad = 10;
  const lines = new Map(nodes.map((n) => [n, wrapLabel(n, 30)]));
  const widthOf = (n) => Math.max(...lines.get(n).map((l) => l.length)) * charW + pad * 2;
  const heightOf = (n) => lines.get(n).length * lineH + padY * 2;
  const rowW = rows.map((r) => (r || []).reduce((s, n) => s + widthOf(n), 0) + gap * ((r || []).length - 1));
  const rowH = rows.map((r) => Math.max(0, ...(r || []).map(heightOf)));
  const width = Math.max(240, ...rowW) + 8;
  const pos = new Map();
  let y = 6;
  rows.forEach((row, i) => {
    let x = (width - rowW[i]) / 2;
    for (const n of row || []) {
      pos.set(n, { x, y, w: widthOf(n), h: heightOf(n) });
      x += widthOf(n) + gap;
    }
    y += rowH[i] + rowGap;
  });
  const height = y - rowGap + 6;
  const root = svg('svg', {
    viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', class: 'catalog-graph',
    'aria-label': `Relationships: ${edges.map((e) => `${e.from} ${e.kind} ${e.to}`).join(', ')}`,
  });
  const defs = svg('defs');
  const marker = svg('marker', { id: 'pp-arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
  marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'catalog-arrowhead' }));
  defs.append(marker);
  root.append(defs);
  for (const e of edges) {
    const a = pos.get(e.from), b = pos.get(e.to);
    if (!a || !b) continue;
    root.append(svg('line', {
      x1: a.x + a.w / 2, y1: a.y + a.h, x2: b.x + b.w / 2, y2: b.y - 2,
      class: e.kind === '~>' ? 'catalog-edge notify' : 'catalog-edge', 'marker-end': 'url(#pp-arrow)',
    }));
  }
  for (const n of nodes) {
    const p = pos.get(n);
    const g = svg('g', { class: 'catalog-node' });
    g.append(svg('rect', { x: p.x, y: p.y, width: p.w, height: p.h, rx: 5 }));
    const label = svg('text', { x: p.x + p.w / 2, y: p.y + padY, 'text-anchor': 'middle' });
    lines.get(n).forEach((line, i) => {
      const span = svg('tspan', { x: p.x + p.w / 2, y: p.y + padY + (i + 1) * lineH - 4 });
      span.textContent = line;
      label.append(span);
    });
    g.append(label);
    root.append(g);
  }
  return root;
}

/**
 * Fills the Catalog panel from a run result; onJump(line), when given, moves the editor to a
 * line; onExplain(key), when given, explains the Hiera lookup of a class's parameter.
 */
export function renderCatalog(container, result, onJump = null, onExplain = null) {
  container.replaceChildren();
  const catalog = result && result.ok ? result.catalog : null;
  if (!catalog) {
    container.append(el('p', { class: 'muted', text: result && !result.ok ? 'No catalog: the run failed.' : 'No catalog.' }));
    return;
  }
  const resources = userResources(catalog);
  if (resources.length === 0) {
    container.append(el('p', { class: 'muted', text: 'The program declares no resources or classes.' }));
    return;
  }
  container.append(el('h2', { class: 'panel-title', text: `Resources (${resources.length})` }), table(resources, onJump, onExplain));
  const names = resources.map((r) => `${r.type}[${r.title}]`);
  const edges = relationships(catalog).filter((e) => names.includes(e.from) && names.includes(e.to));
  container.append(el('h2', { class: 'panel-title', text: `Relationships (${edges.length})` }));
  if (edges.length === 0) {
    container.append(el('p', { class: 'muted', text: 'No ordering between the resources (before, require, notify, subscribe, -> or ~>).' }));
    return;
  }
  const involved = names.filter((n) => edges.some((e) => e.from === n || e.to === n));
  container.append(el('div', { class: 'catalog-graph-box' }, graph(involved, edges)));
}
