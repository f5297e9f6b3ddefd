// typepanel.js: draws type information (engine.js typeInfo) into the Types panel: the three
// forms one under the other, the type as a collapsible tree, the supertype graph up to Any (an SVG
// drawn from types.js supertypeGraph, each node a link to the type's documentation), and the
// answer of the assignability explorer. Text only: no engine output becomes HTML.
import { parseTypeText, layoutTypeText, supertypeGraph, docsUrl } from './types.js';
import { wrapLabel } from './svglabel.js';

const SVG = 'http://www.w3.org/2000/svg';

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

// What the number (or default) parameters of a type mean, in order: a tree shows `from 1`
// rather than a bare `1`. Type parameters are not counted: Array[String, 1, 3] sizes 1 and 3.
const BOUND_LABELS = { from: ['from', 'to'], size: ['min size', 'max size'] };
const BOUNDS_OF = {
  Integer: 'from', Float: 'from', Timespan: 'from', Timestamp: 'from',
  String: 'size', Collection: 'size', Array: 'size', Hash: 'size', Tuple: 'size', Binary: 'size',
};
const isBound = (node) => node.name === undefined && !node.entries && !node.items
  && /^(-?[\d.]+(e[-+]?\d+)?|default)$/i.test(node.literal);

// The label goes into a collapsible node's summary, so that it stays on the line of its type.
function withLabel(item, text) {
  const at = item.querySelector(':scope > details > summary') || item;
  at.prepend(el('span', { class: 'tree-key', text: `${text} ` }));
  return item;
}

// One tree node as a <li>, collapsible with <details> when it has parameters. Native lists and
// disclosures, not an ARIA tree: that role promises arrow-key navigation, which this has not.
function treeItem(node) {
  if (node.name === undefined) {
    // a literal parameter (a number, a string, a regexp, a Struct's hash)
    if (node.entries) {
      const li = el('li', { class: 'tree-literal' });
      const ul = el('ul');
      for (const { key, value } of node.entries) {
        ul.append(withLabel(treeItem(value), `${key.literal} =>`));
      }
      li.append(el('span', { class: 'muted', text: '{…}' }), ul);
      return li;
    }
    if (node.items) {
      const ul = el('ul');
      for (const item of node.items) ul.append(treeItem(item));
      return el('li', { class: 'tree-literal' }, el('span', { class: 'muted', text: '[…]' }), ul);
    }
    return el('li', { class: 'tree-literal' }, el('code', { text: node.literal }));
  }
  const params = node.params || [];
  const label = el('span', { class: 'tree-label' },
    el('a', { href: docsUrl(node.name), target: '_blank', rel: 'noopener', class: 'tree-name', text: node.name }));
  if (params.length === 0) return el('li', {}, label);
  if (node.text && node.text !== node.name) label.append(el('code', { class: 'tree-text', text: node.text }));
  const details = el('details', { open: '' });
  const summary = el('summary', {}, label);
  const ul = el('ul');
  const labels = BOUND_LABELS[BOUNDS_OF[node.name]] || [];
  let bound = 0;
  // a Struct's members directly under it, without a level for the hash that holds them
  if (node.name === 'Struct' && params.length === 1 && params[0].entries) {
    for (const { key, value } of params[0].entries) ul.append(withLabel(treeItem(value), `${key.literal} =>`));
  }
  else for (const p of params) {
    const item = treeItem(p);
    ul.append(isBound(p) && bound < labels.length ? withLabel(item, labels[bound++]) : item);
  }
  details.append(summary, ul);
  return el('li', {}, details);
}

// Trees from type_of are {name, text, params} with name null for a parameter that is no type
// (a number, a string, a Struct's hash whose params are its members, a member `key => value`
// whose params are the key and the value); trees read from text (types.js) use {literal}.
function normalizeTree(node) {
  if (node == null) return null;
  if (typeof node !== 'object') return { literal: String(node) };
  if (node.literal !== undefined) return node;
  const params = node.params || [];
  if (node.name == null) {
    if (params.length === 0) return { literal: node.text ?? '' };
    const members = params.filter((p) => p && p.name == null && (p.params || []).length === 2);
    if (members.length === params.length && /^\{/.test(node.text || '')) {
      return {
        literal: node.text,
        entries: members.map((m) => ({ key: { literal: m.params[0].text }, value: normalizeTree(m.params[1]) })),
      };
    }
    return { literal: node.text, items: params.map(normalizeTree) };
  }
  return { name: node.name, text: node.text ?? node.name, params: params.map(normalizeTree) };
}

/** Draws the tree of a type (from type_of's tree, or read from its text) into container. */
export function renderTree(container, tree, text) {
  container.replaceChildren();
  const root = tree ? normalizeTree(tree) : parseTypeText(text || '');
  if (!root) {
    container.append(el('p', { class: 'muted', text: text ? `(the type ${text} is not shown as a tree)` : '' }));
    return null;
  }
  container.append(el('ul', { class: 'tree-root' }, treeItem(root)));
  return root;
}

/**
 * Draws the supertype graph of a type as an SVG: Any on top, each row one level down, edges
 * from a type to each of its direct supertypes. A long type name is shown whole, over as many
 * lines as it needs (wrapLabel), in a box that grows with it; the graph scrolls sideways when
 * it is wider than the panel.
 */
export function renderLattice(container, tree, chain = null) {
  container.replaceChildren();
  if (!tree) return;
  const { nodes, edges } = supertypeGraph(tree, chain);
  const rows = [];
  for (const n of nodes) (rows[n.level] ||= []).push(n);
  const charW = 7.4, padX = 10, padY = 6, lineH = 15, rowGap = 22, gap = 14;
  const lines = new Map(nodes.map((n) => [n.id, wrapLabel(n.id)]));
  const widthOf = (id) => Math.max(...lines.get(id).map((l) => l.length)) * charW + padX * 2;
  const heightOf = (id) => lines.get(id).length * lineH + padY * 2;
  const rowWidths = rows.map((r) => r.reduce((s, n) => s + widthOf(n.id), 0) + gap * (r.length - 1));
  const rowHeights = rows.map((r) => Math.max(...r.map((n) => heightOf(n.id))));
  const width = Math.max(200, ...rowWidths) + 8;
  const pos = new Map();
  let y = 4;
  rows.forEach((row, level) => {
    let x = (width - rowWidths[level]) / 2;
    for (const n of row) {
      const w = widthOf(n.id);
      pos.set(n.id, { x, y, w, h: heightOf(n.id) });
      x += w + gap;
    }
    y += rowHeights[level] + rowGap;
  });
  const height = y - rowGap + 4;
  // "X is a subtype of Y": plain words whatever the names (no "a Any")
  const root = svg('svg', {
    viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', class: 'lattice-svg',
    'aria-label': `Supertypes: ${edges.map(([a, b]) => `${a} is a subtype of ${b}`).join(', ')}`,
  });
  for (const [from, to] of edges) {
    const a = pos.get(from), b = pos.get(to);
    if (!a || !b) continue;
    root.append(svg('line', {
      x1: a.x + a.w / 2, y1: a.y, x2: b.x + b.w / 2, y2: b.y + b.h, class: 'lattice-edge',
    }));
  }
  for (const n of nodes) {
    const p = pos.get(n.id);
    const link = svg('a', { href: docsUrl(n.id), target: '_blank', rel: 'noopener', class: n.self ? 'lattice-node self' : 'lattice-node' });
    const title = svg('title');
    title.textContent = `${n.id}: open its documentation`;
    link.append(title);
    link.append(svg('rect', { x: p.x, y: p.y, width: p.w, height: p.h, rx: 5 }));
    const label = svg('text', { x: p.x + p.w / 2, y: p.y + padY, 'text-anchor': 'middle' });
    lines.get(n.id).forEach((line, i) => {
      // each line's baseline: a line's height down, less the descent
      const span = svg('tspan', { x: p.x + p.w / 2, y: p.y + padY + (i + 1) * lineH - 4 });
      span.textContent = line;
      label.append(span);
    });
    link.append(label);
    root.append(link);
  }
  container.append(root);
}

/** Fills the Types panel from a typeInfo answer (or clears it with a message). */
export function renderTypes(dom, info) {
  const forms = [['detailed', dom.detailed], ['reduced', dom.reduced], ['generalized', dom.generalized]];
  if (!info || !info.ok) {
    // no value: say why, and hide the tree, the graph and the explorer rather than leave them empty
    for (const [, node] of forms) node.textContent = '—';
    dom.note.textContent = info ? `The program has no value to show the types of: ${info.message}` : '';
    renderTree(dom.tree, null, '');
    dom.lattice.replaceChildren();
    if (dom.details) dom.details.hidden = true;
    return;
  }
  if (dom.details) dom.details.hidden = false;
  // nested types one part a line: the column of the forms is about 48 characters wide
  for (const [key, node] of forms) node.textContent = info[key] ? layoutTypeText(info[key], 48) : '—';
  dom.note.textContent = info.note || '';
  const root = renderTree(dom.tree, info.tree, info.detailed);
  renderLattice(dom.lattice, root && root.name !== undefined ? root : parseTypeText(info.generalized || ''), info.supertypes);
}

/** Shows the assignability explorer's answer. */
export function renderAgainst(node, against) {
  node.replaceChildren();
  node.className = 'against-result';
  if (!against) return;
  if (against.instance === true) {
    node.classList.add('yes');
    node.append(el('strong', { text: '✓ Yes: ' }), `the result is an instance of ${against.type}.`);
  } else if (against.instance === false) {
    node.classList.add('no');
    node.append(el('strong', { text: '✗ No: ' }), `the result is not an instance of ${against.type}.`);
    if (against.mismatch) node.append(el('span', { class: 'mismatch', text: against.mismatch }));
  } else {
    node.classList.add('no');
    node.append(el('strong', { text: 'Not a type: ' }), against.error || against.type);
  }
}
