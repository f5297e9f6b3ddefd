/* hiera_levels.c: a configuration's hierarchy as data providers (HieraConfigV3/V4/V5
 * #create_configured_data_providers, location_resolver.rb).
 *
 * Each level gets its function (its own data_hash/lookup_key/data_dig, else the defaults') and
 * its locations: `path`/`paths` under the level's datadir (with the version's extension for
 * versions 3 and 4), `glob`/`globs` (the matching files, in Ruby's Dir.glob order: sorted),
 * `mapped_paths` (one path per element of a scope variable), `uri`/`uris`. Paths and datadirs
 * are interpolated (scope variables only) by an invocation that remembers which variables it
 * read, so that the levels are built again when one of them has another value (the reference's
 * ScopeLookupCollectingInvocation).
 */
#include <string.h>

#include "env/env.h"
#include "eval/eval_internal.h"
#include "hiera/hiera_internal.h"
#include "text/format.h"

static Value get(Ctx *ctx, const Hash *h, const char *key) {
    Value v;
    if (h && hash_get(h, value_cstring(ctx, key), &v))
        return v;
    return value_undef();
}

static const char *str_or(Value v, const char *dflt) {
    return v.kind == VAL_STRING ? v.as.string->bytes : dflt;
}

/* Pathname#+: an absolute right side replaces the left one. */
static const char *path_plus(Ctx *ctx, const char *dir, const char *name) {
    if (name[0] == '/')
        return env_path_normalize(ctx, name);
    return env_path_join(ctx, dir, name);
}

/* Pathname#exist?: a file or a directory. */
static bool path_exists(Ctx *ctx, const char *path) {
    return env_is_file(ctx, path) || env_is_directory(ctx, path);
}

static HieraStatus interpolate_text(Ctx *ctx, HieraInvocation *inv, const char *text, const char **out) {
    Value v;
    HieraStatus st = hiera_interpolate(ctx, inv, value_cstring(ctx, text), false, &v);
    if (st == HIERA_FOUND)
        *out = v.kind == VAL_STRING ? v.as.string->bytes : format_to_string(ctx, v)->bytes;
    return st;
}

typedef struct LocationList {
    HieraLocation *items;
    size_t count, capacity;
} LocationList;

static void add_location(Ctx *ctx, LocationList *l, const char *original, const char *location, bool is_uri, bool exists) {
    if (l->count == l->capacity) {
        size_t capacity = l->capacity ? l->capacity * 2 : 4;
        l->items = ctx_realloc(ctx, l->items, l->capacity * sizeof *l->items, capacity * sizeof *l->items);
        l->capacity = capacity;
    }
    HieraLocation *loc = &l->items[l->count++];
    loc->original = original;
    loc->location = location;
    loc->is_uri = is_uri;
    loc->exists = exists;
}

/* resolve_paths */
static HieraStatus resolve_paths(Ctx *ctx, HieraInvocation *inv, const char *datadir, const Value *paths, size_t count,
                                 bool is_default, const char *extension, LocationList *out) {
    for (size_t i = 0; i < count; i++) {
        const char *declared = str_or(paths[i], "");
        const char *path;
        HieraStatus st = interpolate_text(ctx, inv, declared, &path);
        if (st != HIERA_FOUND)
            return st;
        if (extension) {
            size_t n = strlen(path), e = strlen(extension);
            if (n < e || strcmp(path + n - e, extension) != 0)
                path = ctx_sprintf(ctx, "%s%s", path, extension);
        }
        path = path_plus(ctx, datadir, path);
        bool exists = path_exists(ctx, path);
        if (!is_default || exists)
            add_location(ctx, out, declared, path, false, exists);
    }
    return HIERA_FOUND;
}

/* --- globs (Ruby's Dir.glob) -------------------------------------------------------------- */

/* File.fnmatch of one path segment (no '/'): *, ?, [set] with ranges and ^/! negation, \ escapes;
 * a leading '.' is matched only by a literal '.'. */
static bool segment_match(const char *p, const char *s, bool at_start) {
    if (at_start && *s == '.' && *p != '.')
        return false;
    while (*p) {
        switch (*p) {
        case '*':
            while (*p == '*')
                p++;
            if (!*p)
                return true;
            for (; *s; s++)
                if (segment_match(p, s, false))
                    return true;
            return false;
        case '?':
            if (!*s)
                return false;
            p++;
            s++;
            break;
        case '[': {
            if (!*s)
                return false;
            const char *q = p + 1;
            bool negate = *q == '!' || *q == '^';
            if (negate)
                q++;
            bool ok = false;
            while (*q && *q != ']') {
                char lo = *q == '\\' && q[1] ? *++q : *q;
                char hi = lo;
                if (q[1] == '-' && q[2] && q[2] != ']') {
                    hi = q[2] == '\\' && q[3] ? q[3] : q[2];
                    q += q[2] == '\\' ? 3 : 2;
                }
                if (*s >= lo && *s <= hi)
                    ok = true;
                q++;
            }
            if (*q != ']' || ok == negate)
                return false;
            p = q + 1;
            s++;
            break;
        }
        case '\\':
            if (p[1])
                p++;
            /* fall through */
        default:
            if (*p != *s)
                return false;
            p++;
            s++;
        }
    }
    return *s == '\0';
}

/* {a,b} alternatives expanded (Dir.glob expands braces first). */
static void expand_braces(Ctx *ctx, const char *pattern, const char ***out, size_t *count, size_t *capacity) {
    const char *open = NULL;
    int depth = 0;
    const char *close = NULL;
    for (const char *p = pattern; *p; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            continue;
        }
        if (*p == '{') {
            if (depth++ == 0)
                open = p;
        } else if (*p == '}' && depth > 0 && --depth == 0) {
            close = p;
            break;
        }
    }
    if (!open || !close) {
        if (*count == *capacity) {
            size_t c = *capacity ? *capacity * 2 : 4;
            *out = ctx_realloc(ctx, *out, *capacity * sizeof **out, c * sizeof **out);
            *capacity = c;
        }
        (*out)[(*count)++] = pattern;
        return;
    }
    const char *start = open + 1;
    depth = 0;
    for (const char *p = start;; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            continue;
        }
        if (*p == '{')
            depth++;
        else if (*p == '}' && depth > 0)
            depth--;
        else if ((*p == ',' && depth == 0) || p == close) {
            const char *alt = ctx_sprintf(ctx, "%.*s%.*s%s", (int)(open - pattern), pattern, (int)(p - start), start, close + 1);
            expand_braces(ctx, alt, out, count, capacity);
            start = p + 1;
            if (p == close)
                break;
        }
    }
}

typedef struct Matches {
    const char **paths;
    size_t count, capacity;
} Matches;

static void add_match(Ctx *ctx, Matches *m, const char *path) {
    for (size_t i = 0; i < m->count; i++)
        if (strcmp(m->paths[i], path) == 0)
            return;
    if (m->count == m->capacity) {
        size_t c = m->capacity ? m->capacity * 2 : 8;
        m->paths = ctx_realloc(ctx, m->paths, m->capacity * sizeof *m->paths, c * sizeof *m->paths);
        m->capacity = c;
    }
    m->paths[m->count++] = path;
}

/* Matches the segments [i..n) of a pattern under dir. */
static void glob_walk(Ctx *ctx, const char *dir, char **segments, size_t i, size_t n, Matches *m) {
    stack_guard();
    ctx_step(ctx);
    if (i == n) {
        add_match(ctx, m, dir);
        return;
    }
    const char *seg = segments[i];
    if (strcmp(seg, "**") == 0) {
        /* zero or more directories (not hidden ones) */
        glob_walk(ctx, dir, segments, i + 1, n, m);
        size_t count;
        const EnvEntry *entries = env_list_directory(ctx, dir, &count);
        for (size_t k = 0; k < count; k++)
            if (entries[k].is_directory && entries[k].name[0] != '.')
                glob_walk(ctx, env_path_join(ctx, dir, entries[k].name), segments, i, n, m);
        return;
    }
    if (!strpbrk(seg, "*?[\\")) {
        const char *path = env_path_join(ctx, dir, seg);
        if (i + 1 == n ? path_exists(ctx, path) : env_is_directory(ctx, path))
            glob_walk(ctx, path, segments, i + 1, n, m);
        return;
    }
    size_t count;
    const EnvEntry *entries = env_list_directory(ctx, dir, &count);
    for (size_t k = 0; k < count; k++) {
        if (!segment_match(seg, entries[k].name, true))
            continue;
        if (i + 1 < n && !entries[k].is_directory)
            continue;
        glob_walk(ctx, env_path_join(ctx, dir, entries[k].name), segments, i + 1, n, m);
    }
}

/* Pathname.glob(pattern): the paths it names, sorted as Ruby 3's Dir.glob sorts them. */
static void glob(Ctx *ctx, const char *pattern, Matches *m) {
    const char **alternatives = NULL;
    size_t count = 0, capacity = 0;
    expand_braces(ctx, pattern, &alternatives, &count, &capacity);
    for (size_t a = 0; a < count; a++) {
        const char *p = alternatives[a];
        bool absolute = p[0] == '/';
        char *copy = ctx_strndup(ctx, p, strlen(p));
        char **segments = ctx_alloc(ctx, (strlen(p) / 2 + 2) * sizeof *segments);
        size_t n = 0;
        for (char *tok = copy; *tok;) {
            char *slash = strchr(tok, '/');
            if (slash)
                *slash = '\0';
            if (*tok)
                segments[n++] = tok;
            if (!slash)
                break;
            tok = slash + 1;
        }
        /* the leading literal segments form the directory to search from */
        size_t first = 0;
        StrBuf base;
        strbuf_init(&base, ctx);
        if (absolute)
            strbuf_append_char(&base, '/');
        while (first + 1 < n && !strpbrk(segments[first], "*?[\\")) {
            strbuf_printf(&base, "%s%s", base.len && !(absolute && base.len == 1) ? "/" : "", segments[first]);
            first++;
        }
        const char *dir = strbuf_finish(&base)->bytes;
        if (!*dir || env_is_directory(ctx, dir) || first == 0)
            glob_walk(ctx, dir, segments, first, n, m);
    }
}

static HieraStatus expand_globs(Ctx *ctx, HieraInvocation *inv, const char *datadir, const Value *globs, size_t count,
                                LocationList *out) {
    for (size_t i = 0; i < count; i++) {
        const char *pattern;
        HieraStatus st = interpolate_text(ctx, inv, str_or(globs[i], ""), &pattern);
        if (st != HIERA_FOUND)
            return st;
        pattern = path_plus(ctx, datadir, pattern);
        Matches m = { 0 };
        glob(ctx, pattern, &m);
        for (size_t k = 0; k < m.count; k++)
            if (!env_is_directory(ctx, m.paths[k]))
                add_location(ctx, out, pattern, m.paths[k], false, true);
    }
    return HIERA_FOUND;
}

static HieraStatus expand_uris(Ctx *ctx, HieraInvocation *inv, const Value *uris, size_t count, LocationList *out) {
    for (size_t i = 0; i < count; i++) {
        const char *declared = str_or(uris[i], ""), *uri;
        HieraStatus st = interpolate_text(ctx, inv, declared, &uri);
        if (st != HIERA_FOUND)
            return st;
        add_location(ctx, out, declared, uri, true, true);
    }
    return HIERA_FOUND;
}

/* expand_mapped_paths: [variable, key, template]: a path for each element of the variable, with
 * %{key} in the template standing for the element. */
static HieraStatus expand_mapped_paths(Ctx *ctx, HieraInvocation *inv, const char *datadir, const Array *triplet,
                                       LocationList *out) {
    Value vars;
    HieraStatus st = hiera_scope_value(ctx, inv, str_or(triplet->items[0], ""), "mapped_path[0]", &vars);
    if (st != HIERA_FOUND)
        return st;
    if (vars.kind == VAL_UNDEF || (vars.kind == VAL_ARRAY && vars.as.array->count == 0) ||
        (vars.kind == VAL_STRING && vars.as.string->len == 0) || (vars.kind == VAL_HASH && vars.as.hash->count == 0))
        return HIERA_FOUND;
    const Value *items = vars.kind == VAL_ARRAY ? vars.as.array->items : &vars;
    size_t count = vars.kind == VAL_ARRAY ? vars.as.array->count : 1;
    const char *key = str_or(triplet->items[1], ""), *template = str_or(triplet->items[2], "");
    const char *saved_eluding = inv->collect_eluding;
    inv->collect_eluding = key;
    Scope *saved = inv->scope;
    for (size_t i = 0; i < count && st == HIERA_FOUND; i++) {
        /* scope.with_local_scope(key => element) */
        Scope *local = scope_new(ctx, saved, SCOPE_LAMBDA);
        scope_set(ctx, local, key, items[i]);
        inv->scope = local;
        const char *path;
        st = interpolate_text(ctx, inv, template, &path);
        inv->scope = saved;
        if (st == HIERA_FOUND) {
            path = path_plus(ctx, datadir, path);
            add_location(ctx, out, template, path, false, path_exists(ctx, path));
        }
    }
    inv->collect_eluding = saved_eluding;
    return st;
}

/* --- levels ------------------------------------------------------------------------------- */

static HieraLevel *new_level(Ctx *ctx, HieraLayer *layer, const char *name, HieraFunctionKind kind, const char *function,
                             const Hash *options, LocationList *locations) {
    HieraLevel *level = ctx_calloc(ctx, 1, sizeof *level);
    level->layer = layer;
    level->name = name;
    level->kind = kind;
    level->function = function;
    level->options = options ? options : hash_new(ctx, 0);
    if (locations) {
        level->locations = locations->items ? locations->items : ctx_alloc(ctx, sizeof *level->locations);
        level->location_count = locations->count;
    }
    size_t slots = level->location_count ? level->location_count : 1;
    level->data = ctx_alloc(ctx, slots * sizeof *level->data);
    for (size_t i = 0; i < slots; i++)
        level->data[i] = value_abrupt();
    return level;
}

typedef struct LevelList {
    HieraLevel **items;
    size_t count, capacity;
} LevelList;

static void add_level(Ctx *ctx, LevelList *l, HieraLevel *level) {
    if (l->count == l->capacity) {
        size_t capacity = l->capacity ? l->capacity * 2 : 8;
        l->items = ctx_realloc(ctx, l->items, l->capacity * sizeof *l->items, capacity * sizeof *l->items);
        l->capacity = capacity;
    }
    l->items[l->count++] = level;
}

static bool level_named(const LevelList *l, const char *name) {
    for (size_t i = 0; i < l->count; i++)
        if (strcmp(l->items[i]->name, name) == 0)
            return true;
    return false;
}

/* HIERA_HIERARCHY_NAME_MULTIPLY_DEFINED, at the second definition's line. */
static HieraStatus name_defined_twice(Ctx *ctx, const HieraConfig *config, const char *name) {
    const char *pattern = ctx_sprintf(ctx, "\\s+name:\\s+['\"]?%s(?:[^\\w]|$)", hiera_regexp_quote(ctx, name));
    uint32_t first = hiera_config_find_line(ctx, config, pattern, 1);
    uint32_t line = first ? hiera_config_find_line(ctx, config, pattern, first + 1) : 0;
    if (!line) {
        line = first;
        first = 0;
    }
    if (first)
        return hiera_config_fail(ctx, config, line, "Hierarchy name '%s' defined more than once. First defined at (line: %u)",
                                 name, (unsigned)first);
    return hiera_config_fail(ctx, config, line, "Hierarchy name '%s' defined more than once.", name);
}

static HieraFunctionKind function_kind(const char *key) {
    if (strcmp(key, "lookup_key") == 0)
        return HIERA_FN_LOOKUP_KEY;
    if (strcmp(key, "data_dig") == 0)
        return HIERA_FN_DATA_DIG;
    if (strcmp(key, "hiera3_backend") == 0)
        return HIERA_FN_HIERA3_BACKEND;
    return HIERA_FN_DATA_HASH;
}

static HieraStatus levels_v5(Ctx *ctx, HieraConfig *config, HieraLayer *layer, HieraInvocation *inv, bool use_default,
                             LevelList *out) {
    const Hash *h = config->config;
    Value dv = get(ctx, h, "defaults");
    const Hash *defaults = dv.kind == VAL_HASH ? dv.as.hash : NULL;
    const char *datadir = str_or(get(ctx, defaults, "datadir"), "data");
    bool has_default = get(ctx, h, "default_hierarchy").kind != VAL_UNDEF;
    if (has_default && layer->place != HIERA_PLACE_MODULE)
        return hiera_config_fail(ctx, config, hiera_config_find_line(ctx, config, "\\s+default_hierarchy:", 1),
                                 "'default_hierarchy' is only allowed in the module layer");
    if (!has_default && use_default)
        return HIERA_FOUND;
    Value list = get(ctx, h, use_default ? "default_hierarchy" : "hierarchy");
    static const char *const ALL[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend", "v4_data_hash" };
    static const char *const DEFAULTS[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend" };
    for (size_t i = 0; list.kind == VAL_ARRAY && i < list.as.array->count; i++) {
        const Hash *he = list.as.array->items[i].as.hash;
        const char *name = str_or(get(ctx, he, "name"), "");
        if (level_named(out, name))
            return name_defined_twice(ctx, config, name);
        const char *kind_key = NULL, *function = NULL;
        for (size_t k = 0; k < sizeof ALL / sizeof ALL[0] && !kind_key; k++)
            if (get(ctx, he, ALL[k]).kind != VAL_UNDEF) {
                kind_key = ALL[k];
                function = str_or(get(ctx, he, ALL[k]), "");
            }
        for (size_t k = 0; k < sizeof DEFAULTS / sizeof DEFAULTS[0] && !kind_key; k++)
            if (get(ctx, defaults, DEFAULTS[k]).kind != VAL_UNDEF) {
                kind_key = DEFAULTS[k];
                function = str_or(get(ctx, defaults, DEFAULTS[k]), "");
            }
        const char *entry_datadir = path_plus(ctx, config->root, str_or(get(ctx, he, "datadir"), datadir));
        HieraStatus st = interpolate_text(ctx, inv, entry_datadir, &entry_datadir);
        if (st != HIERA_FOUND)
            return st;
        LocationList locations = { 0 };
        bool declared = true;
        bool is_default = config->path == NULL;
        Value v;
        if ((v = get(ctx, he, "path")).kind != VAL_UNDEF)
            st = resolve_paths(ctx, inv, entry_datadir, &v, 1, is_default, NULL, &locations);
        else if ((v = get(ctx, he, "paths")).kind == VAL_ARRAY)
            st = resolve_paths(ctx, inv, entry_datadir, v.as.array->items, v.as.array->count, is_default, NULL, &locations);
        else if ((v = get(ctx, he, "glob")).kind != VAL_UNDEF)
            st = expand_globs(ctx, inv, entry_datadir, &v, 1, &locations);
        else if ((v = get(ctx, he, "globs")).kind == VAL_ARRAY)
            st = expand_globs(ctx, inv, entry_datadir, v.as.array->items, v.as.array->count, &locations);
        else if ((v = get(ctx, he, "uri")).kind != VAL_UNDEF)
            st = expand_uris(ctx, inv, &v, 1, &locations);
        else if ((v = get(ctx, he, "uris")).kind == VAL_ARRAY)
            st = expand_uris(ctx, inv, v.as.array->items, v.as.array->count, &locations);
        else if ((v = get(ctx, he, "mapped_paths")).kind == VAL_ARRAY)
            st = expand_mapped_paths(ctx, inv, entry_datadir, v.as.array, &locations);
        else
            declared = false;
        if (st != HIERA_FOUND)
            return st;
        if (is_default && declared && locations.count == 0)
            continue;   /* the default configuration and no existing path */
        Value options = get(ctx, he, "options");
        if (options.kind == VAL_UNDEF)
            options = get(ctx, defaults, "options");
        if (options.kind != VAL_UNDEF) {
            st = hiera_interpolate(ctx, inv, options, false, &options);
            if (st != HIERA_FOUND)
                return st;
        }
        if (kind_key && strcmp(kind_key, "hiera3_backend") == 0)
            return hiera_config_fail(ctx, config, 0, "Hiera 3 backend '%s' is not supported by this engine", function);
        if (kind_key && strcmp(kind_key, "v4_data_hash") == 0)
            kind_key = "data_hash";
        add_level(ctx, out,
                  new_level(ctx, layer, name, function_kind(kind_key ? kind_key : "data_hash"), function ? function : "",
                            options.kind == VAL_HASH ? options.as.hash : NULL, declared ? &locations : NULL));
    }
    return HIERA_FOUND;
}

static HieraStatus levels_v4(Ctx *ctx, HieraConfig *config, HieraLayer *layer, HieraInvocation *inv, LevelList *out) {
    const Hash *h = config->config;
    const char *default_datadir = str_or(get(ctx, h, "datadir"), "data");
    Value list = get(ctx, h, "hierarchy");
    for (size_t i = 0; list.kind == VAL_ARRAY && i < list.as.array->count; i++) {
        const Hash *he = list.as.array->items[i].as.hash;
        const char *name = str_or(get(ctx, he, "name"), "");
        if (level_named(out, name))
            return name_defined_twice(ctx, config, name);
        Value paths = get(ctx, he, "paths"), path = get(ctx, he, "path"), one = path.kind != VAL_UNDEF ? path : value_cstring(ctx, name);
        const Value *items = paths.kind == VAL_ARRAY ? paths.as.array->items : &one;
        size_t count = paths.kind == VAL_ARRAY ? paths.as.array->count : 1;
        const char *datadir = path_plus(ctx, config->root, str_or(get(ctx, he, "datadir"), default_datadir));
        const char *backend = str_or(get(ctx, he, "backend"), "");
        if (strcmp(backend, "json") != 0 && strcmp(backend, "yaml") != 0)
            return hiera_config_fail(ctx, config,
                                     hiera_config_find_line(ctx, config,
                                                            ctx_sprintf(ctx, "[^\\w]%s(?:[^\\w]|$)", hiera_regexp_quote(ctx, backend)), 1),
                                     "No data provider is registered for backend '%s'", backend);
        LocationList locations = { 0 };
        HieraStatus st = resolve_paths(ctx, inv, datadir, items, count, config->path == NULL,
                                       ctx_sprintf(ctx, ".%s", backend), &locations);
        if (st != HIERA_FOUND)
            return st;
        add_level(ctx, out, new_level(ctx, layer, name, HIERA_FN_DATA_HASH, ctx_sprintf(ctx, "%s_data", backend), NULL, &locations));
    }
    return HIERA_FOUND;
}

/* Version 3 (the global layer): a level per backend, each over the whole hierarchy. */
static HieraStatus levels_v3(Ctx *ctx, HieraConfig *config, HieraLayer *layer, HieraInvocation *inv, LevelList *out) {
    const Hash *h = config->config;
    Value backends = get(ctx, h, "backends"), hierarchy = get(ctx, h, "hierarchy");
    const Value *bs = backends.kind == VAL_ARRAY ? backends.as.array->items : &backends;
    size_t bn = backends.kind == VAL_ARRAY ? backends.as.array->count : 1;
    const Value *paths = hierarchy.kind == VAL_ARRAY ? hierarchy.as.array->items : &hierarchy;
    size_t pn = hierarchy.kind == VAL_ARRAY ? hierarchy.as.array->count : 1;
    for (size_t i = 0; i < bn; i++) {
        const char *backend = str_or(bs[i], "");
        if (level_named(out, backend)) {
            const char *pattern = ctx_sprintf(ctx, "[^\\w]%s(?:[^\\w]|$)", hiera_regexp_quote(ctx, backend));
            uint32_t first = hiera_config_find_line(ctx, config, pattern, 1);
            uint32_t line = first ? hiera_config_find_line(ctx, config, pattern, first + 1) : 0;
            if (!line) {
                line = first;
                first = 0;
            }
            if (first)
                return hiera_config_fail(ctx, config, line, "Backend '%s' is defined more than once. First defined at (line: %u)",
                                         backend, (unsigned)first);
            return hiera_config_fail(ctx, config, line, "Backend '%s' is defined more than once.", backend);
        }
        Value bc = get(ctx, h, backend);
        if (bc.kind != VAL_UNDEF && hiera_interpolate(ctx, inv, bc, false, &bc) != HIERA_FOUND)
            return HIERA_FAILED;
        const char *datadir = str_or(get(ctx, bc.kind == VAL_HASH ? bc.as.hash : NULL, "datadir"), NULL);
        if (!datadir && interpolate_text(ctx, inv, "/etc/puppet/code/environments/%{::environment}/hieradata", &datadir) != HIERA_FOUND)
            return HIERA_FAILED;
        Value ext = get(ctx, bc.kind == VAL_HASH ? bc.as.hash : NULL, "extension");
        const char *extension = ext.kind == VAL_STRING ? ctx_sprintf(ctx, ".%s", ext.as.string->bytes)
                                                       : ctx_sprintf(ctx, ".%s", strcmp(backend, "hocon") == 0 ? "conf" : backend);
        if (strcmp(backend, "yaml") != 0 && strcmp(backend, "json") != 0)
            return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "Hiera 3 backend '%s' is not supported by this engine",
                              backend);
        LocationList locations = { 0 };
        if (resolve_paths(ctx, inv, datadir, paths, pn, config->path == NULL, extension, &locations) != HIERA_FOUND)
            return HIERA_FAILED;
        add_level(ctx, out, new_level(ctx, layer, backend, HIERA_FN_DATA_HASH, ctx_sprintf(ctx, "%s_data", backend), NULL,
                                      &locations));
    }
    return HIERA_FOUND;
}

static HieraStatus build(Ctx *ctx, HieraConfig *config, HieraLayer *layer, HieraInvocation *inv) {
    HieraScopeUse *uses = NULL;
    /* ScopeLookupCollectingInvocation: in the reference, Invocation.current of this subclass is
     * a class variable of its own, never set, so it inherits nothing: no explainer (building
     * the levels is not explained) and an empty recursion check */
    HieraInvocation *slc = ctx_calloc(ctx, 1, sizeof *slc);
    slc->scope = inv->scope;
    slc->override_values = hash_new(ctx, 0);
    slc->default_values = slc->override_values;
    slc->collect = &uses;
    LevelList levels = { 0 }, defaults = { 0 };
    HieraStatus st;
    switch (config->version) {
    case 5:
        st = levels_v5(ctx, config, layer, slc, false, &levels);
        if (st == HIERA_FOUND && get(ctx, config->config, "default_hierarchy").kind != VAL_UNDEF)
            st = levels_v5(ctx, config, layer, slc, true, &defaults);
        break;
    case 4:
        st = levels_v4(ctx, config, layer, slc, &levels);
        break;
    default:
        st = levels_v3(ctx, config, layer, slc, &levels);
        break;
    }
    if (st == HIERA_FAILED) {
        /* an undefined variable under --strict=error: the reference's issue, with its line */
        const char *m = ctx->unwind.message;
        if (m && strncmp(m, "Undefined variable '", 20) == 0) {
            const char *end = strchr(m + 20, '\'');
            const char *name = ctx_strndup(ctx, m + 20, end ? (size_t)(end - m - 20) : 0);
            ctx_clear_unwind(ctx);
            uint32_t line = hiera_config_find_line(
                ctx, config, ctx_sprintf(ctx, "%%\\{['\"]?%s['\"]?}", hiera_regexp_quote(ctx, name)), 1);
            return hiera_config_fail(ctx, config, line, "Undefined variable '%s'", name);
        }
        return st;
    }
    config->levels = levels.items;
    config->level_count = levels.count;
    config->default_levels = defaults.count || get(ctx, config->config, "default_hierarchy").kind != VAL_UNDEF
                                 ? (defaults.items ? defaults.items : ctx_alloc(ctx, sizeof *defaults.items))
                                 : NULL;
    config->default_level_count = defaults.count;
    config->scope_uses = uses;
    config->built = true;
    return HIERA_FOUND;
}

HieraStatus hiera_config_levels(Ctx *ctx, HieraConfig *config, HieraLayer *layer, HieraInvocation *inv,
                                bool default_hierarchy, HieraLevel ***levels, size_t *count) {
    bool stable = true;
    if (config->built && config->scope_uses) {
        HieraStatus st = hiera_scope_uses_stable(ctx, inv, config->scope_uses, &stable);
        if (st == HIERA_FAILED)
            return st;
    }
    if (!config->built || !stable) {
        if (config->built)
            hiera_explain_text(ctx, inv, "Hiera configuration recreated due to change of scope variables used in "
                                         "interpolation expressions");
        HieraStatus st = build(ctx, config, layer, inv);
        if (st != HIERA_FOUND)
            return st;
    }
    *levels = default_hierarchy ? config->default_levels : config->levels;
    *count = default_hierarchy ? config->default_level_count : config->level_count;
    return HIERA_FOUND;
}
