// filelist.js: the playground's list of a project's files beside the editor, and the dialog that
// names a new file or renames one. It draws what app.js gives it and calls back; the files
// themselves are app.js's. A snippet (site.pp alone) shows no list: it appears with the second
// file. Text only.
import { MAIN, checkPath, suggestions } from './project.js';
import { kindOf } from './languages.js';

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

/**
 * Draws the file list into nav: a button per path (the active one aria-current), New, and
 * Rename and Delete for the active file (site.pp is neither renamed nor deleted). actions:
 * { open(path), add(), rename(path), remove(path) }. The list is hidden for site.pp alone.
 */
export function renderFileList(nav, paths, active, actions) {
  nav.hidden = paths.length <= 1;
  nav.replaceChildren();
  if (nav.hidden) return;
  const head = el('div', { class: 'files-head' }, el('h2', { class: 'panel-title', id: 'files-title', text: 'Files' }));
  const add = el('button', { type: 'button', class: 'files-add', text: '+ New', 'aria-label': 'New file' });
  add.addEventListener('click', () => actions.add());
  head.append(add);
  const list = el('ul', { class: 'files-list', 'aria-labelledby': 'files-title' });
  for (const path of paths) {
    const slash = path.lastIndexOf('/');
    // the directories muted, a line break allowed after each slash (never inside a name)
    const dir = el('span', { class: 'file-dir' });
    for (const part of (slash >= 0 ? path.slice(0, slash) : '').split('/').filter(Boolean)) dir.append(`${part}/`, el('wbr'));
    const button = el('button', { type: 'button', class: 'file', title: `${path} (${kindOf(path)})` },
      dir, el('span', { class: 'file-name', text: slash >= 0 ? path.slice(slash + 1) : path }));
    button.dataset.path = path;
    if (path === active) button.setAttribute('aria-current', 'true');
    button.addEventListener('click', () => actions.open(path));
    list.append(el('li', {}, button));
  }
  const foot = el('div', { class: 'files-foot' });
  const rename = el('button', { type: 'button', text: 'Rename', 'aria-label': `Rename ${active}` });
  const remove = el('button', { type: 'button', text: 'Delete', 'aria-label': `Delete ${active}` });
  rename.disabled = remove.disabled = active === MAIN;
  if (active === MAIN) foot.title = 'site.pp is the main manifest: it is neither renamed nor deleted';
  rename.addEventListener('click', () => actions.rename(active));
  remove.addEventListener('click', () => actions.remove(active));
  foot.append(rename, remove);
  nav.append(head, list, foot);
}

/**
 * Asks for a file's path in the file dialog (index.html #file-dialog): for a new file (from is
 * null) or to rename `from`. Resolves to the checked path, or null when cancelled. `taken`
 * lists the paths in use.
 */
export function askPath(dialog, taken, from = null) {
  const form = dialog.querySelector('form');
  const input = dialog.querySelector('#file-path');
  const error = dialog.querySelector('#file-error');
  const list = dialog.querySelector('#file-suggestions');
  dialog.querySelector('#file-dialog-title').textContent = from ? `Rename ${from}` : 'New file';
  dialog.querySelector('#file-ok').textContent = from ? 'Rename' : 'Create';
  list.replaceChildren(...suggestions(taken).map((p) => el('option', { value: p })));
  input.value = from || '';
  error.textContent = '';
  return new Promise((resolve) => {
    const check = () => {
      const c = checkPath(input.value);
      if (!c.ok) return c.reason;
      if (c.path !== from && taken.includes(c.path)) return `${c.path} is already in the project`;
      return null;
    };
    const done = (value) => {
      form.removeEventListener('submit', submit);
      dialog.removeEventListener('close', cancel);
      if (dialog.open) dialog.close();
      resolve(value);
    };
    const submit = (event) => {
      event.preventDefault();
      const why = check();
      if (why) {
        error.textContent = why;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      input.removeAttribute('aria-invalid');
      done(checkPath(input.value).path);
    };
    const cancel = () => done(null);
    form.addEventListener('submit', submit);
    dialog.addEventListener('close', cancel);
    dialog.showModal();
    input.focus();
    input.select();
  });
}
