/* env_load.c: reading, parsing and validating the manifests of modules once per run
 * (env_load.h), and the paths Puppet's loaders look at for a name.
 *
 * Follows the reference's Puppet::Parser::TypeLoader (load_files: a file is loaded once),
 * Puppet::Module#match_manifests and checker4_0.rb's namespace_for_file.
 */
#include "env/env_cache.h"
#include "env/env_internal.h"
#include "env/env_load.h"

#include <stdio.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "support/strbuf.h"
#include "syntax/ast_clone.h"
#include "syntax/parser.h"

const char ENV_BAD_MODULE_FILE[] = "";

static bool ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static char *downcase(Ctx *ctx, const char *s) {
    char *out = ctx_strndup(ctx, s, strlen(s));
    for (char *p = out; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p + 32);
    return out;
}

const char *env_file_namespace(Ctx *ctx, const char *path) {
    if (!ends_with(path, ".pp"))
        return NULL;
    const char *p = env_path_normalize(ctx, path);
    size_t count;
    const char *const *entries = env_module_path(ctx, &count);
    const char *relative = NULL;
    for (size_t i = 0; i < count && !relative; i++) {
        size_t n = strlen(entries[i]);
        if (n == 0 ? p[0] != '/' : strncmp(p, entries[i], n) == 0 && p[n] == '/')
            relative = n ? p + n + 1 : p;
    }
    if (!relative)
        return NULL;
    /* dir_to_names: <module>/<manifests|functions|types|plans>/<dirs...>/<file>.pp */
    char *rel = downcase(ctx, relative);
    const char *parts[64];
    size_t n = 0;
    for (char *s = rel; s && n < 64;) {
        parts[n++] = s;
        char *slash = strchr(s, '/');
        if (slash)
            *slash++ = '\0';
        s = slash;
    }
    if (n < 2)
        return ENV_BAD_MODULE_FILE;
    const char *dir = parts[1];
    if (strcmp(dir, "manifests") != 0 && strcmp(dir, "functions") != 0 && strcmp(dir, "types") != 0 &&
        strcmp(dir, "plans") != 0)
        return ENV_BAD_MODULE_FILE;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, parts[0]);
    for (size_t i = 2; i + 1 < n; i++) {
        strbuf_append_cstr(&sb, "::");
        strbuf_append_cstr(&sb, parts[i]);
    }
    const char *file = parts[n - 1];
    if (!(n == 3 && strcmp(file, "init.pp") == 0) && n >= 3) {
        strbuf_append_cstr(&sb, "::");
        strbuf_append(&sb, file, strlen(file) - 3);
    }
    return strbuf_finish(&sb)->bytes;
}

const char **env_module_manifests(Ctx *ctx, const char *pattern, size_t *count) {
    *count = 0;
    const char *slash = strchr(pattern, '/');
    const char *name = slash ? ctx_strndup(ctx, pattern, (size_t)(slash - pattern)) : pattern;
    const EnvModule *m = env_find_module(ctx, name);
    if (!m)
        return NULL;
    const char **files = ctx_calloc(ctx, 2, sizeof *files);
    const char *manifests = env_path_join(ctx, m->path, "manifests");
    const char *wanted = NULL;
    if (slash) {
        const char *rest = slash + 1;
        const char *base = strrchr(rest, '/');
        bool has_extension = strchr(base ? base + 1 : rest, '.') != NULL;
        const char *path = env_path_join(ctx, manifests, has_extension ? rest : ctx_sprintf(ctx, "%s.pp", rest));
        if (env_is_file(ctx, path))
            wanted = path;
    }
    /* (#4220) init.pp always comes first, in case the class is defined there */
    const char *init = env_path_join(ctx, manifests, "init.pp");
    if (env_is_file(ctx, init))
        files[(*count)++] = init;
    if (wanted && (!*count || strcmp(wanted, init) != 0))
        files[(*count)++] = wanted;
    return *count ? files : NULL;
}

/* A file's own error (a syntax error, what validation finds): reported as it is, located in
 * the file, never wrapped by the function (include, ...) whose call loaded the file. */
static Value file_error(Ctx *ctx) {
    if (ctx->interp)
        ctx->interp->error_from_puppet = true;
    return value_abrupt();
}

/* The run's record of a file it parsed. */
typedef struct LoadedFile {
    const AstNode *program;
    const SourceFile *source;
    bool validated;
} LoadedFile;

/* Natively, the disk file at path as the thread keeps it across runs (env_cache.h), or NULL:
 * a virtual tree's or a bundle's file, or one the cache does not keep. */
static EnvCachedFile *kept_disk_file(const Env *env, const char *path) {
    EnvCachedFile *cached;
    if (env->is_virtual || env_bundle_holding(env->bundles, env->bundle_count, path) ||
        env_cache_read(path, &cached) != ENV_FILE_OK)
        return NULL;
    return cached;
}

AstNode *env_kept_parse(Ctx *ctx, const char *path, bool epp, const SourceFile **source) {
    Env *env = ctx->env;
    /* a bundle's manifest was parsed when the bundle was made; natively, a file unchanged since
       a run parsed it is parsed already */
    const PuppetBundle *bundle = env_bundle_holding(env->bundles, env->bundle_count, path);
    const EnvTreeFile *bundled = bundle && !epp ? env_tree_find(&bundle->tree, path) : NULL;
    EnvCachedFile *cached = bundle ? NULL : kept_disk_file(env, path);
    const EnvBundleParse *parse = bundled ? bundled->parsed : cached ? env_cache_parse(cached, epp) : NULL;
    if (!parse)
        return NULL;
    AstNode *copy = ast_clone(&ctx->arena, parse->program);
    if (!copy)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    *source = parse->source;
    return copy;
}

const YamlNode *env_kept_yaml(Ctx *ctx, const char *path) {
    EnvCachedFile *cached = kept_disk_file(ctx->env, path);
    return cached ? env_cache_yaml(cached) : NULL;
}

const AstNode *env_parse_file(Ctx *ctx, const char *path, bool epp, const SourceFile **source) {
    Env *env = ctx->env;
    const char *p = env_path_normalize(ctx, path);
    const char *key = epp ? ctx_sprintf(ctx, "epp:%s", p) : p;
    NameEntry *e = name_table_find(&env->parsed, key, strlen(key));
    LoadedFile *loaded = e ? (LoadedFile *)e->ptr : NULL;
    if (loaded) {
        if (source)
            *source = loaded->source;
        return loaded->program;
    }
    /* the run keeps the file's key, text, parse and warnings whichever call loads it: the open
     * regions are pinned (docs/memory.md) */
    ctx_pin(ctx);
    e = name_table_put(ctx, &env->parsed, key, strlen(key));
    const SourceFile *kept_source;
    const AstNode *copy = env_kept_parse(ctx, p, epp, &kept_source);
    if (copy) {
        loaded = ctx_calloc(ctx, 1, sizeof *loaded);
        loaded->program = copy;
        loaded->source = kept_source;
        e->ptr = loaded;
        if (source)
            *source = loaded->source;
        return copy;
    }
    const char *text;
    size_t len;
    EnvFileStatus status = env_read_file(ctx, p, &text, &len);
    if (status != ENV_FILE_OK) {
        ctx_error(ctx, span_none(), "Could not read file %s: %s", p,
                  status == ENV_FILE_DIRECTORY ? "Is a directory" :
                  status == ENV_FILE_MISSING ? "No such file or directory" : "Permission denied");
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        file_error(ctx);
        return NULL;
    }
    SourceFile *file = ctx_calloc(ctx, 1, sizeof *file);
    file->path = p;
    file->text = text;
    file->len = len;
    ParseError error;
    LexWarning *warnings = NULL;
    const AstNode *program = epp ? parser_parse_epp_file(&ctx->arena, text, len, file, &error, &warnings)
                                 : parser_parse_file(&ctx->arena, text, len, file, &error, &warnings);
    for (LexWarning *w = warnings; w; w = w->next)
        ctx_warn(ctx, w->span, "%s", w->message);
    if (!program) {
        if (ctx->arena.exhausted || error.out_of_memory)
            ctx_exhausted(ctx, "Parsing stopped: the memory limit was reached");
        eval_validate_parse_error(ctx, &error);
        /* the type loader's parse errors come without the environment's prefix */
        const char *message = error.message;
        if (strncmp(message, PARSE_ERROR_PREFIX, strlen(PARSE_ERROR_PREFIX)) == 0)
            message += strlen(PARSE_ERROR_PREFIX);
        SrcSpan at = error.span;
        at.file = file;
        ctx_error(ctx, at, "%s", message);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        file_error(ctx);
        return NULL;   /* not recorded: the next attempt fails the same way, as the reference's */
    }
    loaded = ctx_calloc(ctx, 1, sizeof *loaded);
    loaded->program = program;
    loaded->source = file;
    e->ptr = loaded;
    if (source)
        *source = file;
    return program;
}

Value env_load_manifest(Ctx *ctx, const char *path, const AstNode **program) {
    *program = NULL;
    Env *env = ctx->env;
    const char *p = env_path_normalize(ctx, path);
    const NameEntry *done = name_table_find(&env->loaded, p, strlen(p));
    if (done)
        return value_undef();
    ctx_pin(ctx);   /* the run keeps its record of the file (docs/memory.md) */
    const AstNode *parsed = env_parse_file(ctx, p, false, NULL);
    if (!parsed)
        return value_abrupt();
    if (value_is_abrupt(eval_validate_file(ctx, parsed, p, env_file_namespace(ctx, p))))
        return file_error(ctx);
    name_table_put(ctx, &env->loaded, p, strlen(p));
    *program = parsed;
    return value_undef();
}

/* Parses one file of the main manifest into *items (appended). */
static bool parse_main_file(Ctx *ctx, const char *path, AstList *items, size_t *cap, ParseError *error) {
    const char *text;
    size_t len;
    if (env_read_file(ctx, path, &text, &len) != ENV_FILE_OK) {
        memset(error, 0, sizeof *error);
        snprintf(error->message, sizeof error->message, "Could not read file %s", path);
        return false;
    }
    SourceFile *file = ctx_calloc(ctx, 1, sizeof *file);
    file->path = env_path_normalize(ctx, path);
    file->text = text;
    file->len = len;
    LexWarning *warnings = NULL;
    const AstNode *program = parser_parse_file(&ctx->arena, text, len, file, error, &warnings);
    for (LexWarning *w = warnings; w; w = w->next)
        ctx_warn(ctx, w->span, "%s", w->message);
    if (!program) {
        if (ctx->arena.exhausted || error->out_of_memory)
            ctx_exhausted(ctx, "Parsing stopped: the memory limit was reached");
        error->span.file = file;
        return false;
    }
    const AstList *more = &program->as.list.items;
    if (items->count + more->count > *cap) {
        size_t bigger = (*cap + more->count) * 2;
        items->items = ctx_realloc(ctx, items->items, *cap * sizeof *items->items, bigger * sizeof *items->items);
        *cap = bigger;
    }
    memcpy(items->items + items->count, more->items, more->count * sizeof *more->items);
    items->count += more->count;
    return true;
}

const AstNode *env_main_manifest(Ctx *ctx, const char *path, ParseError *error) {
    AstNode *program = ctx_calloc(ctx, 1, sizeof *program);
    program->kind = AST_PROGRAM;
    size_t cap = 0;
    if (!env_is_directory(ctx, path)) {
        if (!parse_main_file(ctx, path, &program->as.list.items, &cap, error))
            return NULL;
        return program;
    }
    /* a manifest directory: every .pp file under it, sorted by path (Puppet globs **, *.pp) */
    size_t count;
    const char **files = env_find_files(ctx, path, ".pp", true, &count);
    for (size_t i = 0; i < count; i++)
        if (!parse_main_file(ctx, env_path_join(ctx, path, files[i]), &program->as.list.items, &cap, error))
            return NULL;
    return program;
}
