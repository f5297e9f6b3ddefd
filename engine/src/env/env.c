/* env.c: the run's environment (env.h): setting it up from the options, dispatching file
 * operations to the virtual tree, the bundles or the disk, and the modules on the module path.
 *
 * Which source answers for a path: a bundle whose directory holds the path, else the virtual
 * tree when the run has one, else the disk. So a bundle shadows whatever else lies under its
 * directory, and a run given files never touches the disk.
 */
#include "env/env_internal.h"
#include "env/env_cache.h"
#include "env/env_load.h"
#include "data/json.h"
#include "support/strbuf.h"

#include <stdlib.h>
#include <string.h>

static Env *env_get(const Ctx *ctx) {
    return ctx->env;
}

/* --- paths ------------------------------------------------------------------------------------ */

/* Whether env_normalize_into would leave the path as it is: no empty, "." or ".." segment and
 * no trailing slash. Most paths a run builds are so (a module's directory and a file name), and
 * the autoloader builds hundreds. */
static bool is_normal(const char *p) {
    if (*p == '/')
        p++;
    if (!*p)
        return true;
    size_t n = strlen(p);
    if (p[0] == '/' || p[n - 1] == '/' || strstr(p, "//"))
        return false;   /* an empty segment */
    /* a "." or ".." segment: only a dot that starts a segment can start one (memchr looks at
       the bytes faster than a loop over them, and paths are long) */
    for (const char *d = memchr(p, '.', n); d; d = memchr(d + 1, '.', n - (size_t)(d + 1 - p))) {
        if (d != p && d[-1] != '/')
            continue;
        const char *end = d[1] == '.' ? d + 2 : d + 1;
        if (*end == '/' || !*end)
            return false;
    }
    return true;
}

const char *env_path_normalize(Ctx *ctx, const char *path) {
    char *out = ctx_strndup(ctx, path, strlen(path));
    return is_normal(out) ? out : env_normalize_into(out, out);
}

const char *env_path_join(Ctx *ctx, const char *dir, const char *name) {
    if (!dir || !*dir)
        return env_path_normalize(ctx, name);
    size_t dir_len = strlen(dir), name_len = strlen(name);
    char *out = ctx_alloc(ctx, dir_len + name_len + 2);
    memcpy(out, dir, dir_len);
    out[dir_len] = '/';
    memcpy(out + dir_len + 1, name, name_len + 1);
    return is_normal(out) ? out : env_normalize_into(out, out);
}

bool env_path_is_absolute(const char *path) {
    return path[0] == '/';
}

/* --- files ------------------------------------------------------------------------------------ */

/* The tree that answers for a normalized path, or NULL for the disk. */
static const EnvTree *tree_for(const Env *env, const char *path) {
    const PuppetBundle *b = env_bundle_holding(env->bundles, env->bundle_count, path);
    if (b)
        return &b->tree;
    return env->is_virtual ? &env->tree : NULL;
}

EnvFileStatus env_read_file(Ctx *ctx, const char *path, const char **text, size_t *len) {
    *text = NULL;
    *len = 0;
    const Env *env = env_get(ctx);
    const char *p = env_path_normalize(ctx, path);
    const EnvTree *tree = env ? tree_for(env, p) : NULL;
    if (!tree && env && !env->is_virtual) {
        EnvCachedFile *cached;
        EnvFileStatus status = env_cache_read(p, &cached);
        if (status != ENV_FILE_OK || !cached)
            return status != ENV_FILE_OK ? status : env_disk_read(ctx, p, text, len);
        *text = cached->content;
        *len = cached->length;
        return ENV_FILE_OK;
    }
    if (!tree)
        return ENV_FILE_MISSING;   /* no environment: no files (never the disk by surprise) */
    const EnvTreeFile *f = env_tree_find(tree, p);
    if (!f)
        return env_tree_has_directory(tree, p) ? ENV_FILE_DIRECTORY : ENV_FILE_MISSING;
    *text = f->content;
    *len = f->length;
    return ENV_FILE_OK;
}

bool env_is_file(Ctx *ctx, const char *path) {
    const Env *env = env_get(ctx);
    if (!env)
        return false;
    const char *p = env_path_normalize(ctx, path);
    const EnvTree *tree = tree_for(env, p);
    if (!tree)
        return !env->is_virtual && env_disk_is_file(p);
    return env_tree_find(tree, p) != NULL;
}

bool env_is_directory(Ctx *ctx, const char *path) {
    const Env *env = env_get(ctx);
    if (!env)
        return false;
    const char *p = env_path_normalize(ctx, path);
    const EnvTree *tree = tree_for(env, p);
    if (!tree)
        return !env->is_virtual && env_disk_is_directory(*p ? p : ".");
    return env_tree_has_directory(tree, p);
}

const EnvEntry *env_list_directory(Ctx *ctx, const char *dir, size_t *count) {
    *count = 0;
    const Env *env = env_get(ctx);
    if (!env)
        return NULL;
    const char *d = env_path_normalize(ctx, dir);
    const EnvTree *tree = tree_for(env, d);
    if (!tree)
        return env->is_virtual ? NULL : env_disk_list(ctx, d, count);
    size_t first, end;
    env_tree_range(tree, d, &first, &end);
    size_t skip = *d ? strlen(d) + 1 : 0;
    EnvEntry *entries = NULL;
    size_t n = 0;
    for (size_t i = first; i < end; i++) {
        const char *path = tree->files[i].path;
        if (!env_tree_is_under(path, d))
            continue;
        const char *name = path + skip;
        const char *slash = strchr(name, '/');
        size_t len = slash ? (size_t)(slash - name) : strlen(name);
        /* the tree is sorted, so the files of one subdirectory follow each other, but a
         * file "a.b" may fall between "a/x" and "a/y": compare with every entry seen */
        bool seen = false;
        for (size_t k = n; k-- > 0 && !seen;)
            seen = strlen(entries[k].name) == len && strncmp(entries[k].name, name, len) == 0;
        if (seen)
            continue;
        if (!entries)
            entries = ctx_alloc(ctx, (end - first) * sizeof *entries);
        entries[n++] = (EnvEntry){ ctx_strndup(ctx, name, len), slash != NULL };
        if (slash) {   /* past the subdirectory's files at once: a bundle's module has hundreds */
            size_t sub_first, sub_end;
            env_tree_range(tree, ctx_strndup(ctx, path, (size_t)(slash - path)), &sub_first, &sub_end);
            if (sub_end > i + 1)
                i = sub_end - 1;
        }
    }
    /* already sorted, but for a name that sorts before its directory sibling ("a.b" < "a/") */
    for (size_t i = 1; i < n; i++)
        for (size_t k = i; k > 0 && strcmp(entries[k - 1].name, entries[k].name) > 0; k--) {
            EnvEntry t = entries[k];
            entries[k] = entries[k - 1];
            entries[k - 1] = t;
        }
    *count = n;
    return entries;
}

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Appends the files of dir (under prefix) ending with suffix to *out. */
static void collect_files(Ctx *ctx, const char *dir, const char *prefix, const char *suffix, bool recursive,
                          const char ***out, size_t *count, size_t *cap) {
    size_t n;
    const EnvEntry *entries = env_list_directory(ctx, dir, &n);
    for (size_t i = 0; i < n; i++) {
        const char *rel = *prefix ? ctx_sprintf(ctx, "%s/%s", prefix, entries[i].name) : entries[i].name;
        if (entries[i].is_directory) {
            if (recursive)
                collect_files(ctx, env_path_join(ctx, dir, entries[i].name), rel, suffix, true, out, count, cap);
            continue;
        }
        if (!ends_with(entries[i].name, suffix))
            continue;
        if (*count == *cap) {
            size_t bigger = *cap ? *cap * 2 : 8;
            *out = ctx_realloc(ctx, *out, *cap * sizeof **out, bigger * sizeof **out);
            *cap = bigger;
        }
        (*out)[(*count)++] = rel;
    }
}

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

const char **env_find_files(Ctx *ctx, const char *dir, const char *suffix, bool recursive, size_t *count) {
    const char **out = NULL;
    size_t cap = 0;
    *count = 0;
    collect_files(ctx, dir, "", suffix, recursive, &out, count, &cap);
    if (*count)
        qsort(out, *count, sizeof *out, compare_strings);   /* "a/b.rb" and "a.rb" interleave */
    return out;
}

/* --- modules ---------------------------------------------------------------------------------- */

const EnvModule *env_module_of_file(Ctx *ctx, const char *path) {
    const Env *env = env_get(ctx);
    if (!env)
        return NULL;
    const char *p = env_path_normalize(ctx, path);
    for (size_t i = 0; i < env->module_count; i++) {
        size_t n = strlen(env->modules[i].path);
        if (strncmp(p, env->modules[i].path, n) == 0 && p[n] == '/')
            return &env->modules[i];
    }
    return NULL;
}

const char *env_name(const Ctx *ctx) {
    return ctx->env && ctx->env->name ? ctx->env->name : "production";
}

bool env_is_module_name(const char *name) {
    if (!(name[0] >= 'a' && name[0] <= 'z'))
        return false;
    for (const char *p = name + 1; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_'))
            return false;
    return true;
}

/* Logs an error of the environment's own (Puppet.log_exception), before the program runs. */
/* What listing the modules logs (metadata errors and warnings), kept to be logged once per
 * environment object that lists them. */
typedef struct ListingNote {
    bool warning;
    const char *message;
    struct ListingNote *next;
} ListingNote;

typedef struct Listing {
    ListingNote *first, **last;
} Listing;

static void note(Ctx *ctx, Listing *listing, bool warning, const char *message) {
    ListingNote *n = ctx_calloc(ctx, 1, sizeof *n);
    n->warning = warning;
    n->message = message;
    *listing->last = n;
    listing->last = &n->next;
}

static void log_error(Ctx *ctx, Listing *listing, const char *message) {
    note(ctx, listing, false, message);
}

/* Ruby's inspect of a parsed JSON value ({"a"=>1}, [1, "x"], nil), as Puppet's messages
 * interpolate metadata values. */
static void ruby_inspect(StrBuf *sb, const JsonValue *v) {
    switch (v->kind) {
    case JSON_NULL: strbuf_append_cstr(sb, "nil"); return;
    case JSON_BOOL: strbuf_append_cstr(sb, v->as.boolean ? "true" : "false"); return;
    case JSON_NUMBER: strbuf_printf(sb, v->as.number.is_integer ? "%.0f" : "%.17g", v->as.number.value); return;
    case JSON_STRING:
        strbuf_append_char(sb, '"');
        for (size_t i = 0; i < v->as.string.len; i++) {
            char c = v->as.string.bytes[i];
            if (c == '"' || c == '\\')
                strbuf_append_char(sb, '\\');
            strbuf_append_char(sb, c);
        }
        strbuf_append_char(sb, '"');
        return;
    case JSON_ARRAY:
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < v->as.array.count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            ruby_inspect(sb, v->as.array.items[i]);
        }
        strbuf_append_char(sb, ']');
        return;
    case JSON_OBJECT:
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < v->as.object.count; i++) {
            const JsonMember *m = &v->as.object.members[i];
            if (i)
                strbuf_append_cstr(sb, ", ");
            JsonValue key = { .kind = JSON_STRING, .as.string = { m->key, m->key_len } };
            ruby_inspect(sb, &key);
            strbuf_append_cstr(sb, "=>");
            ruby_inspect(sb, m->value);
        }
        strbuf_append_char(sb, '}');
        return;
    }
}

/* Puppet::Module#load_metadata, run when the environment lists its modules: a module whose
 * metadata.json lacks one of source, author, version, license and dependencies (or whose
 * dependencies are no array) is left out with an error logged; an unparsable metadata.json is
 * a warning (an error under strict=error, and the module is left out), as if there were none.
 * Returns whether the module is usable. */
static bool module_metadata_ok(Ctx *ctx, Listing *listing, const EnvModule *m) {
    const char *path = env_path_join(ctx, m->path, "metadata.json");
    const EnvTreeFile *bundled = m->bundle ? env_tree_find(&m->bundle->tree, path) : NULL;
    const JsonValue *doc;
    JsonError error = { NULL, 0, 0, 0 };
    const EnvBundleJson *json = NULL;
    if (bundled && bundled->parsed) {   /* parsed when the bundle was made */
        json = bundled->parsed;
    } else if (!bundled && !ctx->env->is_virtual) {   /* parsed when a run read this copy */
        EnvCachedFile *cached;
        if (env_cache_read(path, &cached) != ENV_FILE_OK)
            return true;
        json = cached ? env_cache_json(cached) : NULL;
    }
    if (json) {
        doc = json->doc;
        error = json->error;
    } else {
        const char *text;
        size_t len;
        if (env_read_file(ctx, path, &text, &len) != ENV_FILE_OK)
            return true;
        doc = json_parse(&ctx->arena, text, len, &error);
        if (!doc && ctx->arena.exhausted)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    }
    if (!doc) {
        const char *message = ctx_sprintf(ctx, "%s has an invalid and unparsable metadata.json file. The parse error: %s",
                                          m->name, error.message);
        if (ctx->options->strict == PUPPET_STRICT_ERROR) {
            log_error(ctx, listing, message);
            return false;
        }
        if (ctx->options->strict == PUPPET_STRICT_WARNING)
            note(ctx, listing, true, message);
        return true;
    }
    if (doc->kind != JSON_OBJECT || doc->as.object.count == 0)
        return true;   /* `return if data.empty?`; a document that is no object reads as none */
    static const char *const required[] = { "source", "author", "version", "license", "dependencies" };
    for (size_t i = 0; i < sizeof required / sizeof *required; i++) {
        const JsonValue *value = NULL;
        for (size_t k = 0; k < doc->as.object.count && !value; k++)
            if (strcmp(doc->as.object.members[k].key, required[i]) == 0)
                value = doc->as.object.members[k].value;
        if (!value || value->kind == JSON_NULL) {
            log_error(ctx, listing, ctx_sprintf(ctx, "No %s module metadata provided for %s", required[i], m->name));
            return false;
        }
        if (i == 4 && value->kind != JSON_ARRAY) {
            StrBuf shown;
            strbuf_init(&shown, ctx);
            if (value->kind == JSON_STRING)   /* "#{value}" of a String is the string itself */
                strbuf_append(&shown, value->as.string.bytes, value->as.string.len);
            else
                ruby_inspect(&shown, value);
            log_error(ctx, listing, ctx_sprintf(ctx, "The value for the key dependencies in the file metadata.json of the module %s "
                                            "must be an array, not: '%s'", m->name, strbuf_finish(&shown)->bytes));
            return false;
        }
    }
    return true;
}

/* Node::Environment#modules: each entry's directories with a module's name, the first entry
 * holding a name giving it (a module left out for its metadata still hides the later ones).
 * The reference lists them once per environment object, each listing logging the metadata
 * errors and warnings again: `listings` times (env_open). */
/* Whether the entry of a module path directory's kept listing is a directory. A module path
 * often holds symbolic links to modules, which only a stat follows; the stat of the module's
 * metadata.json, which its check reads next, follows the link as well, and when it finds the
 * file the entry is a directory. */
static bool is_module_directory(Ctx *ctx, const char *dir, const EnvCachedEntry *entry) {
    if (entry->type != ENV_CACHED_OTHER)
        return entry->type == ENV_CACHED_DIRECTORY;
    const char *path = env_path_join(ctx, dir, entry->name);
    return env_cache_stat(env_path_join(ctx, path, "metadata.json")) == ENV_FILE_OK ||
           env_cache_stat(path) == ENV_FILE_DIRECTORY;
}

/* The directories of a module path entry whose names are module names, in *count. */
static const EnvEntry *module_directories(Ctx *ctx, const Env *env, const char *dir, size_t *count) {
    const EnvCachedEntry *kept;
    size_t n;
    if (env->is_virtual || tree_for(env, dir) || !env_cache_list(dir, &kept, &n)) {
        const EnvEntry *entries = env_list_directory(ctx, dir, count);
        EnvEntry *dirs = *count ? ctx_alloc(ctx, *count * sizeof *dirs) : NULL;
        size_t kept_count = 0;
        for (size_t k = 0; k < *count; k++)
            if (entries[k].is_directory && env_is_module_name(entries[k].name))
                dirs[kept_count++] = entries[k];
        *count = kept_count;
        return dirs;
    }
    EnvEntry *dirs = n ? ctx_alloc(ctx, n * sizeof *dirs) : NULL;
    *count = 0;
    for (size_t k = 0; k < n; k++)
        if (env_is_module_name(kept[k].name) && is_module_directory(ctx, dir, &kept[k]))
            dirs[(*count)++] = (EnvEntry){ kept[k].name, true };
    return dirs;
}

static void find_modules(Ctx *ctx, Env *env, int listings) {
    size_t cap = 0;
    NameTable found = { 0 };   /* the names of the modules found so far */
    for (size_t i = 0; i < env->module_path_count; i++) {
        const char *dir = env->module_path[i];
        size_t n;
        const EnvEntry *entries = module_directories(ctx, env, dir, &n);
        for (size_t k = 0; k < n; k++) {
            if (name_table_find(&found, entries[k].name, strlen(entries[k].name)))
                continue;
            name_table_put(ctx, &found, entries[k].name, strlen(entries[k].name));
            if (env->module_count == cap) {
                size_t bigger = cap ? cap * 2 : 16;
                env->modules = ctx_realloc(ctx, env->modules, cap * sizeof *env->modules, bigger * sizeof *env->modules);
                cap = bigger;
            }
            const char *path = env_path_join(ctx, dir, entries[k].name);
            env->modules[env->module_count++] =
                (EnvModule){ entries[k].name, path, env_bundle_holding(env->bundles, env->bundle_count, path) };
        }
    }
    size_t kept = 0;
    Listing listing = { NULL, NULL };
    listing.last = &listing.first;
    for (size_t i = 0; i < env->module_count; i++)
        if (module_metadata_ok(ctx, &listing, &env->modules[i]))
            env->modules[kept++] = env->modules[i];
    env->module_count = kept;
    for (size_t i = 0; i < kept; i++)
        name_table_put(ctx, &env->by_name, env->modules[i].name, strlen(env->modules[i].name))->ptr = &env->modules[i];
    for (int k = 0; k < listings; k++)
        for (const ListingNote *n = listing.first; n; n = n->next) {
            if (n->warning)
                ctx_warn(ctx, span_none(), "%s", n->message);
            else
                ctx_log(ctx, PUPPET_LOG_ERR, n->message, strlen(n->message), span_none());
        }
}

const EnvModule *env_modules(const Ctx *ctx, size_t *count) {
    const Env *env = env_get(ctx);
    *count = env ? env->module_count : 0;
    return env ? env->modules : NULL;
}

const EnvModule *env_find_module(const Ctx *ctx, const char *name) {
    const Env *env = env_get(ctx);
    if (!env)
        return NULL;
    if (env->by_name.capacity) {
        const NameEntry *e = name_table_find(&env->by_name, name, strlen(name));
        return e ? e->ptr : NULL;
    }
    for (size_t i = 0; i < env->module_count; i++)
        if (strcmp(env->modules[i].name, name) == 0)
            return &env->modules[i];
    return NULL;
}

const char *env_module_file(Ctx *ctx, const char *reference, const char *subdir) {
    if (env_path_is_absolute(reference))
        return env_path_normalize(ctx, reference);
    if (!*reference)
        return NULL;
    /* Puppet::Parser::Files.find_in_module: "mod/rest"; "mod" alone names nothing */
    const char *slash = strchr(reference, '/');
    if (!slash)
        return NULL;
    const EnvModule *m = env_find_module(ctx, ctx_strndup(ctx, reference, (size_t)(slash - reference)));
    if (!m)
        return NULL;
    const char *path = env_path_join(ctx, env_path_join(ctx, m->path, subdir), slash + 1);
    return env_is_file(ctx, path) || env_is_directory(ctx, path) ? path : NULL;
}

const char **env_module_ruby_names(Ctx *ctx, const EnvModule *module, EnvRubyKind kind, size_t *count) {
    const char *dir = NULL;
    bool recursive = false;
    switch (kind) {
    case ENV_RUBY_FUNCTION: dir = "lib/puppet/functions"; recursive = true; break;
    case ENV_RUBY_LEGACY_FUNCTION: dir = "lib/puppet/parser/functions"; break;
    case ENV_RUBY_TYPE: dir = "lib/puppet/type"; break;
    }
    const char **files = env_find_files(ctx, env_path_join(ctx, module->path, dir), ".rb", recursive, count);
    for (size_t i = 0; i < *count; i++) {
        /* "stdlib/ip_in_range.rb" -> "stdlib::ip_in_range" */
        const char *f = files[i];
        size_t n = strlen(f) - 3, slashes = 0;
        for (size_t k = 0; k < n; k++)
            slashes += f[k] == '/';
        char *name = ctx_alloc(ctx, n + slashes + 1);
        size_t o = 0;
        for (size_t k = 0; k < n; k++) {
            if (f[k] == '/') {
                name[o++] = ':';
                name[o++] = ':';
            } else {
                name[o++] = f[k];
            }
        }
        name[o] = '\0';
        files[i] = name;
    }
    if (*count)
        qsort(files, *count, sizeof *files, compare_strings);
    return files;
}

/* Whether the disk has the file lib/puppet/<rel> of the module at module_path, learned from
 * listings: lib/puppet and the file's directory are listed, so that the disk cache answers for
 * their entries without a stat (env_cache.h); a directory between them is found in its parent's
 * listing or stat'ed. *dir_state says what the file's directory is: 1 a directory listed in
 * *dir_entries and *dir_count, 0 none, -1 unknown (it could not be listed). */
static bool disk_has_ruby_file(Ctx *ctx, const char *module_path, const char *rel, const EnvCachedEntry **dir_entries,
                               size_t *dir_count, int *dir_state) {
    *dir_entries = NULL;
    *dir_count = 0;
    *dir_state = -1;
    const char *dir = env_path_join(ctx, module_path, "lib/puppet");
    const char *path = env_path_join(ctx, dir, rel);
    const EnvCachedEntry *entries;
    size_t n;
    if (!env_cache_list(dir, &entries, &n))
        return env_disk_is_file(path);
    *dir_state = 0;
    if (!n)
        return false;   /* no such directory, or an empty one */
    const char *last = strrchr(path, '/');
    for (const char *p = strchr(path + strlen(dir) + 1, '/'); p && p < last; p = strchr(p + 1, '/'))
        if (env_cache_stat(ctx_strndup(ctx, path, (size_t)(p - path))) != ENV_FILE_DIRECTORY)
            return false;
    if (last > path + strlen(dir) && !env_cache_list(ctx_strndup(ctx, path, (size_t)(last - path)), &entries, &n)) {
        *dir_state = -1;
        return env_disk_is_file(path);
    }
    if (!entries)
        return false;   /* the file's directory is no directory */
    *dir_state = 1;
    *dir_entries = entries;
    *dir_count = n;
    return env_disk_is_file(path);
}

/* The directories of lib/puppet whose listings a run keeps per module (RubyDirs). */
static const char *const RUBY_DIRS[ENV_RUBY_DIRS] = { "functions/", "parser/functions/", "type/" };

bool env_module_has_ruby_file(Ctx *ctx, const EnvModule *module, const char *rel) {
    Env *env = ctx->env;
    if (!env)
        return false;
    if (env->is_virtual || env_bundle_holding(env->bundles, env->bundle_count, module->path))
        return env_is_file(ctx, env_path_join(ctx, env_path_join(ctx, module->path, "lib/puppet"), rel));
    /* the loaders ask each module for each name: a run keeps the listings of a module's Ruby
       directories and looks the names up in them */
    int which = -1;
    for (int k = 0; k < ENV_RUBY_DIRS && which < 0; k++)
        if (strncmp(rel, RUBY_DIRS[k], strlen(RUBY_DIRS[k])) == 0 && !strchr(rel + strlen(RUBY_DIRS[k]), '/'))
            which = k;
    const EnvCachedEntry *entries;
    size_t n;
    int state;
    if (which < 0 || module < env->modules || module >= env->modules + env->module_count)
        return disk_has_ruby_file(ctx, module->path, rel, &entries, &n, &state);
    if (!env->ruby_dirs) {
        ctx_pin(ctx);   /* kept for the run (docs/memory.md) */
        env->ruby_dirs = ctx_calloc(ctx, env->module_count, sizeof *env->ruby_dirs);
    }
    RubyDir *d = &env->ruby_dirs[module - env->modules].dirs[which];
    if (!d->known) {
        bool found = disk_has_ruby_file(ctx, module->path, rel, &d->entries, &d->count, &state);
        d->known = state >= 0;
        return found;
    }
    const char *name = rel + strlen(RUBY_DIRS[which]);
    size_t lo = 0, hi = d->count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(d->entries[mid].name, name);
        if (c == 0)   /* a symbolic link is followed */
            return d->entries[mid].type == ENV_CACHED_FILE ||
                   (d->entries[mid].type == ENV_CACHED_OTHER &&
                    env_disk_is_file(env_path_join(ctx, env_path_join(ctx, module->path, "lib/puppet"), rel)));
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

const EnvModule *env_ruby_type_module(Ctx *ctx, const char *name) {
    Env *env = ctx->env;
    if (!env)
        return NULL;
    size_t len = strlen(name);
    NameEntry *e = name_table_find(&env->ruby_types, name, len);
    if (e)
        return e->ptr;
    const char *rel = ctx_sprintf(ctx, "type/%s.rb", name);
    const EnvModule *found = NULL;
    for (size_t i = 0; i < env->module_count && !found; i++)
        if (env_module_has_ruby_file(ctx, &env->modules[i], rel))
            found = &env->modules[i];
    ctx_pin(ctx);   /* the run keeps what it found (docs/memory.md) */
    name_table_put(ctx, &env->ruby_types, ctx_strndup(ctx, name, len), len)->ptr = found;
    return found;
}

/* --- the run's environment ------------------------------------------------------------------- */

bool env_is_virtual(const Ctx *ctx) {
    return ctx->env && ctx->env->is_virtual;
}

const char *env_directory(const Ctx *ctx) {
    return ctx->env ? ctx->env->directory : NULL;
}

const char *env_hiera_config(const Ctx *ctx) {
    return ctx->env ? ctx->env->hiera_config : NULL;
}

const char *env_manifest(const Ctx *ctx) {
    return ctx->env ? ctx->env->manifest : NULL;
}

const char *const *env_module_path(const Ctx *ctx, size_t *count) {
    *count = ctx->env ? ctx->env->module_path_count : 0;
    return ctx->env ? ctx->env->module_path : NULL;
}

/* The environment's name: the last segment of its directory, "production" without one. */
static const char *environment_name(Ctx *ctx, const char *dir) {
    if (!dir || !*dir)
        return "production";
    const char *slash = strrchr(dir, '/');
    const char *name = slash ? slash + 1 : dir;
    return *name ? ctx_strndup(ctx, name, strlen(name)) : "production";
}

Value env_open(Ctx *ctx, bool with_program) {
    const PuppetOptions *o = ctx->options;
    env_cache_run_start();
    Env *env = ctx_calloc(ctx, 1, sizeof *env);
    ctx->env = env;
    env->bundles = o->bundles;
    env->bundle_count = o->bundle_count;
#ifdef __EMSCRIPTEN__
    env->is_virtual = true;   /* wasm has no disk: the tree (maybe empty) and bundles are all */
#endif
    if (o->file_count) {
        env->is_virtual = true;
        EnvTreeFile *files = ctx_calloc(ctx, o->file_count, sizeof *files);
        for (size_t i = 0; i < o->file_count; i++) {
            const PuppetFile *f = &o->files[i];
            files[i] = (EnvTreeFile){ env_path_normalize(ctx, f->path ? f->path : ""), f->content ? f->content : "",
                                      f->content ? f->length : 0, NULL };
        }
        env->tree = env_tree_make(files, o->file_count);
    }
    if (o->environment_dir)
        env->directory = env_path_normalize(ctx, o->environment_dir);
    else if (o->file_count)
        env->directory = "";
    env->name = environment_name(ctx, env->directory);
    if (o->hiera_config)
        env->hiera_config = env_path_normalize(ctx, o->hiera_config);

    size_t path_count = o->module_path_count;
    if (path_count) {
        env->module_path = ctx_calloc(ctx, path_count + o->bundle_count, sizeof *env->module_path);
        for (size_t i = 0; i < path_count; i++)
            env->module_path[env->module_path_count++] = env_path_normalize(ctx, o->module_path[i]);
    }
    if (env->directory) {
        /* environment.conf's manifest applies with --modulepath too; its module path does not */
        const char **given = env->module_path;
        size_t given_count = env->module_path_count;
        env->module_path = NULL;
        env->module_path_count = (size_t)-1;   /* "not set by environment.conf" */
        TRY(env_conf_read(ctx, env));
        if (path_count) {
            env->module_path = given;
            env->module_path_count = given_count;
        } else if (env->module_path_count == (size_t)-1) {
            env->module_path = ctx_calloc(ctx, 1 + o->bundle_count, sizeof *env->module_path);
            env->module_path[0] = env_path_join(ctx, env->directory, "modules");
            env->module_path_count = 1;
        }
    }
    if (o->bundle_count) {
        const char **path = ctx_calloc(ctx, env->module_path_count + o->bundle_count, sizeof *path);
        if (env->module_path_count)
            memcpy(path, env->module_path, env->module_path_count * sizeof *path);
        for (size_t i = 0; i < o->bundle_count; i++)
            path[env->module_path_count++] = o->bundles[i]->directory;
        env->module_path = path;
    }
    /* `puppet apply FILE`: the configured environment, then the one overridden with the
     * manifest (Application::Apply#get_configured_environment, override_with) */
    find_modules(ctx, env, with_program ? 2 : 1);
    ctx->autoload = env_autoload;
    return value_undef();
}
