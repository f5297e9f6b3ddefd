/* env_conf.c: an environment's environment.conf (Puppet::Settings::EnvironmentConf).
 *
 * An INI file without sections whose settings are `modulepath` (':'-separated, each entry
 * relative to the environment's directory), `manifest`, `config_version`,
 * `environment_timeout`, `environment_data_provider`, `static_catalogs` and `rich_data`;
 * Puppet warns once about a section or another setting and ignores it. `$basemodulepath` in
 * the module path stands for Puppet's base module path, which for this engine is empty (module
 * bundles are searched after the module path anyway), `$environment` for the environment's
 * name. Glob patterns in module path entries are taken literally.
 */
#include "env/env_internal.h"

#include <string.h>

#include "support/strbuf.h"

static const char *const VALID_SETTINGS[] = {
    "modulepath", "manifest", "config_version", "environment_timeout", "environment_data_provider",
    "static_catalogs", "rich_data", NULL,
};

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

/* text[0..n) without its leading and trailing blanks, in the arena. */
static const char *trimmed(Ctx *ctx, const char *text, size_t n) {
    while (n && is_blank(*text)) {
        text++;
        n--;
    }
    while (n && is_blank(text[n - 1]))
        n--;
    return ctx_strndup(ctx, text, n);
}

/* `value` with $basemodulepath (nothing) and $environment put in (Puppet's interpolation of
 * settings). */
static const char *interpolate(Ctx *ctx, const Env *env, const char *value) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (const char *p = value; *p;) {
        if (strncmp(p, "$basemodulepath", 15) == 0) {
            p += 15;
        } else if (strncmp(p, "${basemodulepath}", 17) == 0) {
            p += 17;
        } else if (strncmp(p, "$environment", 12) == 0) {
            strbuf_append_cstr(&sb, env->name);
            p += 12;
        } else if (strncmp(p, "${environment}", 14) == 0) {
            strbuf_append_cstr(&sb, env->name);
            p += 14;
        } else {
            strbuf_append_char(&sb, *p++);
        }
    }
    return strbuf_finish(&sb)->bytes;
}

/* A path of the setting, relative to the environment's directory unless absolute. */
static const char *absolute(Ctx *ctx, const Env *env, const char *path) {
    return env_path_is_absolute(path) ? env_path_normalize(ctx, path) : env_path_join(ctx, env->directory, path);
}

static void set_module_path(Ctx *ctx, Env *env, const char *value) {
    const char *path = interpolate(ctx, env, value);
    size_t cap = 1;
    for (const char *p = path; *p; p++)
        cap += *p == ':';
    env->module_path = ctx_calloc(ctx, cap, sizeof *env->module_path);
    env->module_path_count = 0;
    for (const char *p = path;;) {
        const char *colon = strchr(p, ':');
        size_t n = colon ? (size_t)(colon - p) : strlen(p);
        const char *entry = trimmed(ctx, p, n);
        if (*entry)   /* what $basemodulepath left empty */
            env->module_path[env->module_path_count++] = absolute(ctx, env, entry);
        if (!colon)
            break;
        p = colon + 1;
    }
}

Value env_conf_read(Ctx *ctx, Env *env) {
    const char *path = env_path_join(ctx, env->directory, "environment.conf");
    const char *text;
    size_t len;
    EnvFileStatus status = env_read_file(ctx, path, &text, &len);
    if (status == ENV_FILE_MISSING)
        return value_undef();
    if (status != ENV_FILE_OK)
        return ctx_error(ctx, span_none(), "Could not read %s", path);
    const char *section = NULL;
    StrBuf unknown;
    strbuf_init(&unknown, ctx);
    StrBuf sections;
    strbuf_init(&sections, ctx);
    for (const char *line = text; line < text + len;) {
        const char *end = memchr(line, '\n', (size_t)(text + len - line));
        size_t n = end ? (size_t)(end - line) : (size_t)(text + len - line);
        const char *l = trimmed(ctx, line, n);
        line += n + 1;
        if (!*l || *l == '#' || *l == ';')
            continue;
        if (*l == '[') {
            const char *close = strchr(l, ']');
            section = ctx_strndup(ctx, l + 1, close ? (size_t)(close - l - 1) : strlen(l + 1));
            if (strcmp(section, "main") != 0) {
                if (sections.len)
                    strbuf_append_cstr(&sections, ",");
                strbuf_append_cstr(&sections, section);
            }
            continue;
        }
        const char *eq = strchr(l, '=');
        if (!eq)
            continue;
        const char *key = trimmed(ctx, l, (size_t)(eq - l));
        const char *value = trimmed(ctx, eq + 1, strlen(eq + 1));
        if (section && strcmp(section, "main") != 0)
            continue;   /* a section's settings are ignored */
        bool valid = false;
        for (size_t i = 0; VALID_SETTINGS[i]; i++)
            valid |= strcmp(key, VALID_SETTINGS[i]) == 0;
        if (!valid) {
            if (unknown.len)
                strbuf_append_cstr(&unknown, ", ");
            strbuf_append_cstr(&unknown, key);
        } else if (strcmp(key, "modulepath") == 0) {
            set_module_path(ctx, env, value);
        } else if (strcmp(key, "manifest") == 0) {
            env->manifest = absolute(ctx, env, interpolate(ctx, env, value));
        }
    }
    if (sections.len)
        ctx_warn(ctx, span_none(), "Invalid sections in environment.conf at '%s'. Environment conf may not have "
                 "sections. The following sections are being ignored: '%s'", path, strbuf_finish(&sections)->bytes);
    if (unknown.len)
        ctx_warn(ctx, span_none(), "Invalid settings in environment.conf at '%s'. The following unknown setting(s) "
                 "are being ignored: %s", path, strbuf_finish(&unknown)->bytes);
    return value_undef();
}
