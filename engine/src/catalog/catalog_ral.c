/* catalog_ral.c: the checks the reference's agent makes when it turns the compiled catalog into
 * resources it could apply (Resource::Catalog#to_ral, Puppet::Type#initialize): values of
 * attributes with a fixed set of allowed values, fully qualified file paths, the type a
 * `resources` resource names, numeric exec timeouts and group ids.
 *
 * Follows the value collections of the installed Puppet 7.23 types (newvalues / aliasvalue,
 * dumped with the script in docs/catalog.md) and Puppet::Parameter::ValueCollection#validate:
 * a value is accepted when its string form (true and false as "true" and "false") is one of
 * the names or aliases; otherwise the run fails with
 *   Parameter withpath failed on Notify[a]: Invalid value "yes". Valid values are true, false.
 * at the resource's line, after the compile, before the cycle check. Parameters are checked in
 * the order the resource has them, the title (namevar) first; then exec commands without `path`
 * must be fully qualified ("Validation of Exec[x] failed: 'echo' is not qualified and no path
 * was specified. ..."), file modes must be valid and a file may have one of content, source
 * and target ("Validation of File[/x] failed: You cannot specify more than one of ...").
 * Define and class instances are Components there, whose metaparameters are checked too (noop,
 * loglevel, the attribute names audit lists). Attributes whose values are free
 * (or checked by providers on a real machine) are not checked: the engine applies nothing.
 */
#include "catalog/catalog_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "text/sprintf.h"
#include "support/strbuf.h"

typedef struct AllowedValues {
    const char *type;             /* NULL: every type (metaparameters) */
    const char *attribute;
    const char *values;           /* the names, space separated, as the message lists them */
    const char *aliases;          /* further accepted spellings, space separated */
} AllowedValues;

#define BOOLEAN_YES_NO "true false yes no"

static const AllowedValues ALLOWED[] = {
    { NULL, "noop", "true false", "" },
    { NULL, "loglevel", "debug info notice warning err alert emerg crit verbose", "" },
    { "exec", "logoutput", "true false on_failure", "" },
    { "exec", "refreshonly", "true false", "" },
    { "file", "replace", BOOLEAN_YES_NO, "" },
    { "file", "force", BOOLEAN_YES_NO, "" },
    { "file", "links", "follow manage", "" },
    { "file", "purge", BOOLEAN_YES_NO, "" },
    { "file", "sourceselect", "first all", "" },
    { "file", "show_diff", BOOLEAN_YES_NO, "" },
    { "file", "source_permissions", "use use_when_creating ignore", "" },
    { "file", "selinux_ignore_defaults", "true false", "" },
    { "group", "ensure", "present absent", "" },
    { "group", "auth_membership", BOOLEAN_YES_NO, "" },
    { "group", "allowdupe", BOOLEAN_YES_NO, "" },
    { "group", "attribute_membership", "inclusive minimum", "" },
    { "group", "system", BOOLEAN_YES_NO, "" },
    { "group", "forcelocal", BOOLEAN_YES_NO, "" },
    { "notify", "withpath", "true false", "" },
    { "package", "mark", "hold none", "" },
    { "package", "configfiles", "keep replace", "" },
    { "package", "allowcdrom", "true false", "" },
    { "package", "install_only", BOOLEAN_YES_NO, "" },
    { "package", "allow_virtual", BOOLEAN_YES_NO, "" },
    { "package", "reinstall_on_refresh", "true false", "" },
    { "schedule", "periodmatch", "number distance", "" },
    { "schedule", "period", "hourly daily weekly monthly never", "" },
    { "service", "ensure", "stopped running", "false true" },
    { "service", "enable", "true false manual mask delayed", "" },
    { "service", "hasstatus", "true false", "" },
    { "service", "hasrestart", "true false", "" },
    { "tidy", "type", "atime mtime ctime", "" },
    { "tidy", "rmdirs", BOOLEAN_YES_NO, "" },
    { "user", "ensure", "present absent role", "" },
    { "user", "membership", "inclusive minimum", "" },
    { "user", "system", BOOLEAN_YES_NO, "" },
    { "user", "allowdupe", BOOLEAN_YES_NO, "" },
    { "user", "role_membership", "inclusive minimum", "" },
    { "user", "auth_membership", "inclusive minimum", "" },
    { "user", "profile_membership", "inclusive minimum", "" },
    { "user", "key_membership", "inclusive minimum", "" },
    { "user", "attribute_membership", "inclusive minimum", "" },
    { "user", "forcelocal", BOOLEAN_YES_NO, "" },
    { "user", "purge_ssh_keys", "true false", "" },
};

/* The words of a list joined with ", ". */
static const char *joined(Ctx *ctx, const char *list) {
    size_t len = strlen(list);
    char *out = ctx_alloc(ctx, len * 2 + 1);
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        if (list[i] == ' ') {
            out[k++] = ',';
            out[k++] = ' ';
        } else {
            out[k++] = list[i];
        }
    }
    out[k] = '\0';
    return out;
}

/* Checks one value (each element of an array value, as properties check theirs). */
static Value check_value(Ctx *ctx, const CatResource *r, const AllowedValues *a, Value v) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes
                       : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false") : NULL;
    if (text && (ral_in_words(a->values, text) || ral_in_words(a->aliases, text)))
        return value_undef();
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Parameter %s failed on %s: Invalid value %s. Valid values are %s.", a->attribute,
              catalog_ref_text(ctx, r->type, r->title), sprintf_inspect_3x_text(ctx, v), joined(ctx, a->values));
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

static Value check_path(Ctx *ctx, const CatResource *r, const char *path) {
    if (path[0] == '/')
        return value_undef();
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Parameter path failed on %s: File paths must be fully qualified, not '%s'",
              catalog_ref_text(ctx, r->type, r->title), path);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* The resources type's name must name a type Puppet::Type.type finds (any case): a built-in
 * one or one a module of the environment defines in Ruby (keystone's `keystone_config`). */
static Value check_resources_name(Ctx *ctx, const CatResource *r) {
    const CatParam *name = catalog_param((CatResource *)r, "name");
    const char *text = name && name->value.kind == VAL_STRING ? name->value.as.string->bytes : r->title;
    const char *lower = catalog_downcase(ctx, text);
    CatResolved resolved;
    if (!strstr(lower, "::") && *lower &&
        (resource_type_find(lower, strlen(lower)) ||
         (catalog_resolve_type(ctx, lower, &resolved) && resolved.kind == CAT_BUILTIN && resolved.builtin)))
        return value_undef();
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Parameter name failed on %s: Could not find resource type '%s'",
              catalog_ref_text(ctx, r->type, r->title), text);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* Puppet::Provider::Exec#extractexe: the executable of a command: an array's first element, a
 * leading quoted string, or the first word. */
static const char *executable_of(Ctx *ctx, Value command) {
    if (command.kind == VAL_ARRAY)
        return command.as.array->count && command.as.array->items[0].kind == VAL_STRING
                   ? command.as.array->items[0].as.string->bytes : "";
    const char *s = command.kind == VAL_STRING ? command.as.string->bytes : "";
    if (s[0] == '"' || s[0] == '\'') {
        const char *end = strchr(s + 1, s[0]);
        return end ? ctx_strndup(ctx, s + 1, (size_t)(end - s - 1)) : s;
    }
    size_t n = strcspn(s, " \t\n");
    return ctx_strndup(ctx, s, n);
}

/* Exec's validatecmd: without `path`, a command must name its executable by an absolute path;
 * the shell provider accepts any command, as its commands run through `sh -c`. The command is
 * checked by the type's validate block ("Validation of Exec[x] failed: ..."), refresh, onlyif
 * and unless by their own, as parameters ("Parameter unless failed on Exec[x]: ..."). */
static Value check_exec_command(Ctx *ctx, const CatResource *r, Value command, const char *param) {
    const CatParam *path = catalog_param((CatResource *)r, "path");
    if (path && path->value.kind != VAL_UNDEF)
        return value_undef();
    const CatParam *provider = catalog_param((CatResource *)r, "provider");
    if (provider && provider->value.kind == VAL_STRING && strcmp(provider->value.as.string->bytes, "shell") == 0)
        return value_undef();
    const char *exe = executable_of(ctx, command);
    if (exe[0] == '/')
        return value_undef();
    SrcSpan at = span_none();
    at.line = r->line;
    const char *message = ctx_sprintf(ctx, "'%s' is not qualified and no path was specified. "
                                      "Please qualify the command or specify a path.", exe);
    const char *subject = catalog_ref_text(ctx, r->type, r->title);
    if (param)
        ctx_error(ctx, at, "Parameter %s failed on %s: %s", param, subject, message);
    else
        ctx_error(ctx, at, "Validation of %s failed: %s", subject, message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* The validate block of exec's onlyif and unless: one command or an array of them. */
static Value check_exec_check(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (p->value.kind == VAL_UNDEF)
        return value_undef();
    if (p->value.kind != VAL_ARRAY)
        return check_exec_command(ctx, r, p->value, p->name);
    for (size_t i = 0; i < p->value.as.array->count; i++)
        TRY(check_exec_command(ctx, r, p->value.as.array->items[i], p->name));
    return value_undef();
}

static Value check_exec(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "command");
    Value v = p ? p->value : value_cstring(ctx, r->title);
    if (v.kind == VAL_UNDEF)
        return value_undef();
    return check_exec_command(ctx, r, v, NULL);
}

static bool all_in(const char *s, size_t len, const char *set) {
    for (size_t i = 0; i < len; i++)
        if (!strchr(set, s[i]))
            return false;
    return true;
}

/* SymbolicFileMode#valid_symbolic_mode?: one to four octal digits (a leading 0 besides), or
 * clauses like "u=rw,go-x" (/^([ugoa]*[-=+][-=+rstwxXugo]*)(,...)*$/). */
static bool valid_file_mode(const char *mode) {
    size_t len = strlen(mode);
    const char *digits = mode[0] == '0' && len > 1 ? mode + 1 : mode;
    size_t n = strlen(digits);
    if (n >= 1 && n <= 4 && all_in(digits, n, "01234567"))
        return true;
    for (const char *p = mode;;) {
        size_t clause = strcspn(p, ",");
        size_t who = strspn(p, "ugoa");
        if (who >= clause || !strchr("-=+", p[who]) || !all_in(p + who + 1, clause - who - 1, "-=+rstwxXugo"))
            return false;
        if (!p[clause])
            return true;
        p += clause + 1;
    }
}

/* File's mode parameter: a String holding a valid mode (each element of an array, where an
 * undef is a nil the munge rejects: `mode +> undef` over a set mode). */
static Value check_file_mode(Ctx *ctx, const CatResource *r, Value v, bool element) {
    if ((v.kind == VAL_UNDEF && !element) || (v.kind == VAL_STRING && valid_file_mode(v.as.string->bytes)))
        return value_undef();
    SrcSpan at = span_none();
    at.line = r->line;
    if (v.kind == VAL_STRING)
        ctx_error(ctx, at, "Parameter mode failed on %s: The file mode specification is invalid: %s",
                  catalog_ref_text(ctx, r->type, r->title), sprintf_inspect_3x_text(ctx, v));
    else
        ctx_error(ctx, at, "Parameter mode failed on %s: The file mode specification must be a string, not '%s'",
                  catalog_ref_text(ctx, r->type, r->title), sprintf_ruby_class_3x(v));
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

static Value param_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Parameter %s failed on %s: %s", param, catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* Exec's timeout munge: Float(value), of the first element of an array, which value.shift
 * takes out of the value the message shows. */
static Value check_exec_timeout(Ctx *ctx, const CatResource *r, Value v) {
    Value shown = v;
    if (v.kind == VAL_UNDEF)
        return value_undef();   /* not set */
    if (v.kind == VAL_ARRAY) {
        size_t n = v.as.array->count;
        shown = value_array_of(ctx, n ? v.as.array->items + 1 : NULL, n ? n - 1 : 0);
        v = n ? v.as.array->items[0] : value_undef();
    }
    if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT)
        return value_undef();
    const char *failure = "The timeout must be a number.";
    if (v.kind == VAL_STRING) {
        const char *text = v.as.string->bytes;
        char *end;
        strtod(text, &end);
        while (*end == ' ' || *end == '\t' || *end == '\n')
            end++;
        if (end != text && !*end)
            return value_undef();
    } else {
        /* Float()'s TypeError, which the munge does not rescue */
        failure = ctx_sprintf(ctx, "can't convert %s into Float", sprintf_ruby_class_name(ctx, v));
    }
    return param_failed(ctx, r, "timeout", ctx_sprintf(ctx, "Munging failed for value %s in class timeout: %s",
                                                       sprintf_inspect_3x_text(ctx, shown), failure));
}

/* Puppet::Parameter::Path (exec's cwd, and creates, which takes an array of paths): absolute. */
static Value check_exec_path(Ctx *ctx, const CatResource *r, const CatParam *p, bool arrays) {
    Value v = p->value;
    if (v.kind == VAL_ARRAY && !arrays)
        return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "%s only accepts a single path, not an array of paths",
                                                         p->name));
    size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < count; i++) {
        Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
        if (!(item.kind == VAL_STRING && item.as.string->bytes[0] == '/'))
            return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "%s must be a fully qualified path", p->name));
    }
    return value_undef();
}

/* The validate and munge blocks of exec's other parameters: tries and try_sleep are numbers
 * (String ones of digits), environment settings are NAME=value, umask one to four octal digits. */
static Value check_exec_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (v.kind == VAL_UNDEF)
        return value_undef();
    if (strcmp(p->name, "cwd") == 0 || strcmp(p->name, "creates") == 0)
        return check_exec_path(ctx, r, p, strcmp(p->name, "creates") == 0);
    bool tries = strcmp(p->name, "tries") == 0;
    if (tries || strcmp(p->name, "try_sleep") == 0) {
        const char *digits = tries ? "0123456789" : "-0123456789.";
        double n;
        if (v.kind == VAL_STRING) {
            const char *t = v.as.string->bytes;
            if (!*t || !all_in(t, strlen(t), digits))
                return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Munging failed for value %s in class %s: %s",
                                                                 sprintf_inspect_3x_text(ctx, v), p->name,
                                                                 tries ? "Tries must be an integer"
                                                                       : "try_sleep must be a number"));
            n = strtod(t, NULL);
        } else if (v.kind == VAL_INTEGER) {
            n = (double)v.as.integer;
        } else if (v.kind == VAL_FLOAT) {
            n = v.as.floating;
        } else {
            return value_undef();
        }
        if (tries ? n < 1 : n < 0)
            return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Munging failed for value %s in class %s: %s",
                                                             sprintf_inspect_3x_text(ctx, v), p->name,
                                                             tries ? "Tries must be an integer >= 1"
                                                                   : "try_sleep cannot be a negative number"));
        return value_undef();
    }
    if (strcmp(p->name, "environment") == 0) {
        size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            /* value =~ /\w+=/ */
            bool ok = false;
            if (item.kind == VAL_STRING) {
                const char *t = item.as.string->bytes;
                for (const char *e = strchr(t, '='); e && !ok; e = strchr(e + 1, '='))
                    ok = e > t && (isalnum((unsigned char)e[-1]) || e[-1] == '_');
            }
            if (!ok)
                return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Invalid environment setting '%s'",
                                                                 sprintf_to_s_3x_text(ctx, item)));
        }
        return value_undef();
    }
    if (strcmp(p->name, "umask") == 0) {
        /* value =~ /^0?[0-7]{1,4}$/ */
        const char *t = v.kind == VAL_STRING ? v.as.string->bytes : NULL;
        size_t len = t ? strlen(t) : 0;
        const char *d = t && len > 1 && t[0] == '0' ? t + 1 : t;
        if (!d || !*d || strlen(d) > 4 || !all_in(d, strlen(d), "01234567"))
            return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "The umask specification is invalid: %s",
                                                             sprintf_inspect_3x_text(ctx, v)));
    }
    return value_undef();
}

static bool all_digits(const char *t, bool sign) {
    if (sign && *t == '-')
        t++;
    return *t && all_in(t, strlen(t), "0123456789");
}

/* File's recurse munge (true, false or remote), recurselimit (/^[0-9]+$/), source (absolute
 * paths or URLs with a scheme) and content (a String, as content's munge converts it). */
static Value check_file_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (v.kind == VAL_UNDEF)
        return value_undef();
    if (strcmp(p->name, "recurse") == 0) {
        const char *t = v.kind == VAL_STRING ? v.as.string->bytes
                        : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false") : "";
        if (!ral_in_words("true false remote", t))
            return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Invalid recurse value %s", sprintf_inspect_3x_text(ctx, v)));
    } else if (strcmp(p->name, "recurselimit") == 0) {
        if (!(v.kind == VAL_INTEGER ? v.as.integer >= 0 : v.kind == VAL_STRING && all_digits(v.as.string->bytes, false)))
            return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Invalid value %s. Valid values match /^[0-9]+$/.",
                                                             sprintf_inspect_3x_text(ctx, v)));
    } else if (strcmp(p->name, "source") == 0) {
        size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            if (item.kind != VAL_STRING || item.as.string->bytes[0] == '/')
                continue;
            /* URI#absolute?: a scheme, ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":" */
            const char *t = item.as.string->bytes;
            size_t n = 0;
            if (isalpha((unsigned char)t[0]))
                while (isalnum((unsigned char)t[n]) || t[n] == '+' || t[n] == '-' || t[n] == '.')
                    n++;
            if (n == 0 || t[n] != ':')
                return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Cannot use relative URLs '%s'", t));
            const char *scheme = catalog_downcase(ctx, ctx_strndup(ctx, t, n));
            if (!ral_in_words("file puppet http https", scheme))
                return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Cannot use URLs of type '%s' as source for "
                                                                 "fileserving", scheme));
        }
    } else if (strcmp(p->name, "content") == 0) {
        const char *what = v.kind == VAL_INTEGER ? "Integer" : v.kind == VAL_FLOAT ? "Float"
                           : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false") : NULL;
        if (what)
            return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Munging failed for value %s in class content: "
                                                             "no implicit conversion of %s into String",
                                                             sprintf_inspect_3x_text(ctx, v), what));
    }
    return value_undef();
}

/* User's validate blocks of groups (names, no comma lists), the password ages (numbers) and
 * expiry (YYYY-MM-DD or absent), for each value of the property. */
static Value check_user_value(Ctx *ctx, const CatResource *r, const char *name, Value v) {
    if (v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count; i++)
            TRY(check_user_value(ctx, r, name, v.as.array->items[i]));
        return value_undef();
    }
    if (v.kind == VAL_UNDEF)
        return value_undef();
    const char *t = v.kind == VAL_STRING ? v.as.string->bytes : NULL;
    if (strcmp(name, "groups") == 0 && t) {
        if (all_digits(t, false))
            return param_failed(ctx, r, name, "Group names must be provided, not GID numbers.");
        if (strchr(t, ','))
            return param_failed(ctx, r, name, "Group names must be provided as an array, not a comma-separated list.");
        if (!*t)
            return param_failed(ctx, r, name, "Group names must not be empty. If you want to specify \"no groups\" "
                                "pass an empty array");
    }
    static const char *const ages[][2] = {
        { "password_min_age", "Password minimum age must be provided as a number." },
        { "password_max_age", "Password maximum age must be provided as a number." },
        { "password_warn_days", "Password warning days must be provided as a number." },
    };
    for (size_t k = 0; k < sizeof ages / sizeof ages[0]; k++)
        if (strcmp(name, ages[k][0]) == 0 && !(v.kind == VAL_INTEGER || (t && all_digits(t, true))))
            return param_failed(ctx, r, name, ages[k][1]);
    if (strcmp(name, "expiry") == 0) {
        bool ok = t && (strcmp(t, "absent") == 0 ||
                        (strlen(t) == 10 && t[4] == '-' && t[7] == '-' && all_in(t, 4, "0123456789") &&
                         all_in(t + 5, 2, "0123456789") && all_in(t + 8, 2, "0123456789")));
        if (!ok)
            return param_failed(ctx, r, name, "Expiry dates must be YYYY-MM-DD or the string \"absent\"");
    }
    return value_undef();
}

/* Ruby's String#to_i: optional blanks and sign, then the leading digits (0 when none). */
static long ruby_to_i(const char *t, size_t len) {
    size_t i = 0;
    while (i < len && (t[i] == ' ' || (t[i] >= '\t' && t[i] <= '\r')))
        i++;
    bool negative = i < len && t[i] == '-';
    if (i < len && (t[i] == '-' || t[i] == '+'))
        i++;
    long n = 0;
    for (; i < len && isdigit((unsigned char)t[i]) && n < 100000000; i++)
        n = n * 10 + (t[i] - '0');
    return negative ? -n : n;
}

/* Whether t matches /\d+(:\d+){0,2}\s*-\s*\d+(:\d+){0,2}/ somewhere (the validate block's
 * unanchored pattern): some run of digits is followed, after blanks, by '-', blanks and a digit. */
static bool has_time_range(const char *t) {
    for (const char *p = t; *p; p++) {
        if (!isdigit((unsigned char)*p))
            continue;
        const char *q = p;
        while (isdigit((unsigned char)*q) || *q == ':')
            q++;
        while (isspace((unsigned char)*q))
            q++;
        if (*q != '-')
            continue;
        q++;
        while (isspace((unsigned char)*q))
            q++;
        if (isdigit((unsigned char)*q))
            return true;
    }
    return false;
}

/* One range's munge: split at the pattern \s*-\s* (trailing empty fields dropped, as Ruby's split) into
 * two times of ':'-separated numbers (String#to_i), hours 0-23, minutes 0-59. Returns the
 * message of the failure, or NULL; *munging says whether it is one of the munge's own
 * ArgumentErrors (wrapped "Munging failed ...") rather than its `fail`. */
static const char *schedule_range_failure(Ctx *ctx, const char *t, bool *munging) {
    long times[2][2] = { { 0, 0 }, { 0, 0 } };
    size_t fields = 0, nonempty = 0;
    const char *p = t;
    for (;;) {
        const char *dash = strchr(p, '-');
        const char *stop = dash ? dash : p + strlen(p);
        while (dash && stop > p && isspace((unsigned char)stop[-1]))
            stop--;
        if (fields < 2) {
            const char *q = p;
            for (size_t k = 0; k < 2; k++) {
                const char *colon = memchr(q, ':', (size_t)(stop - q));
                times[fields][k] = ruby_to_i(q, (size_t)((colon ? colon : stop) - q));
                if (!colon)
                    break;
                q = colon + 1;
            }
        }
        fields++;
        if (stop > p)
            nonempty = fields;
        if (!dash)
            break;
        p = dash + 1;
        while (isspace((unsigned char)*p))
            p++;
    }
    *munging = nonempty == 2;
    if (nonempty != 2)
        return ctx_sprintf(ctx, "Invalid range %s", t);
    for (size_t k = 0; k < 2; k++)
        if (times[k][0] < 0 || times[k][0] > 23)
            return ctx_sprintf(ctx, "Invalid hour '%ld'", times[k][0]);
    for (size_t k = 0; k < 2; k++)
        if (times[k][1] < 0 || times[k][1] > 59)
            return ctx_sprintf(ctx, "Invalid minute '%ld'", times[k][1]);
    return NULL;
}

/* Whether t starts with the lower-case word, in any case. */
static bool prefix_nocase(const char *t, const char *word) {
    for (; *word; t++, word++)
        if (tolower((unsigned char)*t) != *word)
            return false;
    return true;
}

/* Whether t is a day of the week as schedule's weekday takes it: /^[0-6]$/ or
 * /^(Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(day)?$/i. */
static bool weekday_name(const char *t) {
    if (t[0] >= '0' && t[0] <= '6' && !t[1])
        return true;
    static const char *const stems[] = { "mon", "tue", "tues", "wed", "wednes", "thu", "thurs", "fri", "sat",
                                         "satur", "sun" };
    for (size_t k = 0; k < sizeof stems / sizeof stems[0]; k++) {
        size_t n = strlen(stems[k]);
        if (prefix_nocase(t, stems[k]) && (!t[n] || (prefix_nocase(t + n, "day") && !t[n + 3])))
            return true;
    }
    return false;
}

/* Schedule's range, repeat and weekday blocks (period and periodmatch are value sets). */
static Value check_schedule_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (v.kind == VAL_UNDEF)
        return value_undef();
    size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    if (strcmp(p->name, "range") == 0) {
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            if (!(item.kind == VAL_STRING && has_time_range(item.as.string->bytes)))
                return param_failed(ctx, r, "range", ctx_sprintf(ctx, "Invalid range value '%s'",
                                                                 sprintf_to_s_3x_text(ctx, item)));
        }
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            bool munging;
            const char *failure = schedule_range_failure(ctx, item.as.string->bytes, &munging);
            if (failure && munging)
                return param_failed(ctx, r, "range", ctx_sprintf(ctx, "Munging failed for value %s in class range: %s",
                                                                 sprintf_inspect_3x_text(ctx, v), failure));
            if (failure)
                return param_failed(ctx, r, "range", failure);
        }
    } else if (strcmp(p->name, "repeat") == 0) {
        if (!(v.kind == VAL_INTEGER || (v.kind == VAL_STRING && all_digits(v.as.string->bytes, false))))
            return param_failed(ctx, r, "repeat", "Repeat must be a number");
        const CatParam *match = catalog_param((CatResource *)r, "periodmatch");
        /* the raw value is compared with 1: a String "1" is not */
        if (match && match->value.kind == VAL_STRING && !(v.kind == VAL_INTEGER && v.as.integer == 1) &&
            strcmp(match->value.as.string->bytes, "distance") != 0)
            return param_failed(ctx, r, "repeat", ctx_sprintf(ctx, "Repeat must be 1 unless periodmatch is 'distance', "
                                                              "not '%s'", match->value.as.string->bytes));
    } else if (strcmp(p->name, "weekday") == 0) {
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            bool ok = item.kind == VAL_INTEGER ? item.as.integer >= 0 && item.as.integer <= 6
                      : item.kind == VAL_STRING && weekday_name(item.as.string->bytes);
            if (!ok)
                return param_failed(ctx, r, "weekday", ctx_sprintf(ctx, "%s is not a valid day of the week",
                                                                   sprintf_to_s_3x_text(ctx, item)));
        }
    }
    return value_undef();
}

/* Group's gid munge: a String of digits and '-' only. */
static Value check_group_gid(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind != VAL_STRING)
        return value_undef();
    const char *text = v.as.string->bytes;
    if (*text && all_in(text, strlen(text), "-0123456789"))
        return value_undef();
    return param_failed(ctx, r, "gid", ctx_sprintf(ctx, "Invalid GID %s", text));
}

/* File's validate block: at most one of content, source and target; a remote recursion needs a
 * source; checksum none takes no source, none, ctime and mtime no content. */
static Value check_file(Ctx *ctx, const CatResource *r) {
    static const char *const creators[] = { "content", "source", "target", NULL };
    int count = 0;
    for (size_t k = 0; creators[k]; k++) {
        const CatParam *p = catalog_param((CatResource *)r, creators[k]);
        count += p && p->value.kind != VAL_UNDEF;
    }
    const char *failure = NULL;
    const CatParam *source = catalog_param((CatResource *)r, "source");
    const CatParam *content = catalog_param((CatResource *)r, "content");
    const CatParam *recurse = catalog_param((CatResource *)r, "recurse");
    const CatParam *checksum = catalog_param((CatResource *)r, "checksum");
    bool has_source = source && source->value.kind != VAL_UNDEF;
    bool has_content = content && content->value.kind != VAL_UNDEF;
    const char *sum = checksum && checksum->value.kind == VAL_STRING ? checksum->value.as.string->bytes : "";
    if (count > 1)
        failure = "You cannot specify more than one of content, source, target";
    else if (!has_source && recurse && recurse->value.kind == VAL_STRING &&
             strcmp(recurse->value.as.string->bytes, "remote") == 0)
        failure = "You cannot specify a remote recursion without a source";
    else if (has_source && strcmp(sum, "none") == 0)
        failure = "You cannot specify source when using checksum 'none'";
    else if (has_content && ral_in_words("none ctime mtime", sum))
        failure = ctx_sprintf(ctx, "You cannot specify content when using checksum '%s'", sum);
    if (!failure)
        return value_undef();
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Validation of %s failed: %s", catalog_ref_text(ctx, r->type, r->title), failure);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* Boolean parameters whose own validate block replaces the value collection's check and
 * munges first (user managehome, package enable_only, resources purge): a value that
 * Puppet::Coercion.boolean refuses (strings any case) fails in munge, whole. */
static const char *const MUNGED_BOOLEANS[][2] = {
    { "user", "managehome" }, { "package", "enable_only" }, { "resources", "purge" },
};

static Value check_munged_boolean(Ctx *ctx, const CatResource *r, const CatParam *p) {
    bool listed = false;
    for (size_t k = 0; k < sizeof MUNGED_BOOLEANS / sizeof MUNGED_BOOLEANS[0]; k++)
        listed = listed || (strcmp(MUNGED_BOOLEANS[k][0], r->builtin->name) == 0 && strcmp(MUNGED_BOOLEANS[k][1], p->name) == 0);
    Value v = p->value;
    if (!listed || v.kind == VAL_UNDEF)
        return value_undef();
    const char *lower = v.kind == VAL_STRING ? catalog_downcase(ctx, v.as.string->bytes) : NULL;
    if (v.kind == VAL_BOOLEAN || (lower && ral_in_words(BOOLEAN_YES_NO, lower))) {
        bool on = v.kind == VAL_BOOLEAN ? v.as.boolean : (strcmp(lower, "true") == 0 || strcmp(lower, "yes") == 0);
        if (on && strcmp(p->name, "purge") == 0) {
            /* resources' validate: the purged type must have an ensure property */
            const CatParam *name = catalog_param((CatResource *)r, "name");
            const char *text = name && name->value.kind == VAL_STRING ? name->value.as.string->bytes : r->title;
            const char *type = catalog_downcase(ctx, text);
            const ResourceTypeInfo *t = resource_type_find(type, strlen(type));
            if (t && strcmp(t->namevar, "ensure") != 0 && !resource_type_has_attribute(t, "ensure"))
                return param_failed(ctx, r, p->name, "Purging is only supported on types that accept 'ensure'");
        }
        return value_undef();
    }
    const char *text = sprintf_inspect_3x_text(ctx, v);
    return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "Munging failed for value %s in class %s: expected a boolean value",
                                                     text, p->name));
}

/* Whether name is an attribute Type.validattr? accepts: a built-in type's namevar, properties,
 * parameters; a component's (define or class instance) `name`; the metaparameters. */
static bool valid_attribute(const CatResource *r, const char *name) {
    if (resource_type_is_metaparam(name))
        return true;
    if (!r->builtin)
        return strcmp(name, "name") == 0;
    return strcmp(name, r->builtin->namevar) == 0 || ral_in_words(r->builtin->attributes, name);
}

/* The audit metaparameter's validate block: Array(list) of names (to_sym), each an attribute of
 * the type, unless the list is just `all`. */
static Value check_audit(Ctx *ctx, const CatResource *r, Value list) {
    const Value *values = list.kind == VAL_ARRAY ? list.as.array->items : &list;
    size_t count = list.kind == VAL_ARRAY ? list.as.array->count : 1;
    if (count == 1 && values[0].kind == VAL_STRING && strcmp(values[0].as.string->bytes, "all") == 0)
        return value_undef();
    for (size_t i = 0; i < count; i++) {
        Value v = values[i];
        if (v.kind != VAL_STRING) {
            /* a Ruby error in the validate block: the agent gives it no line */
            ctx_error(ctx, span_none(), "Parameter audit failed on %s: Validate method failed for class audit: "
                      "undefined method `to_sym' for %s:%s", catalog_ref_text(ctx, r->type, r->title),
                      sprintf_inspect_3x_text(ctx, v), sprintf_ruby_class_3x(v));
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            return value_abrupt();
        }
        if (!valid_attribute(r, v.as.string->bytes))
            return param_failed(ctx, r, "audit", ctx_sprintf(ctx, "Cannot audit %s: not a valid attribute for %s",
                                                             v.as.string->bytes, catalog_ref_text(ctx, r->type, r->title)));
    }
    return value_undef();
}

/* The metaparameters' own checks (noop and loglevel values, audit names), for every resource
 * the agent makes: a define or class instance is a Component there. */
static Value check_metaparam(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "audit") == 0 && p->value.kind != VAL_UNDEF)
        return check_audit(ctx, r, p->value);
    size_t count;
    const Value *values = catalog_flatten(ctx, &p->value, &count);
    for (size_t k = 0; k < sizeof ALLOWED / sizeof ALLOWED[0]; k++) {
        const AllowedValues *a = &ALLOWED[k];
        if (a->type || strcmp(a->attribute, p->name) != 0)
            continue;
        for (size_t i = 0; i < count; i++)
            TRY(check_value(ctx, r, a, values[i]));
    }
    return value_undef();
}

/* A define or class instance as the agent's Component: only its metaparameters are checked. */
static Value check_component(Ctx *ctx, const CatResource *r) {
    for (size_t i = 0; resource_type_metaparams[i]; i++) {
        const CatParam *p = catalog_param((CatResource *)r, resource_type_metaparams[i]);
        if (p)
            TRY(check_metaparam(ctx, r, p));
    }
    return value_undef();
}

/* The checks of one parameter's value, as its munge and validate blocks make them. */
static Value check_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *type = r->builtin->name;
    if (resource_type_is_metaparam(p->name))
        return check_metaparam(ctx, r, p);
    if (strcmp(p->name, "provider") == 0) {
        TRY(catalog_check_provider(ctx, r, p->value));
        return catalog_check_module_param(ctx, r, p);   /* a module type's own providers */
    }
    TRY(catalog_check_module_param(ctx, r, p));
    if (!catalog_provider_supports(r, p->name))
        return value_undef();   /* the agent drops the attribute: nothing of it is checked */
    if (strcmp(type, "package") == 0 && strcmp(p->name, "ensure") == 0 && p->value.kind == VAL_STRING &&
        !p->value.as.string->bytes[0])
        return param_failed(ctx, r, "ensure", "Invalid value \"\". Valid values are present, absent, purged, "
                            "disabled, latest. Valid values match /./.");
    size_t count;
    const Value *values = catalog_flatten(ctx, &p->value, &count);
    if (strcmp(type, "file") == 0 && strcmp(p->name, "mode") == 0)
        for (size_t i = 0; i < count; i++)
            TRY(check_file_mode(ctx, r, values[i], p->value.kind == VAL_ARRAY));
    if (strcmp(type, "exec") == 0 && strcmp(p->name, "timeout") == 0)
        TRY(check_exec_timeout(ctx, r, p->value));
    if (strcmp(type, "exec") == 0 && (strcmp(p->name, "onlyif") == 0 || strcmp(p->name, "unless") == 0))
        TRY(check_exec_check(ctx, r, p));
    if (strcmp(type, "exec") == 0 && strcmp(p->name, "refresh") == 0 && p->value.kind != VAL_UNDEF)
        TRY(check_exec_command(ctx, r, p->value, p->name));   /* one command: an array's first word */
    if (strcmp(type, "exec") == 0)
        TRY(check_exec_param(ctx, r, p));
    if (strcmp(type, "file") == 0)
        TRY(check_file_param(ctx, r, p));
    if (strcmp(type, "user") == 0)
        TRY(check_user_value(ctx, r, p->name, p->value));
    if (strcmp(type, "group") == 0 && strcmp(p->name, "gid") == 0)
        TRY(check_group_gid(ctx, r, p->value));
    if (strcmp(type, "schedule") == 0)
        TRY(check_schedule_param(ctx, r, p));
    TRY(check_munged_boolean(ctx, r, p));
    for (size_t k = 0; k < sizeof ALLOWED / sizeof ALLOWED[0]; k++) {
        const AllowedValues *a = &ALLOWED[k];
        if ((a->type && strcmp(a->type, type) != 0) || strcmp(a->attribute, p->name) != 0)
            continue;
        for (size_t i = 0; i < count; i++)
            TRY(check_value(ctx, r, a, values[i]));
    }
    return catalog_check_value_features(ctx, r, p->name, p->value);
}

static Value check_named(Ctx *ctx, const CatResource *r, const char *name, size_t len) {
    char buf[64];
    if (len >= sizeof buf)
        return value_undef();
    memcpy(buf, name, len);
    buf[len] = '\0';
    const CatParam *p = catalog_param((CatResource *)r, buf);
    return p ? check_param(ctx, r, p) : value_undef();
}

/* Puppet::Type#initialize: the name, then the provider, then the other attributes in the
 * order of Type.allattrs (properties, parameters, metaparameters), then the validate blocks. */
static Value check_resource(Ctx *ctx, const CatResource *r) {
    const char *type = r->builtin->name;
    /* the namevar first: file paths (tidy's are expanded instead), the type resources names */
    if (strcmp(type, "file") == 0) {
        const CatParam *path = catalog_param((CatResource *)r, "path");
        const char *p = path && path->value.kind == VAL_STRING ? path->value.as.string->bytes : r->title;
        TRY(check_path(ctx, r, p));
    }
    if (strcmp(type, "resources") == 0)
        TRY(check_resources_name(ctx, r));
    TRY(catalog_check_module_name(ctx, r));
    TRY(check_named(ctx, r, "provider", strlen("provider")));
    for (const char *w = r->builtin->attributes; *w;) {
        size_t len = strcspn(w, " ");
        if (!(len == strlen("provider") && memcmp(w, "provider", len) == 0))
            TRY(check_named(ctx, r, w, len));
        w += len;
        while (*w == ' ')
            w++;
    }
    for (size_t i = 0; resource_type_metaparams[i]; i++)
        TRY(check_named(ctx, r, resource_type_metaparams[i], strlen(resource_type_metaparams[i])));
    if (strcmp(type, "exec") == 0)
        TRY(check_exec(ctx, r));
    if (strcmp(type, "file") == 0)
        TRY(check_file(ctx, r));
    TRY(catalog_validate_module_type(ctx, r));
    return value_undef();
}

Value catalog_check_values(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    NameTable ral = { 0 };
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *r = cat->resources[i];
        if (r->is_virtual)
            continue;
        if (r->kind == CAT_DEFINED || r->kind == CAT_CLASS) {
            TRY(check_component(ctx, r));
            continue;
        }
        if (r->kind != CAT_BUILTIN || !r->builtin)
            continue;
        TRY(check_resource(ctx, r));
        if (!catalog_ral_add(ctx, &ral, r))
            return value_abrupt();
    }
    return value_undef();
}
