// modulepanel.js: the Modules panel (the bundled modules, read-only: each one's version,
// license, README excerpt, and its classes and defines with their parameters' types and
// defaults, as the engine's outline reads them from its manifests) and the About dialog's list
// of the modules and their licenses. Everything from modules.json and the bundles goes into
// the page as text only. The data comes from lib/modules.js; app.js decides when to show.

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

/** The list of modules: a button per module (name, version, summary) calling onOpen(name). */
export function renderModuleList(container, manifest, onOpen) {
  const list = el('ul', { class: 'module-list' });
  for (const m of manifest.modules) {
    const button = el('button', { type: 'button', class: 'module-open', 'data-module': m.name },
      el('span', { class: 'module-name', text: m.name }), ' ', el('span', { class: 'muted', text: m.version }));
    button.addEventListener('click', () => onOpen(m.name));
    list.append(el('li', {}, button, el('span', { class: 'small muted module-summary', text: m.summary })));
  }
  container.replaceChildren(
    el('p', { class: 'small muted', text: 'The modules the playground bundles, from Debian\'s puppet-module packages. ' +
      'A run loads one when it uses it (include ntp, class { \'apache\': }, stdlib\'s functions); ' +
      'copy one into your project to change it: the copy comes first on the module path, as in Puppet.' }),
    list);
}

// A parameter's row: name, type and default as written in the manifest. A class parameter
// without a default may come from Hiera (automatic parameter lookup); a define's may not.
function paramRow(p, kind) {
  const none = kind === 'class' ? 'required, or from Hiera' : 'required';
  return el('tr', {},
    el('th', { scope: 'row' }, el('code', { text: `$${p.name}` })),
    el('td', {}, el('code', { text: p.type ?? 'Any' })),
    el('td', {}, p.default == null ? el('span', { class: 'muted', text: none }) : el('code', { text: p.default })));
}

function definitionItem(d) {
  const head = el('summary', {}, el('span', { class: 'muted', text: `${d.kind} ` }), el('code', { text: d.name }),
    el('span', { class: 'muted', text: ` ${d.params.length} parameter${d.params.length === 1 ? '' : 's'}` }));
  const body = d.params.length
    ? el('table', { class: 'module-params' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col', text: 'Parameter' }), el('th', { scope: 'col', text: 'Type' }),
        el('th', { scope: 'col', text: 'Default' }))),
      el('tbody', {}, ...d.params.map((p) => paramRow(p, d.kind))))
    : el('p', { class: 'small muted', text: 'No parameters.' });
  return el('details', { class: 'module-definition', 'data-name': d.name }, head, body);
}

/**
 * One module's page: what modules.json says of it, then its classes and defines as outline
 * (the engine's outline of its manifests: { path: { ok, definitions } }) gives them, or a note
 * while it is null. actions: { back(), copy() }.
 */
export function renderModule(container, module, outline, actions) {
  const back = el('button', { type: 'button', class: 'module-back', text: '← All modules' });
  back.addEventListener('click', actions.back);
  const copy = el('button', { type: 'button', class: 'module-copy', text: 'Copy into my project' });
  copy.addEventListener('click', actions.copy);
  const facts = el('dl', { class: 'module-facts' },
    el('dt', { text: 'Version' }), el('dd', { text: `${module.version} (Debian ${module.package} ${module.package_version})` }),
    el('dt', { text: 'License' }), el('dd', { class: 'module-license', text: module.license }),
    el('dt', { text: 'Source' }), el('dd', { text: module.source || module.forge_name }),
    el('dt', { text: 'Needs' }), el('dd', { text: (module.dependencies || []).join(', ') || 'nothing else' }));
  const readme = (module.readme || module.summary || '').split('\n\n').map((p) => el('p', { text: p }));
  const defs = el('div', { class: 'module-definitions' });
  if (!outline) {
    defs.append(el('p', { class: 'small muted', text: 'Reading its manifests…' }));
  } else {
    const all = Object.entries(outline).sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([, o]) => (o.ok ? o.definitions : []));
    // by name: the module's own class first, then its namespace in order
    const shown = all.filter((d) => d.kind === 'class' || d.kind === 'define').sort((a, b) => a.name.localeCompare(b.name));
    const functions = all.filter((d) => d.kind === 'function').length;
    const types = all.filter((d) => d.kind === 'type').length;
    defs.append(el('p', { class: 'small muted', text: `${shown.filter((d) => d.kind === 'class').length} classes, ` +
      `${shown.filter((d) => d.kind === 'define').length} defined types; also ${functions} functions and ${types} type aliases in Puppet` }));
    defs.append(...shown.map(definitionItem));
  }
  container.replaceChildren(
    el('p', {}, back),
    el('h2', { class: 'module-title', text: `${module.name} ` }, el('span', { class: 'muted', text: module.forge_name })),
    facts,
    el('div', { class: 'module-readme' }, ...readme),
    el('p', {}, copy, ' ', el('span', { class: 'small muted', text: 'its files become your project\'s modules/' + module.name + '/ (editable)' })),
    el('h3', { class: 'panel-title', text: 'Classes and defined types' }),
    defs);
}

/** The About dialog's modules: each with its version, license and Debian copyright file, and
 *  the full text of each license named. */
export function renderAbout(container, manifest) {
  const rows = manifest.modules.map((m) => el('tr', { 'data-module': m.name },
    el('th', { scope: 'row', text: m.forge_name }), el('td', { text: m.version }), el('td', { class: 'about-license', text: m.license }),
    el('td', {}, el('details', {}, el('summary', { text: 'copyright' }), el('pre', { class: 'about-copyright', text: m.copyright })))));
  const licenses = Object.entries(manifest.licenses || {}).map(([name, text]) =>
    el('details', { class: 'about-license-text' }, el('summary', { text: `The ${name} license` }), el('pre', { text })));
  container.replaceChildren(
    el('p', { class: 'small', text: 'Bundled Puppet modules (from Debian\'s puppet-module packages), each under its own license:' }),
    el('table', { class: 'about-modules' },
      el('thead', {}, el('tr', {}, el('th', { scope: 'col', text: 'Module' }), el('th', { scope: 'col', text: 'Version' }),
        el('th', { scope: 'col', text: 'License' }), el('th', { scope: 'col', text: 'Copyright' }))),
      el('tbody', {}, ...rows)),
    ...licenses);
}
