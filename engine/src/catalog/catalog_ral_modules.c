/* catalog_ral_modules.c: the checks the reference's agent makes (Resource::Catalog#to_ral) on the
 * resources of the types that modules define in Ruby (types/module_types.def): their parameters'
 * validate blocks and value collections, and the types' own validate blocks, as the modules'
 * lib/puppet/type/NAME.rb files write them (stdlib's file_line, concat's concat_file and concat_fragment,
 * inifile's ini_setting and ini_subsetting, mysql's mysql_user names and mysql_grant, apt's apt_key, postgresql's postgresql_conf,
 * postgresql_replication_slot, postgresql_psql and postgresql_conn_validator, alternatives'
 * alternatives and alternative_entry, vcsrepo, archive, rabbitmq's rabbitmq_* types, openssl's
 * ssl_pkey, x509_cert and x509_request).
 *
 * Messages are the reference's: a parameter's failure is
 *   Parameter target failed on Concat_fragment[x]: Target must be a String
 * and a type's validate block's
 *   Validation of Concat_fragment[x] failed: Set either 'source' or 'content'
 * at the resource's line. The built-in types' checks are catalog_ral.c's; what a provider checks
 * on a real machine (files, databases) is not checked: the engine applies nothing.
 */
#include "catalog/catalog_internal.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "support/strbuf.h"
#include "support/utf8.h"
#include "types/type.h"
#include "text/format.h"
#include "values/regex.h"

static bool is_type(const CatResource *r, const char *name) {
    return strcmp(r->builtin->name, name) == 0;
}

static Value failed(Ctx *ctx, const CatResource *r, const char *format_prefix, const char *what, const char *message) {
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, format_prefix, what, catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

static Value param_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    return failed(ctx, r, "Parameter %s failed on %s: %s", param, message);
}

static Value validation_failed(Ctx *ctx, const CatResource *r, const char *message) {
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Validation of %s failed: %s", catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

static bool in_words(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *w = list; *w;) {
        size_t len = strcspn(w, " ");
        if (len == n && memcmp(w, word, n) == 0)
            return true;
        w += len;
        while (*w == ' ')
            w++;
    }
    return false;
}

/* Puppet::Parameter::ValueCollection#validate over names (space separated): a String or
 * Boolean whose text is one of them; the message lists them joined by ", ". */
static Value check_values(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false") : NULL;
    if (text && in_words(names, text))
        return value_undef();
    StrBuf list;
    strbuf_init(&list, ctx);
    for (const char *w = names; *w;) {
        size_t len = strcspn(w, " ");
        if (list.len)
            strbuf_append_cstr(&list, ", ");
        strbuf_append(&list, w, len);
        w += len;
        while (*w == ' ')
            w++;
    }
    const char *shown = v.kind == VAL_STRING ? ctx_sprintf(ctx, "\"%s\"", text) : format_to_string(ctx, v)->bytes;
    const char *message = ctx_sprintf(ctx, "Invalid value %s. Valid values are %s.", shown, strbuf_finish(&list)->bytes);
    return param_failed(ctx, r, param, message);
}

static bool slash(char c) {
    return c == '/' || c == '\\';
}

/* The length of a label [^\\/]+ at p. */
static size_t label(const char *p) {
    size_t n = 0;
    while (p[n] && !slash(p[n]))
        n++;
    return n;
}

/* Puppet::Util.absolute_path?(p, :posix), and with windows also (p, :windows): "C:\", "//host/share",
 * "\\?\label". */
static bool absolute_path(const char *p, bool windows) {
    if (p[0] == '/')
        return true;
    if (!windows)
        return false;
    bool letter = (p[0] >= 'A' && p[0] <= 'Z') || (p[0] >= 'a' && p[0] <= 'z');
    if (letter && p[1] == ':' && slash(p[2]))
        return true;
    if (!slash(p[0]) || !slash(p[1]))
        return false;
    if (p[2] == '?')
        return slash(p[3]) && label(p + 4) > 0;
    size_t n = label(p + 2);
    return n > 0 && slash(p[2 + n]) && label(p + 3 + n) > 0;
}

static Value check_path(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING || absolute_path(v.as.string->bytes, false))
        return value_undef();
    return param_failed(ctx, r, param, ctx_sprintf(ctx, "File paths must be fully qualified, not '%s'", v.as.string->bytes));
}

static bool is_integer_or_string(Value v) {
    return v.kind == VAL_STRING || v.kind == VAL_INTEGER;
}

/* --- concat --------------------------------------------------------------------------------- */

static Value check_concat_fragment_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "target") == 0 && v.kind != VAL_STRING)
        return param_failed(ctx, r, "target", "Target must be a String");
    if (strcmp(p->name, "content") == 0 && v.kind != VAL_STRING)
        return param_failed(ctx, r, "content", "Content must be a String");
    if (strcmp(p->name, "source") == 0 && v.kind != VAL_STRING && v.kind != VAL_ARRAY)
        return param_failed(ctx, r, "source", "Content must be a String or Array");
    if (strcmp(p->name, "order") == 0) {
        if (!is_integer_or_string(v))
            return param_failed(ctx, r, "order", "$order is not a string or integer.");
        if (v.kind == VAL_STRING && strpbrk(v.as.string->bytes, ":\n/"))
            return param_failed(ctx, r, "order", "Order cannot contain '/', ':', or '\\n'.");
    }
    return value_undef();
}

static bool has(const CatResource *r, const char *name) {
    const CatParam *p = catalog_param((CatResource *)r, name);
    return p && p->value.kind != VAL_UNDEF;
}

static Value validate_concat_fragment(Ctx *ctx, const CatResource *r) {
    if (!has(r, "target") && !has(r, "tag"))
        return validation_failed(ctx, r, "No 'target' or 'tag' set");
    if (!has(r, "source") && !has(r, "content"))
        return validation_failed(ctx, r, "Set either 'source' or 'content'");
    if (has(r, "source") && has(r, "content"))
        return validation_failed(ctx, r, "Can't use 'source' and 'content' at the same time");
    return value_undef();
}

static Value check_concat_file_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "path") == 0 && v.kind == VAL_STRING && !absolute_path(v.as.string->bytes, true))
        return param_failed(ctx, r, "path", ctx_sprintf(ctx, "File paths must be fully qualified, not '%s'", v.as.string->bytes));
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", v, "present absent");
    if (strcmp(p->name, "order") == 0)
        return check_values(ctx, r, "order", v, "alpha numeric");
    if (strcmp(p->name, "format") == 0)
        return check_values(ctx, r, "format", v, "plain yaml json json-array json-pretty json-array-pretty");
    if (strcmp(p->name, "backup") == 0 && v.kind != VAL_BOOLEAN && v.kind != VAL_STRING)
        return param_failed(ctx, r, "backup", "Backup must be a Boolean or String");
    if (strcmp(p->name, "validate_cmd") == 0 && v.kind != VAL_STRING)
        return param_failed(ctx, r, "validate_cmd", "Validate_cmd must be a String");
    static const char *const sel[][2] = { { "selrange", "Selrange" }, { "selrole", "Selrole" },
                                          { "seltype", "Seltype" }, { "seluser", "Seluser" } };
    for (size_t i = 0; i < 4; i++)
        if (strcmp(p->name, sel[i][0]) == 0 && v.kind != VAL_STRING)
            return param_failed(ctx, r, sel[i][0], ctx_sprintf(ctx, "%s must be a String", sel[i][1]));
    return value_undef();
}

/* --- file_line ------------------------------------------------------------------------------ */

static Value check_file_line_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    static const char *const booleans[] = { "match_for_absence", "multiple", "replace",
                                            "replace_all_matches_not_matching_line", "append_on_no_match" };
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "path") == 0)
        return check_path(ctx, r, "path", p->value);
    for (size_t i = 0; i < sizeof booleans / sizeof *booleans; i++)
        if (strcmp(p->name, booleans[i]) == 0)
            return check_values(ctx, r, p->name, p->value, "true false");
    return value_undef();
}

/* The value's to_s as the validate block compares it ("false" for false). */
static bool text_is(const CatResource *r, const char *name, const char *text) {
    const CatParam *p = catalog_param((CatResource *)r, name);
    if (!p)
        return false;
    if (p->value.kind == VAL_BOOLEAN)
        return strcmp(p->value.as.boolean ? "true" : "false", text) == 0;
    return p->value.kind == VAL_STRING && strcmp(p->value.as.string->bytes, text) == 0;
}

static Value validate_file_line(Ctx *ctx, const CatResource *r) {
    if (text_is(r, "replace_all_matches_not_matching_line", "true")) {
        if (text_is(r, "multiple", "false"))
            return validation_failed(ctx, r, "multiple must be true when replace_all_matches_not_matching_line is true");
        if (text_is(r, "replace", "false"))
            return validation_failed(ctx, r, "replace must be true when replace_all_matches_not_matching_line is true");
    }
    /* a line is needed unless the lines its match finds are removed (match_for_absence) */
    if (!has(r, "line") && !(text_is(r, "ensure", "absent") && text_is(r, "match_for_absence", "true") && has(r, "match")))
        return validation_failed(ctx, r, "line is a required attribute");
    if (!has(r, "path"))
        return validation_failed(ctx, r, "path is a required attribute");
    return value_undef();
}

/* --- inifile -------------------------------------------------------------------------------- */

static Value check_ini_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "path") == 0)
        return check_path(ctx, r, "path", p->value);
    return value_undef();
}

/* --- apt ------------------------------------------------------------------------------------ */

/* Puppet::Parameter::ValueCollection#validate over regexps only: a String that one of them
 * matches; patterns are Ruby's, shown as Regexp#inspect shows them. */
static Value check_matches(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *const *patterns,
                           const char *shown) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    const Str *text = v.kind == VAL_STRING ? v.as.string : format_to_string(ctx, v);
    for (size_t i = 0; patterns[i]; i++) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, patterns[i], strlen(patterns[i]), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "%s: %s", r->builtin->name, error);
        if (regex_match(ctx, re, text))
            return value_undef();
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
    }
    const char *value = v.kind == VAL_STRING ? ctx_sprintf(ctx, "\"%s\"", text->bytes) : text->bytes;
    return param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid value %s. Valid values match %s.", value, shown));
}

static const char *const APT_KEY_ID[] = { "\\A(0x)?[0-9a-fA-F]{8}\\Z", "\\A(0x)?[0-9a-fA-F]{16}\\Z",
                                          "\\A(0x)?[0-9a-fA-F]{40}\\Z", NULL };
static const char APT_KEY_ID_SHOWN[] = "/\\A(0x)?[0-9a-fA-F]{8}\\Z/, /\\A(0x)?[0-9a-fA-F]{16}\\Z/, "
                                       "/\\A(0x)?[0-9a-fA-F]{40}\\Z/";

static Value check_apt_key_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    static const char *const source[] = { "\\Ahttps?://", "\\Aftp://", "\\A/\\w+", NULL };
    static const char *const server[] = {
        "\\A((hkp|hkps|http|https):\\/\\/)?([a-z\\d])([a-z\\d-]{0,61}\\.)+[a-z\\d]+(:\\d{2,5})?(\\/[a-zA-Z\\d\\-_.]+)*\\/?$",
        NULL,
    };
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "source") == 0)
        return check_matches(ctx, r, "source", p->value, source, "/\\Ahttps?:\\/\\//, /\\Aftp:\\/\\//, /\\A\\/\\w+/");
    if (strcmp(p->name, "server") == 0)
        return check_matches(ctx, r, "server", p->value, server,
                             "/\\A((hkp|hkps|http|https):\\/\\/)?([a-z\\d])([a-z\\d-]{0,61}\\.)+[a-z\\d]+(:\\d{2,5})?"
                             "(\\/[a-zA-Z\\d\\-_.]+)*\\/?$/");
    if (strcmp(p->name, "refresh") == 0 || strcmp(p->name, "weak_ssl") == 0)   /* Puppet::Parameter::Boolean */
        return check_values(ctx, r, p->name, p->value, "true false yes no");
    return value_undef();
}

/* The id (the title unless given), as the id parameter's munge leaves it: without 0x. */
static Value apt_key_id(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "id");
    return p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
}

/* A validate block's RuntimeError: the agent prints its message alone, without the resource
 * or a line (Puppet::Type#validate wraps only ArgumentError, TypeError and Puppet::Error). */
static Value runtime_error(Ctx *ctx, const char *message) {
    ctx_error(ctx, span_none(), "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* Whether a Puppet::Parameter::Boolean's value is true (true, 'true', 'yes'). */
static bool boolean_true(const CatResource *r, const char *name) {
    return text_is(r, name, "true") || text_is(r, name, "yes");
}

static Value validate_apt_key(Ctx *ctx, const CatResource *r) {
    if (boolean_true(r, "refresh") && text_is(r, "ensure", "absent"))
        return runtime_error(ctx, "ensure => absent and refresh => true are mutually exclusive");
    if (has(r, "content") && has(r, "source"))
        return runtime_error(ctx, "The properties content and source are mutually exclusive.");
    Value id = apt_key_id(ctx, r);
    if (id.kind == VAL_STRING) {
        size_t len = id.as.string->len;
        if (len >= 2 && memcmp(id.as.string->bytes, "0x", 2) == 0)
            len -= 2;
        if (len < 40)
            ctx_warn(ctx, span_none(), "/%s: The id should be a full fingerprint (40 characters), see README.",
                     catalog_ref_text(ctx, r->type, r->title));
    }
    return value_undef();
}

/* --- mysql ---------------------------------------------------------------------------------- */

/* mysql_user's name, mysql_grant's user: 'user'@host quoted, user@host plain, or a user with
 * other characters. */
static Value check_mysql_user_name(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING)
        return value_undef();
    static const char *const patterns[] = {
        "^(['`\"])((?:(?!\\1).)*)\\1@([\\w%\\.:\\-/]+)$",
        "^([0-9a-zA-Z$_]*)@([\\w%\\.:\\-/]+)$",
        "^((?!['`\"]).*[^0-9a-zA-Z$_].*)@(.+)$",
    };
    for (size_t i = 0; i < 3; i++) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, patterns[i], strlen(patterns[i]), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "mysql_user: %s", error);
        if (regex_match(ctx, re, v.as.string))
            return value_undef();
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
    }
    return param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid database user %s.", v.as.string->bytes));
}

static Value check_mysql_grant_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "user") == 0)
        return check_mysql_user_name(ctx, r, "user", p->value);
    return value_undef();   /* table and privileges have validate blocks of their own: no newvalues */
}

/* A String parameter's text with the bytes of `drop` taken out (the munge blocks' delete). */
static const char *text_without(Ctx *ctx, const char *text, const char *drop) {
    size_t n = strlen(text), k = 0;
    char *out = ctx_alloc(ctx, n + 1);
    for (size_t i = 0; i < n; i++)
        if (!strchr(drop, text[i]))
            out[k++] = text[i];
    out[k] = '\0';
    return out;
}

/* The user property's munge: "#{user}@#{host.downcase}" split as /^((['`"]?).*\2)@(.+)$/. */
static const char *mysql_grant_user(Ctx *ctx, const Str *user) {
    static const char pattern[] = "^((['`\"]?).*\\2)@(.+)$";
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    const MatchData *m = re ? regex_match(ctx, re, user) : NULL;
    if (!m || m->count < 4 || m->groups[1].kind != VAL_STRING || m->groups[3].kind != VAL_STRING)
        return user->bytes;
    const char *host = m->groups[3].as.string->bytes;
    char *lower = ctx_strndup(ctx, host, strlen(host));
    for (char *c = lower; *c; c++)
        if (*c >= 'A' && *c <= 'Z')
            *c = (char)(*c + 32);
    return ctx_sprintf(ctx, "%s@%s", m->groups[1].as.string->bytes, lower);
}

/* The validate block (its raises are RuntimeErrors: the message alone). The PROXY checks,
 * which need the mysql_version fact, are not made. */
static Value validate_mysql_grant(Ctx *ctx, const CatResource *r) {
    bool present = text_is(r, "ensure", "present");
    if (present && !has(r, "privileges"))
        return runtime_error(ctx, "`privileges` `parameter` is required.");
    if (present && !has(r, "table"))
        return runtime_error(ctx, "`table` `parameter` is required.");
    if (present && !has(r, "user"))
        return runtime_error(ctx, "`user` `parameter` is required.");
    const CatParam *user = catalog_param((CatResource *)r, "user"), *table = catalog_param((CatResource *)r, "table");
    if (!has(r, "user") || !has(r, "table") || user->value.kind != VAL_STRING || table->value.kind != VAL_STRING)
        return value_undef();
    const CatParam *name = catalog_param((CatResource *)r, "name");
    const char *title = name && name->value.kind == VAL_STRING ? name->value.as.string->bytes : r->title;
    const char *expected = ctx_sprintf(ctx, "%s/%s", mysql_grant_user(ctx, user->value.as.string),
                                       text_without(ctx, table->value.as.string->bytes, "`"));
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    if (strcmp(text_without(ctx, title, "'"), expected) != 0)
        return runtime_error(ctx, "`name` `parameter` must match user@host/table format.");
    return value_undef();
}

/* --- postgresql ----------------------------------------------------------------------------- */

/* Ruby's Integer(value) for a String: blanks around, a sign, a 0x/0b/0o/0 radix prefix, digits
 * with single underscores between them. */
static bool ruby_integer_text(const char *s) {
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    if (*s == '+' || *s == '-')
        s++;
    int base = 10;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
    } else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        base = 2;
        s += 2;
    } else if (s[0] == '0' && (s[1] == 'o' || s[1] == 'O')) {
        base = 8;
        s += 2;
    } else if (s[0] == '0' && s[1]) {
        base = 8;
        s += 1;
        if (*s == '_')
            s++;
    }
    size_t digits = 0;
    for (; *s; s++) {
        int d = *s >= '0' && *s <= '9' ? *s - '0' : *s >= 'a' && *s <= 'z' ? *s - 'a' + 10
              : *s >= 'A' && *s <= 'Z' ? *s - 'A' + 10 : -1;
        if (d >= 0 && d < base) {
            digits++;
            continue;
        }
        if (*s == '_' && digits && s[1] && s[1] != '_')
            continue;
        break;
    }
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    return digits > 0 && !*s;
}

/* A validate block of Integer(value): Ruby's ArgumentError as the parameter's failure, its
 * TypeError (true, an array) alone. */
static Value check_ruby_integer(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT)
        return value_undef();
    if (v.kind == VAL_STRING) {
        if (ruby_integer_text(v.as.string->bytes))
            return value_undef();
        StrBuf shown;   /* value.inspect */
        strbuf_init(&shown, ctx);
        utf8_inspect(&shown, v.as.string->bytes, v.as.string->len);
        return param_failed(ctx, r, param, ctx_sprintf(ctx, "invalid value for Integer: %s", strbuf_finish(&shown)->bytes));
    }
    /* a TypeError is not the parameter's failure: the agent prints its message alone */
    const char *what = v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false") : type_ruby_class_of_value(v);
    return runtime_error(ctx, ctx_sprintf(ctx, "can't convert %s into Integer", what));
}

static Value check_postgresql_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *type = r->builtin->name;
    if (strcmp(p->name, "ensure") == 0 && strcmp(type, "postgresql_psql") != 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(type, "postgresql_psql") == 0) {
        if (strcmp(p->name, "refreshonly") == 0)
            return check_values(ctx, r, "refreshonly", p->value, "true false");
        if (strcmp(p->name, "cwd") == 0 && p->value.kind == VAL_STRING && !absolute_path(p->value.as.string->bytes, false))
            return param_failed(ctx, r, "cwd", "cwd must be a fully qualified path");   /* Puppet::Parameter::Path */
        if (strcmp(p->name, "environment") == 0) {
            size_t count;
            const Value *values = catalog_flatten(ctx, &p->value, &count);
            static const char pattern[] = "\\w+=";
            const char *error = NULL;
            const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
            for (size_t i = 0; re && i < count; i++) {
                const Str *text = values[i].kind == VAL_STRING ? values[i].as.string : format_to_string(ctx, values[i]);
                if (regex_match(ctx, re, text))
                    continue;
                if (ctx->unwind.kind != UNWIND_NONE)
                    return value_abrupt();
                return param_failed(ctx, r, "environment", ctx_sprintf(ctx, "Invalid environment setting '%s'", text->bytes));
            }
        }
    }
    if (strcmp(type, "postgresql_conn_validator") == 0 &&
        (strcmp(p->name, "port") == 0 || strcmp(p->name, "sleep") == 0 || strcmp(p->name, "tries") == 0))
        return check_ruby_integer(ctx, r, p->name, p->value);
    return value_undef();
}

/* The names of postgresql_conf and postgresql_replication_slot (their newvalues). */
static Value check_postgresql_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value name = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    if (is_type(r, "postgresql_conf")) {
        static const char *const conf[] = { "^[\\w\\.]+$", NULL };
        return check_matches(ctx, r, "name", name, conf, "/^[\\w\\.]+$/");
    }
    static const char *const slot[] = { "^[a-z0-9_]+$", NULL };
    return check_matches(ctx, r, "name", name, slot, "/^[a-z0-9_]+$/");
}

/* --- alternatives, vcsrepo, archive ---------------------------------------------------------- */

/* Whether Integer(v) succeeds: an Integer, a Float (truncated), an integer's text. */
static bool ruby_integer(Value v) {
    return v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || (v.kind == VAL_STRING && ruby_integer_text(v.as.string->bytes));
}

/* A parameter whose validate block wants an absolute path (Puppet::Util.absolute_path? on
 * POSIX; Pathname#absolute? is the same test); the message is prefix, followed by the value
 * when the prefix ends in a blank. */
static Value check_absolute(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *prefix) {
    if (v.kind == VAL_STRING && absolute_path(v.as.string->bytes, false))
        return value_undef();
    bool shown = prefix[0] && prefix[strlen(prefix) - 1] == ' ';
    return param_failed(ctx, r, param, ctx_sprintf(ctx, "%s%s", prefix, shown ? format_to_string(ctx, v)->bytes : ""));
}

/* Value collections of regexps only (newvalue(/re/)): the value's to_s must match. */
static Value check_pattern(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *pattern) {
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    if (!re)
        return ctx_error(ctx, span_none(), "%s: %s", param, error);
    const Str *text = format_to_string(ctx, v);
    if (regex_match(ctx, re, text))
        return value_undef();
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    const char *shown = v.kind == VAL_STRING ? ctx_sprintf(ctx, "\"%s\"", text->bytes) : text->bytes;
    return param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid value %s. Valid values match /%s/.", shown, pattern));
}

static Value check_alternatives_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "path") == 0)
        return check_absolute(ctx, r, "path", p->value, "path must be a fully qualified path");
    if (strcmp(p->name, "mode") == 0)
        return check_values(ctx, r, "mode", p->value, "auto manual");
    return value_undef();
}

static Value check_alternative_entry_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "priority") == 0 && !ruby_integer(p->value))
        return param_failed(ctx, r, "priority", "priority must be an integer");
    return value_undef();
}

/* alternative_entry's key attributes, name then altlink, from its parameters or its title. */
static Value check_alternative_entry_keys(Ctx *ctx, const CatResource *r) {
    const char *names[4];
    Value values[4];
    size_t n = catalog_title_keys(ctx, r, names, values, 4);
    if (n == SIZE_MAX)
        n = 0;
    static const char *const keys[] = { "name", "altlink" };
    for (size_t k = 0; k < 2; k++) {
        const CatParam *p = catalog_param((CatResource *)r, keys[k]);
        Value v = p ? p->value : value_undef();
        for (size_t i = 0; v.kind == VAL_UNDEF && i < n; i++)
            if (strcmp(names[i], keys[k]) == 0)
                v = values[i];
        if (v.kind != VAL_UNDEF)
            TRY(check_absolute(ctx, r, keys[k], v, "path must be a fully qualified path"));
    }
    return value_undef();
}

/* The features of vcsrepo's providers (their has_features), for the parameters that require
 * one; NULL for an unknown provider. */
static const char *vcsrepo_features(const CatResource *r) {
    static const char *const providers[][2] = {
        { "bzr", "reference_tracking" },
        { "cvs", "gzip_compression reference_tracking modules cvs_rsh user" },
        { "git", "bare_repositories reference_tracking ssh_identity multiple_remotes user depth branch submodules" },
        { "hg", "reference_tracking ssh_identity user basic_auth" },
        { "p4", "filesystem_types reference_tracking p4config" },
        { "svn", "filesystem_types reference_tracking basic_auth configuration conflict" },
    };
    const CatParam *p = catalog_param((CatResource *)r, "provider");
    if (!p || p->value.kind != VAL_STRING)
        return NULL;
    for (size_t i = 0; i < sizeof providers / sizeof *providers; i++)
        if (strcmp(p->value.as.string->bytes, providers[i][0]) == 0)
            return providers[i][1];
    return NULL;
}

static Value check_vcsrepo_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", v, "present bare absent latest");
    if (strcmp(p->name, "revision") == 0)
        return check_pattern(ctx, r, "revision", v, "^\\S+$");
    if (strcmp(p->name, "force") == 0)
        return check_values(ctx, r, "force", v, "true false");
    const char *features = vcsrepo_features(r);
    /* a parameter the provider has no feature for is not managed (Type#newattr): unchecked */
    if (strcmp(p->name, "submodules") == 0 && features && in_words(features, "submodules"))
        return check_values(ctx, r, "submodules", v, "true false");
    if (strcmp(p->name, "compression") == 0 && features && in_words(features, "gzip_compression")) {
        if (!ruby_integer(v))
            return param_failed(ctx, r, "compression",
                                ctx_sprintf(ctx, "invalid value for Integer(): \"%s\"", format_to_string(ctx, v)->bytes));
        long long n = v.kind == VAL_INTEGER ? v.as.integer : v.kind == VAL_FLOAT ? (long long)v.as.floating
                                                                                : strtoll(v.as.string->bytes, NULL, 0);
        if (n < 0 || n > 6)
            return param_failed(ctx, r, "compression", ctx_sprintf(ctx, "Unsupported compression level: %s (expected 0-6)",
                                                                   format_to_string(ctx, v)->bytes));
    }
    return value_undef();
}

/* URI.regexp(schemes) =~ text: somewhere a scheme of the list (any case) and ':' followed by
 * a character a URI may hold. */
static bool has_uri(const char *text, const char *schemes) {
    for (const char *t = text; *t; t++) {
        for (const char *w = schemes; *w;) {
            size_t len = strcspn(w, " ");
            if (strncasecmp(t, w, len) == 0 && t[len] == ':' && t[len + 1] &&
                (strchr("-_.!~*'();/?:@&=+$,%[]", t[len + 1]) ||
                 (t[len + 1] >= '0' && t[len + 1] <= '9') || ((t[len + 1] | 0x20) >= 'a' && (t[len + 1] | 0x20) <= 'z')))
                return true;
            w += len;
            while (*w == ' ')
                w++;
        }
    }
    return false;
}

static Value check_archive_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes : "";
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", v, "present absent");
    if (strcmp(p->name, "extract_path") == 0 || strcmp(p->name, "target") == 0)
        return check_absolute(ctx, r, p->name, v, "archive extract_path must be absolute: ");
    if (strcmp(p->name, "temp_dir") == 0)
        return check_absolute(ctx, r, p->name, v, "Invalid temp_dir ");
    if (strcmp(p->name, "source") == 0 && !has_uri(text, "puppet http https ftp file s3") && !absolute_path(text, false))
        return param_failed(ctx, r, "source", ctx_sprintf(ctx, "invalid source url: %s", format_to_string(ctx, v)->bytes));
    if (strcmp(p->name, "url") == 0 && !has_uri(text, "http https file ftp"))
        return param_failed(ctx, r, "url", ctx_sprintf(ctx, "invalid source url: %s", format_to_string(ctx, v)->bytes));
    if (strcmp(p->name, "extract") == 0 || strcmp(p->name, "cleanup") == 0 || strcmp(p->name, "checksum_verify") == 0)
        return check_values(ctx, r, p->name, v, "true false");
    if (strcmp(p->name, "checksum_type") == 0 || strcmp(p->name, "digest_type") == 0)
        return check_values(ctx, r, p->name, v, "none md5 sha1 sha2 sha256 sha384 sha512");
    if (strcmp(p->name, "proxy_type") == 0)
        return check_values(ctx, r, p->name, v, "none ftp http https");
    if (strcmp(p->name, "download_options") == 0 && v.kind != VAL_STRING && v.kind != VAL_ARRAY)
        return param_failed(ctx, r, p->name, ctx_sprintf(ctx, "download_options should be String or Array: %s",
                                                         format_to_string(ctx, v)->bytes));
    return value_undef();
}

/* --- rabbitmq, openssl -------------------------------------------------------------------------- */

/* The parameters whose value collections are regexps only (newvalues(/re/)), by type; "name"
 * is the namevar (checked with the title when not given). */
static const char *const PATTERN_PARAMS[][3] = {
    { "rabbitmq_user", "name", "^\\S+$" },
    { "rabbitmq_user", "admin", "true|false" },
    { "rabbitmq_user_permissions", "name", "^\\S+@\\S+$" },
    { "rabbitmq_vhost", "name", "^\\S+$" },
    { "rabbitmq_exchange", "name", "^\\S*@\\S+$" },
    { "rabbitmq_exchange", "type", "^\\S+$" },
    { "rabbitmq_exchange", "durable", "^\\S+$" },
    { "rabbitmq_exchange", "auto_delete", "^\\S+$" },
    { "rabbitmq_exchange", "internal", "^\\S+$" },
    { "rabbitmq_exchange", "user", "^\\S+$" },
    { "rabbitmq_exchange", "password", "\\S+" },
    { "rabbitmq_queue", "name", "^\\S*@\\S+$" },
    { "rabbitmq_queue", "durable", "true|false" },
    { "rabbitmq_queue", "auto_delete", "true|false" },
    { "rabbitmq_queue", "user", "^\\S+$" },
    { "rabbitmq_queue", "password", "\\S+" },
    { "rabbitmq_policy", "name", "^\\S+@\\S+$" },
    { "ssl_pkey", "authentication", "[dr]sa" },
    { "ssl_pkey", "size", "\\d+" },
    { "x509_cert", "days", "\\d+" },
    { "x509_cert", "authentication", "[dr]sa" },
    { "x509_request", "authentication", "[dr]sa" },
};

static const char *pattern_of(const CatResource *r, const char *param) {
    for (size_t i = 0; i < sizeof PATTERN_PARAMS / sizeof *PATTERN_PARAMS; i++)
        if (is_type(r, PATTERN_PARAMS[i][0]) && strcmp(PATTERN_PARAMS[i][1], param) == 0)
            return PATTERN_PARAMS[i][2];
    return NULL;
}

static bool is_rabbitmq_ensurable(const CatResource *r) {
    return is_type(r, "rabbitmq_user") || is_type(r, "rabbitmq_user_permissions") || is_type(r, "rabbitmq_vhost") ||
           is_type(r, "rabbitmq_exchange") || is_type(r, "rabbitmq_queue") || is_type(r, "rabbitmq_policy");
}

static bool is_openssl(const CatResource *r) {
    return is_type(r, "ssl_pkey") || is_type(r, "x509_cert") || is_type(r, "x509_request");
}

static Value check_service_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *pattern = strcmp(p->name, "name") != 0 ? pattern_of(r, p->name) : NULL;
    if (pattern)
        return check_pattern(ctx, r, p->name, p->value, pattern);
    if (strcmp(p->name, "ensure") == 0)
        return check_values(ctx, r, "ensure", p->value, "present absent");
    if (is_type(r, "rabbitmq_policy") && strcmp(p->name, "applyto") == 0)
        return check_values(ctx, r, "applyto", p->value, "all exchanges queues");
    if (is_type(r, "rabbitmq_queue") && strcmp(p->name, "arguments") == 0 && p->value.kind != VAL_HASH)
        return param_failed(ctx, r, "arguments", "Invalid argument");
    if (is_openssl(r) && (strcmp(p->name, "private_key") == 0 || strcmp(p->name, "template") == 0))
        return check_absolute(ctx, r, p->name, p->value, "Path must be absolute: ");
    if (is_openssl(r) && (strcmp(p->name, "force") == 0 || strcmp(p->name, "req_ext") == 0))
        return check_values(ctx, r, p->name, p->value, "true false");
    return value_undef();
}

static Value check_service_name(Ctx *ctx, const CatResource *r) {
    const char *namevar = r->builtin->namevar;
    const CatParam *p = catalog_param((CatResource *)r, namevar);
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    if (is_openssl(r))
        return check_absolute(ctx, r, namevar, v, "Path must be absolute: ");
    const char *pattern = pattern_of(r, "name");
    return pattern ? check_pattern(ctx, r, "name", v, pattern) : value_undef();
}

static Value validate_rabbitmq_policy(Ctx *ctx, const CatResource *r) {
    if (text_is(r, "ensure", "present") && !has(r, "pattern"))
        return runtime_error(ctx, "pattern parameter is required.");
    if (text_is(r, "ensure", "present") && !has(r, "definition"))
        return runtime_error(ctx, "definition parameter is required.");
    return value_undef();
}

/* --- the entries ---------------------------------------------------------------------------- */

Value catalog_check_module_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (p->value.kind == VAL_UNDEF)
        return value_undef();   /* an undef attribute is not set: nothing of it is checked */
    if (is_type(r, "concat_fragment"))
        return check_concat_fragment_param(ctx, r, p);
    if (is_type(r, "concat_file"))
        return check_concat_file_param(ctx, r, p);
    if (is_type(r, "file_line"))
        return check_file_line_param(ctx, r, p);
    if (is_type(r, "ini_setting") || is_type(r, "ini_subsetting"))
        return check_ini_param(ctx, r, p);
    if (is_type(r, "apt_key"))
        return check_apt_key_param(ctx, r, p);
    if (is_type(r, "mysql_grant"))
        return check_mysql_grant_param(ctx, r, p);
    if (strncmp(r->builtin->name, "postgresql_", strlen("postgresql_")) == 0)
        return check_postgresql_param(ctx, r, p);
    if (is_type(r, "alternatives"))
        return check_alternatives_param(ctx, r, p);
    if (is_type(r, "alternative_entry"))
        return check_alternative_entry_param(ctx, r, p);
    if (is_type(r, "vcsrepo"))
        return check_vcsrepo_param(ctx, r, p);
    if (is_type(r, "archive"))
        return check_archive_param(ctx, r, p);
    if (is_rabbitmq_ensurable(r) || is_openssl(r))
        return check_service_param(ctx, r, p);
    return value_undef();
}

Value catalog_check_module_name(Ctx *ctx, const CatResource *r) {
    if (is_type(r, "mysql_user")) {
        const CatParam *p = catalog_param((CatResource *)r, "name");
        return check_mysql_user_name(ctx, r, "name", p ? p->value : value_cstring(ctx, r->title));
    }
    if (is_type(r, "apt_key"))
        return check_matches(ctx, r, "id", apt_key_id(ctx, r), APT_KEY_ID, APT_KEY_ID_SHOWN);
    if (is_type(r, "postgresql_conf") || is_type(r, "postgresql_replication_slot"))
        return check_postgresql_name(ctx, r);
    if (is_type(r, "concat_file")) {
        const CatParam *p = catalog_param((CatResource *)r, "path");
        return check_concat_file_param(ctx, r, &(CatParam){ .name = "path", .value = p ? p->value : value_cstring(ctx, r->title) });
    }
    if (is_type(r, "alternative_entry"))
        return check_alternative_entry_keys(ctx, r);
    if (is_type(r, "vcsrepo") || is_type(r, "archive")) {
        const CatParam *p = catalog_param((CatResource *)r, "path");
        Value v = p ? p->value : value_cstring(ctx, r->title);
        return check_absolute(ctx, r, "path", v, is_type(r, "vcsrepo") ? "Path must be absolute: " : "archive path must be absolute: ");
    }
    if (is_rabbitmq_ensurable(r) || is_openssl(r))
        return check_service_name(ctx, r);
    return value_undef();
}

Value catalog_validate_module_type(Ctx *ctx, const CatResource *r) {
    if (is_type(r, "concat_fragment"))
        return validate_concat_fragment(ctx, r);
    if (is_type(r, "file_line"))
        return validate_file_line(ctx, r);
    if (is_type(r, "apt_key"))
        return validate_apt_key(ctx, r);
    if (is_type(r, "mysql_grant"))
        return validate_mysql_grant(ctx, r);
    if (is_type(r, "rabbitmq_policy"))
        return validate_rabbitmq_policy(ctx, r);
    return value_undef();
}
