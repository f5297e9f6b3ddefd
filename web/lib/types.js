// types.js: what the type panel needs about Puppet types besides the engine's answers:
// reading a type's text (as the engine prints it) into a tree, the documented type hierarchy
// (the spec's figure in types-values-variables.md) as a graph of direct supertypes, and the
// documentation page of each type.

/**
 * Reads a type text such as `Hash[String, Array[Integer[1, 2]]]` into a tree of
 * {name, text, params}; a parameter that is no type is {literal}. Returns null when the text
 * is not in the engine's type notation.
 */
export function parseTypeText(text) {
  let pos = 0;
  const src = String(text);
  const space = () => { while (pos < src.length && /\s/.test(src[pos])) pos++; };
  const fail = () => { throw new SyntaxError(`unexpected ${src[pos] ?? 'end'} at ${pos}`); };

  function value() {
    space();
    const start = pos;
    const ch = src[pos];
    if (ch === "'" || ch === '"') {
      pos++;
      while (pos < src.length && src[pos] !== ch) pos += src[pos] === '\\' ? 2 : 1;
      if (pos >= src.length) fail();
      pos++;
      return { literal: src.slice(start, pos) };
    }
    if (ch === '/') {
      pos++;
      while (pos < src.length && src[pos] !== '/') pos += src[pos] === '\\' ? 2 : 1;
      if (pos >= src.length) fail();
      pos++;
      return { literal: src.slice(start, pos) };
    }
    if (ch === '{') {
      pos++;
      const entries = [];
      space();
      while (src[pos] !== '}') {
        const key = value();
        space();
        if (src.slice(pos, pos + 2) !== '=>') fail();
        pos += 2;
        const val = value();
        entries.push({ key, value: val });
        space();
        if (src[pos] === ',') pos++;
        else if (src[pos] !== '}') fail();
        space();
      }
      pos++;
      return { literal: src.slice(start, pos), entries };
    }
    if (ch === '[') {
      pos++;
      const items = [];
      space();
      while (src[pos] !== ']') {
        items.push(value());
        space();
        if (src[pos] === ',') pos++;
        else if (src[pos] !== ']') fail();
        space();
      }
      pos++;
      return { literal: src.slice(start, pos), items };
    }
    const m = /^(-?[0-9][0-9a-fA-FxX._e+-]*|[a-z_][\w:]*)/.exec(src.slice(pos));
    if (m) {
      pos += m[0].length;
      return { literal: m[0] };
    }
    return type();
  }

  function type() {
    space();
    const start = pos;
    const m = /^(::)?[A-Z]\w*(::[A-Z]\w*)*/.exec(src.slice(pos));
    if (!m) fail();
    pos += m[0].length;
    const params = [];
    space();
    if (src[pos] === '[') {
      pos++;
      space();
      while (src[pos] !== ']') {
        params.push(value());
        space();
        if (src[pos] === ',') pos++;
        else if (src[pos] !== ']') fail();
        space();
      }
      pos++;
    }
    return { name: m[0], text: src.slice(start, pos), params };
  }

  try {
    const tree = type();
    space();
    return pos === src.length ? tree : null;
  } catch {
    return null;
  }
}

/**
 * A type text laid out for reading: a part that does not fit in `width` characters has one
 * parameter per line, indented (a Struct's members likewise, after `Struct[{`); a part that fits
 * stays on one line, as the engine wrote it. Text that does not read as a type is returned as is.
 */
export function layoutTypeText(text, width = 60) {
  const tree = parseTypeText(text);
  return tree ? layoutNode(tree, '', 0, width) : String(text);
}

const textOf = (node) => (node.name !== undefined ? node.text : node.literal);
const isBound = (node) => node.name === undefined && /^(-?[\d.]+(e[-+]?\d+)?|default)$/i.test(node.literal);

// `column` is where the node starts on its line (after the indent and a key).
function layoutNode(node, indent, column, width) {
  const text = textOf(node);
  if (column + text.length <= width) return text;
  const inner = `${indent}  `;
  const lines = (parts, open, close) => `${open}\n${parts.join(',\n')}\n${indent}${close}`;
  const entries = (list) => list.map(({ key, value }) => {
    const head = `${inner}${textOf(key)} => `;
    return head + layoutNode(value, inner, head.length, width);
  });
  // a run of bounds (`1, 10`) shares a line
  const items = (list) => list.reduce((out, item, i) => {
    if (i > 0 && isBound(item) && isBound(list[i - 1])) out[out.length - 1] += `, ${item.literal}`;
    else out.push(inner + layoutNode(item, inner, inner.length, width));
    return out;
  }, []);
  if (node.name !== undefined && node.params.length) {
    const [only] = node.params;
    if (node.params.length === 1 && only.entries) return lines(entries(only.entries), `${node.name}[{`, '}]');
    return lines(items(node.params), `${node.name}[`, ']');
  }
  if (node.entries) return lines(entries(node.entries), '{', '}');
  if (node.items) return lines(items(node.items), '[', ']');
  return text;
}

// Direct supertypes of each type name, from the spec's hierarchy figure. A type appears under
// several parents where the figure has it more than once (ScalarData under Scalar and Data).
const PARENTS = {
  Any: [],
  Scalar: ['RichData'], Data: ['RichData'], RichData: ['Any'],
  ScalarData: ['Scalar', 'Data'],
  Numeric: ['ScalarData'], Integer: ['Numeric'], Float: ['Numeric'],
  String: ['ScalarData', 'Iterable'], Enum: ['String'], Pattern: ['String'],
  Boolean: ['ScalarData'],
  Regexp: ['Scalar'], SemVer: ['Scalar'], Timespan: ['Scalar'], Timestamp: ['Scalar'],
  SemVerRange: ['RichData'],
  Collection: ['Any'], Array: ['Collection', 'Iterable'], Tuple: ['Array'],
  Hash: ['Collection', 'Iterable'], Struct: ['Hash'],
  Variant: ['Any'], Optional: ['Any'], NotUndef: ['Any'],
  Iterable: ['Any'], Iterator: ['Iterable'],
  CatalogEntry: ['Any'], Resource: ['CatalogEntry'], Class: ['CatalogEntry'],
  Undef: ['Data'], Default: ['RichData'], Object: ['RichData'], Sensitive: ['RichData'],
  Type: ['RichData'], Callable: ['Any'], Runtime: ['Any'], TypeSet: ['Any'],
  Error: ['Object'], URI: ['Object'], Binary: ['Any'], Init: ['Any'], TypeAlias: ['Any'],
};

/** The base name of a type in the hierarchy (`Integer[1, 2]` → `Integer`; a resource type → Resource). */
export function baseName(tree) {
  if (!tree) return 'Any';
  const name = tree.name.replace(/^::/, '');
  if (name in PARENTS) return name;
  return 'Resource';   // `File['/x']` and other resource references
}

/**
 * The supertype graph of a type up to Any: {nodes: [{id, level, self?}], edges: [[child, parent]]}.
 * Level 0 is Any, deeper nodes below it; the type itself (its full text) is the deepest. The
 * engine's supertype chain (typeOf), when given, adds the steps that drop parameters first
 * (`Tuple[Integer[1, 1], String]` → `Tuple[Integer, String]` → `Tuple`).
 */
export function supertypeGraph(tree, chain = null) {
  const start = baseName(tree);
  const seen = new Map();   // name -> longest distance to Any
  const edges = [];
  const depth = (name) => {
    if (seen.has(name)) return seen.get(name);
    const parents = PARENTS[name] || ['Any'];
    let d = 0;
    for (const p of parents) {
      edges.push([name, p]);
      d = Math.max(d, depth(p) + 1);
    }
    seen.set(name, d);
    return d;
  };
  depth(start);
  const nodes = [...seen.entries()].map(([id, level]) => ({ id, level }));
  const self = tree ? tree.text : start;
  if (tree && self !== start) {
    // the parameterized steps between the type and its base name, from the engine's chain
    const steps = [self];
    if (Array.isArray(chain) && chain[0] === self) {
      for (const t of chain.slice(1)) {
        if (t === start || !t.includes('[')) break;
        if (!steps.includes(t)) steps.push(t);
      }
    }
    let below = start;
    let level = seen.get(start);
    for (let i = steps.length - 1; i >= 0; i--) {
      level++;
      nodes.push({ id: steps[i], level, self: i === 0 });
      edges.push([steps[i], below]);
      below = steps[i];
    }
  } else {
    nodes.find((n) => n.id === start).self = true;
  }
  const unique = [...new Map(edges.map((e) => [e.join('\u0000'), e])).values()];
  return { nodes, edges: unique };
}

const DOCS = 'https://www.puppet.com/docs/puppet/7/';
const PAGES = {
  Integer: 'lang_data_number', Float: 'lang_data_number', Numeric: 'lang_data_abstract',
  String: 'lang_data_string', Enum: 'lang_data_abstract', Pattern: 'lang_data_abstract',
  Boolean: 'lang_data_boolean', Regexp: 'lang_data_regexp', Undef: 'lang_data_undef',
  Default: 'lang_data_default', Array: 'lang_data_array', Hash: 'lang_data_hash',
  Sensitive: 'lang_data_sensitive', Timespan: 'lang_data_time', Timestamp: 'lang_data_time',
  Type: 'lang_data_type', Resource: 'lang_data_resource_reference',
  Class: 'lang_data_resource_reference', SemVer: 'lang_data_type', SemVerRange: 'lang_data_type',
};

/** The URL of a type's section in the Puppet 7 language documentation. */
export function docsUrl(name) {
  const base = String(name).replace(/\[.*$/s, '').replace(/^::/, '');
  return `${DOCS}${PAGES[base] || (base in PARENTS ? 'lang_data_abstract' : 'lang_data_type')}.html`;
}
