// project.js: a playground project as files: which paths a project may hold (the layout
// `puppet apply` reads from an environment directory), their order in the file list, and the
// text a new file starts with. No DOM; app.js and lib/filelist.js keep the files themselves.
//
//   site.pp                                   the main manifest (always there; a snippet is only it)
//   hiera.yaml, data/**.yaml|yml|json         the environment's Hiera layer
//   modules/<name>/manifests|functions|types/**.pp
//   modules/<name>/templates/**.epp|erb, modules/<name>/files/**
//   modules/<name>/data/**.yaml|yml|json, modules/<name>/hiera.yaml, modules/<name>/metadata.json
//   modules/<name>/lib/puppet/functions|parser/functions|type/**.rb   a bundled module's Ruby
//     functions and types, copied with it: the engine implements them in C and reads only their
//     names, so that a copy of stdlib still has `pick` (RUBY_STUB is their text)

export const MAIN = 'site.pp';

/** Files a project may hold at most, and bytes of text (links and drafts stay small). */
export const MAX_FILES = 500;   // the largest bundled module (stdlib, 253 files) fits twice

const MODULE_NAME = /^[a-z][a-z0-9_]*$/;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

const RULES = [
  [/^site\.pp$/, null],
  [/^hiera\.yaml$/, null],
  [/^data\/.+\.(ya?ml|json)$/, null],
  [/^modules\/[^/]+\/(hiera\.yaml|metadata\.json)$/, null],
  [/^modules\/[^/]+\/(manifests|functions|types)\/.+\.pp$/, null],
  [/^modules\/[^/]+\/templates\/.+\.(epp|erb)$/, null],
  [/^modules\/[^/]+\/files\/.+$/, null],
  [/^modules\/[^/]+\/data\/.+\.(ya?ml|json)$/, null],
  [/^modules\/[^/]+\/lib\/puppet\/(functions|parser\/functions|type)\/.+\.rb$/, null],
];

/** The text of a module's Ruby function or type in a project (what the engine has in C). */
export const RUBY_STUB = '# Puppet runs this module\'s Ruby code here; the playground\'s engine has it in C\n' +
  '# and reads only this file\'s name: what is written here changes nothing.\n';

/**
 * A path as the user typed it, checked: { ok: true, path } (blanks, `./` and `//` removed) or
 * { ok: false, reason } saying what a project may hold.
 */
export function checkPath(input) {
  const parts = String(input || '').trim().replace(/\\/g, '/').split('/').filter((p) => p && p !== '.');
  const path = parts.join('/');
  if (!path) return { ok: false, reason: 'give the file a path, such as modules/ntp/manifests/init.pp' };
  if (parts.includes('..')) return { ok: false, reason: 'a path stays inside the project (no "..")' };
  const bad = parts.find((p) => !SEGMENT.test(p));
  if (bad) return { ok: false, reason: `"${bad}" is not a usable name: letters, digits, ".", "_" and "-", not starting with "." or "-"` };
  if (parts[0] === 'modules' && parts.length > 1 && !MODULE_NAME.test(parts[1])) {
    return { ok: false, reason: `"${parts[1]}" is not a module name Puppet accepts (lowercase letters, digits and "_", starting with a letter)` };
  }
  if (!RULES.some(([re]) => re.test(path))) {
    return {
      ok: false,
      reason: 'a project holds site.pp, hiera.yaml, data/*.yaml|json, and modules/<name>/ with manifests/, functions/ and types/ (.pp), ' +
        'templates/ (.epp, .erb), files/, data/ (.yaml, .json), hiera.yaml and metadata.json',
    };
  }
  return { ok: true, path };
}

// The list's order: site.pp, hiera.yaml, data/, then each module's files; by path within.
function rank(path) {
  if (path === MAIN) return 0;
  if (path === 'hiera.yaml') return 1;
  if (path.startsWith('data/')) return 2;
  return 3;
}

/** Paths in the file list's order. */
export function sortPaths(paths) {
  return [...paths].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

// The class or defined type a manifest of a module is expected to hold, as the autoloader finds
// it: modules/ntp/manifests/init.pp holds ntp, manifests/config/file.pp ntp::config::file.
function nameInModule(path, dir) {
  const m = new RegExp(`^modules/([^/]+)/${dir}/(.+)\\.pp$`).exec(path);
  if (!m) return null;
  const rest = m[2].split('/');
  if (dir === 'manifests' && rest.length === 1 && rest[0] === 'init') return m[1];
  return [m[1], ...rest].join('::');
}

/** The text a new file starts with: what the autoloader expects at that path, or a skeleton. */
export function starterText(path) {
  const cls = nameInModule(path, 'manifests');
  if (cls) return `class ${cls} {\n}\n`;
  const fn = nameInModule(path, 'functions');
  if (fn) return `function ${fn}() {\n}\n`;
  const type = nameInModule(path, 'types');
  if (type) {
    const alias = type.split('::').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('::');
    return `type ${alias} = String\n`;
  }
  if (/(^|\/)hiera\.yaml$/.test(path)) {
    return '---\nversion: 5\nhierarchy:\n  - name: "Per OS family"\n    path: "os/%{facts.os.family}.yaml"\n  - name: "Common"\n    path: "common.yaml"\n';
  }
  if (/\.ya?ml$/.test(path)) return '---\n';
  if (/\.json$/.test(path)) return '{\n}\n';
  if (/^modules\/[^/]+\/lib\/.+\.rb$/.test(path)) return RUBY_STUB;
  return '';
}

/** Suggestions for the new-file dialog, given the paths there are. */
export function suggestions(paths) {
  const have = new Set(paths);
  const modules = [...new Set(paths.map((p) => /^modules\/([^/]+)\//.exec(p)?.[1]).filter(Boolean))];
  const out = ['hiera.yaml', 'data/common.yaml', 'modules/profile/manifests/init.pp'];
  for (const m of modules) {
    out.push(`modules/${m}/manifests/init.pp`, `modules/${m}/manifests/config.pp`, `modules/${m}/templates/${m}.conf.epp`,
      `modules/${m}/functions/helper.pp`, `modules/${m}/data/common.yaml`);
  }
  return [...new Set(out)].filter((p) => !have.has(p));
}
