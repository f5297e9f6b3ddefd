/* modules_functions.c: the Ruby functions of the packaged modules other than stdlib that their
 * catalogs call: puppetlabs-apache (apache::bool2httpd, apache::pw_hash and their deprecated
 * global names), puppetlabs-mysql (mysql::password, mysql_password, mysql::strip_hash),
 * puppetlabs-postgresql (postgresql::postgresql_password, postgresql::postgresql_escape,
 * postgresql::postgresql_acls_to_resources_hash and the deprecated global names),
 * puppetlabs-inifile (inifile::create_ini_settings, create_ini_settings), saz-ssh
 * (ipaddresses), puppetlabs-translate (translate) and puppet-memcached (memcached::max_memory).
 *
 * One table per module (function_ruby.def); each function follows its module's Ruby source, the
 * deprecated global names warn through stdlib's `deprecation` and call the namespaced function as
 * the module's shims do. Messages are the reference's ("name(): " shows as "name: ").
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "data/digest.h"
#include "eval/function.h"
#include "eval/scope.h"
#include "eval/eval_internal.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "text/format.h"
#include "text/sprintf.h"
#include "values/regex.h"

/* A deprecated name: deprecation(key, message), then the namespaced function with the same
 * arguments. */
static Value shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const char *module,
                  const char *key, const char *message, const char *target) {
    if (!stdlib_deprecation(ctx, site, key, message))
        return value_abrupt();
    const ParsedFunction *pf = function_ruby(module, target);
    if (!pf)
        return function_error(ctx, site, "Unknown function: '%s'", target);
    CallSite inner = *site;
    inner.name = target;
    return function_call_parsed(ctx, &inner, pf, args, count, NULL);
}

static bool regex_matches(Ctx *ctx, const char *pattern, const char *text, size_t len) {
    const char *message = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &message);
    size_t ov[2];
    return re && regex_search(ctx, re, text, len, 0, ov, 1) > 0;
}

/* --- apache ---------------------------------------------------------------------------------- */

static Value bool2httpd_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    Value arg = args[0];
    if (arg.kind == VAL_UNDEF || (arg.kind == VAL_BOOLEAN && !arg.as.boolean) ||
        (arg.kind == VAL_STRING && regex_matches(ctx, "(?i)false", arg.as.string->bytes, arg.as.string->len)))
        return value_cstring(ctx, "Off");
    if ((arg.kind == VAL_BOOLEAN && arg.as.boolean) ||
        (arg.kind == VAL_STRING && regex_matches(ctx, "(?i)true", arg.as.string->bytes, arg.as.string->len)))
        return value_cstring(ctx, "On");
    StrBuf sb;
    strbuf_init(&sb, ctx);
    sprintf_to_s(&sb, arg);
    return strbuf_finish_value(&sb);
}

static Value bool2httpd_shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return shim(ctx, site, args, count, "apache", "bool2httpd",
                "This function is deprecated, please use apache::bool2httpd instead.", "apache::bool2httpd");
}

static Value pw_hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    unsigned char digest[DIGEST_SHA1_BYTES];
    digest_sha1(args[0].as.string->bytes, args[0].as.string->len, digest);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, "{SHA}");
    format_base64(&sb, (const char *)digest, sizeof digest, BASE64_STRICT);
    return strbuf_finish_value(&sb);
}

static Value apache_pw_hash_ns_shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)block;
    return shim(ctx, site, args, count, "apache", "apache::apache_pw_hash",
                "This function is deprecated, please use apache::pw_hash instead.", "apache::pw_hash");
}

static Value apache_pw_hash_shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    return shim(ctx, site, args, count, "apache", "apache_pw_hash",
                "This function is deprecated, please use apache::pw_hash instead.", "apache::pw_hash");
}

const BuiltinFunction ruby_functions_modules_apache[] = {
    { "apache::bool2httpd", { { "(Any $arg)", bool2httpd_impl } } },
    { "bool2httpd", { { "(Any *$args)", bool2httpd_shim } } },
    { "apache::pw_hash", { { "(String[1] $password)", pw_hash_impl } } },
    { "apache::apache_pw_hash", { { "(Any *$args)", apache_pw_hash_ns_shim } } },
    { "apache_pw_hash", { { "(Any *$args)", apache_pw_hash_shim } } },
    { NULL, { { NULL, NULL } } },
};

/* --- mysql ----------------------------------------------------------------------------------- */

/* MySQL's PASSWORD(): '' for '', a hash as it is, else '*' + SHA1(SHA1(password)) in capitals. */
static Value mysql_hash(Ctx *ctx, const Str *password) {
    if (password->len == 0)
        return value_cstring(ctx, "");
    if (regex_matches(ctx, "\\*[A-F0-9]{40}$", password->bytes, password->len))
        return value_from_string(password);
    unsigned char once[DIGEST_SHA1_BYTES], twice[DIGEST_SHA1_BYTES];
    digest_sha1(password->bytes, password->len, once);
    digest_sha1(once, sizeof once, twice);
    char hex[2 * DIGEST_SHA1_BYTES + 2];
    hex[0] = '*';
    digest_to_hex(twice, sizeof twice, hex + 1);
    for (char *p = hex; *p; p++)
        if (*p >= 'a' && *p <= 'f')
            *p = (char)(*p - 'a' + 'A');
    return value_cstring(ctx, hex);
}

static Value mysql_password_ns_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)site, (void)count, (void)block;
    return mysql_hash(ctx, args[0].as.string);
}

static Value mysql_password_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count != 1)
        return function_error(ctx, site, "mysql_password: Wrong number of arguments given (%zu for 1)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `empty?' for %s", fnlib_ruby_receiver(ctx, a[0]));
    return mysql_hash(ctx, a[0].as.string);
}

static bool empty_string(Value v) {
    return v.kind == VAL_STRING && v.as.string->len == 0;
}

static Value strip_hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    const Hash *h = args[0].as.hash;
    Hash *out = hash_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        if (empty_string(e->value))
            continue;
        Value v = e->value;
        if (v.kind == VAL_HASH) {
            Hash *inner = hash_new(ctx, v.as.hash->count);
            for (size_t k = 0; k < v.as.hash->count; k++) {
                const HashEntry *f = hash_entry_at(v.as.hash, k);
                if (!empty_string(f->value))
                    hash_put(ctx, inner, f->key, f->value);
            }
            v = value_from_hash(inner);
        }
        hash_put(ctx, out, e->key, v);
    }
    return value_from_hash(out);
}

const BuiltinFunction ruby_functions_modules_mysql[] = {
    { "mysql::password", { { "(String $password)", mysql_password_ns_impl } } },
    { "mysql_password", { { "~(Any *$args)", mysql_password_impl } } },
    { "mysql::strip_hash", { { "(Hash $hash)", strip_hash_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- postgresql ------------------------------------------------------------------------------ */

static Value postgresql_password_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    (void)site, (void)count, (void)block;
    StrBuf text;
    strbuf_init(&text, ctx);
    sprintf_to_s(&text, args[1]);
    sprintf_to_s(&text, args[0]);
    const Str *s = strbuf_finish(&text);
    unsigned char digest[DIGEST_MD5_BYTES];
    digest_md5(s->bytes, s->len, digest);
    char hex[3 + 2 * DIGEST_MD5_BYTES + 1] = "md5";
    digest_to_hex(digest, sizeof digest, hex + 3);
    return value_cstring(ctx, hex);
}

/* Digest::MD5.hexdigest(text)[0..5].gsub(/\d/, ''). */
static const char *escape_tag(Ctx *ctx, const char *text, size_t len) {
    unsigned char digest[DIGEST_MD5_BYTES];
    digest_md5(text, len, digest);
    char hex[2 * DIGEST_MD5_BYTES + 1];
    digest_to_hex(digest, sizeof digest, hex);
    char *tag = ctx_alloc(ctx, 7);
    size_t n = 0;
    for (int i = 0; i < 6; i++)
        if (hex[i] < '0' || hex[i] > '9')
            tag[n++] = hex[i];
    tag[n] = '\0';
    return tag;
}

static Value postgresql_escape_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)site, (void)count, (void)block;
    const Str *in = args[0].as.string;
    bool needed = strstr(in->bytes, "$$") != NULL || in->bytes[in->len - 1] == '$';
    if (!needed)
        return value_from_string(str_from_cstr(ctx, ctx_sprintf(ctx, "$$%s$$", in->bytes)));
    const char *tag = escape_tag(ctx, in->bytes, in->len);
    /* until input !~ /#{tag}/ (an empty tag matches everything: the reference loops forever) */
    for (int rounds = 0; strstr(in->bytes, tag); rounds++) {
        ctx_step(ctx);
        tag = escape_tag(ctx, tag, strlen(tag));
    }
    return value_from_string(str_from_cstr(ctx, ctx_sprintf(ctx, "$%s$%s$%s$", tag, in->bytes, tag)));
}

static Value acls_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    const Array *acls = args[0].as.array;
    const Str *id = args[1].as.string;
    int64_t offset = args[2].as.integer;
    Hash *resources = hash_new(ctx, acls->count);
    for (size_t i = 0; i < acls->count; i++) {
        const Str *acl = acls->items[i].as.string;
        /* acls.index(acl): the first equal line */
        size_t index = i;
        for (size_t k = 0; k < i; k++)
            if (acls->items[k].as.string->len == acl->len &&
                memcmp(acls->items[k].as.string->bytes, acl->bytes, acl->len) == 0) {
                index = k;
                break;
            }
        /* acl.split: fields between whitespace */
        const char *parts[64];
        size_t lens[64], n = 0;
        for (size_t p = 0; p < acl->len && n < 64;) {
            while (p < acl->len && strchr(" \t\n\v\f\r", acl->bytes[p]) && acl->bytes[p])
                p++;
            if (p >= acl->len)
                break;
            size_t start = p;
            while (p < acl->len && !(strchr(" \t\n\v\f\r", acl->bytes[p]) && acl->bytes[p]))
                p++;
            parts[n] = acl->bytes + start;
            lens[n++] = p - start;
        }
        if (n < 4)
            return function_error(ctx, site,
                                  "postgresql::postgresql_acls_to_resources_hash: acl line %zu does not have enough "
                                  "parts",
                                  index);
        Hash *r = hash_new(ctx, 8);
#define PART(k) value_string(ctx, parts[k], lens[k])
        hash_put(ctx, r, value_cstring(ctx, "type"), PART(0));
        hash_put(ctx, r, value_cstring(ctx, "database"), PART(1));
        hash_put(ctx, r, value_cstring(ctx, "user"), PART(2));
        hash_put(ctx, r, value_cstring(ctx, "order"),
                 value_cstring(ctx, ctx_sprintf(ctx, "%03lld", (long long)(offset + (int64_t)index))));
        size_t rest_from;
        if (lens[0] == 5 && memcmp(parts[0], "local", 5) == 0) {
            hash_put(ctx, r, value_cstring(ctx, "auth_method"), PART(3));
            rest_from = 4;
        } else if (n > 4 && parts[4][0] >= '0' && parts[4][0] <= '9') {
            hash_put(ctx, r, value_cstring(ctx, "address"),
                     value_cstring(ctx, ctx_sprintf(ctx, "%.*s %.*s", (int)lens[3], parts[3], (int)lens[4], parts[4])));
            hash_put(ctx, r, value_cstring(ctx, "auth_method"), n > 5 ? PART(5) : value_undef());
            rest_from = 6;
        } else {
            hash_put(ctx, r, value_cstring(ctx, "address"), PART(3));
            hash_put(ctx, r, value_cstring(ctx, "auth_method"), n > 4 ? PART(4) : value_undef());
            rest_from = 5;
        }
#undef PART
        if (n > rest_from) {
            StrBuf option;
            strbuf_init(&option, ctx);
            for (size_t k = rest_from; k < n; k++) {
                if (k > rest_from)
                    strbuf_append_char(&option, ' ');
                strbuf_append(&option, parts[k], lens[k]);
            }
            hash_put(ctx, r, value_cstring(ctx, "auth_option"), strbuf_finish_value(&option));
        }
        hash_put(ctx, resources,
                 value_cstring(ctx, ctx_sprintf(ctx, "postgresql class generated rule %s %zu", id->bytes, index)),
                 value_from_hash(r));
    }
    return value_from_hash(resources);
}

static Value postgresql_password_shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    (void)block;
    return shim(ctx, site, args, count, "postgresql", "postgresql_password",
                "This method is deprecated, please use postgresql::postgresql_password instead.",
                "postgresql::postgresql_password");
}

static Value postgresql_escape_shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)block;
    return shim(ctx, site, args, count, "postgresql", "postgresql_escape",
                "This method is deprecated, please use postgresql::postgresql_escape instead.",
                "postgresql::postgresql_escape");
}

const BuiltinFunction ruby_functions_modules_postgresql[] = {
    { "postgresql::postgresql_password",
      { { "(Variant[String[1],Integer] $username, Variant[String[1],Integer] $password)", postgresql_password_impl } } },
    { "postgresql::postgresql_escape", { { "(String[1] $input_string)", postgresql_escape_impl } } },
    { "postgresql::postgresql_acls_to_resources_hash",
      { { "(Array[String] $acls, String[1] $id, Integer[0] $offset)", acls_impl } } },
    { "postgresql_password", { { "(Any *$args)", postgresql_password_shim } } },
    { "postgresql_escape", { { "(Any *$args)", postgresql_escape_shim } } },
    { NULL, { { NULL, NULL } } },
};

/* --- inifile --------------------------------------------------------------------------------- */

static Value create_ini_settings_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    (void)block;
    const Hash *settings = args[0].as.hash;
    const Hash *defaults = count > 1 ? args[1].as.hash : hash_new(ctx, 0);
    Hash *resources = hash_new(ctx, settings->count);
    for (size_t i = 0; i < settings->count; i++) {
        const HashEntry *section = hash_entry_at(settings, i);
        if (section->value.kind != VAL_HASH)
            return function_error(ctx, site, "create_ini_settings: Section %s must contain a Hash",
                                  stdlib_to_s(ctx, section->key));
        /* defaults.merge(settings)['path'] */
        Value path;
        if (!hash_get(settings, value_cstring(ctx, "path"), &path) &&
            !hash_get(defaults, value_cstring(ctx, "path"), &path))
            path = value_undef();
        if (path.kind == VAL_UNDEF || (path.kind == VAL_BOOLEAN && !path.as.boolean))
            return function_error(ctx, site,
                                  "create_ini_settings: must pass the path parameter to the Ini_setting resource!");
        const Hash *entries = section->value.as.hash;
        for (size_t k = 0; k < entries->count; k++) {
            const HashEntry *e = hash_entry_at(entries, k);
            Hash *r = hash_new(ctx, 4);
            hash_put(ctx, r, value_cstring(ctx, "ensure"), value_cstring(ctx, "present"));
            hash_put(ctx, r, value_cstring(ctx, "section"), section->key);
            hash_put(ctx, r, value_cstring(ctx, "setting"), e->key);
            if (e->value.kind == VAL_HASH) {
                for (size_t j = 0; j < e->value.as.hash->count; j++)
                    hash_put(ctx, r, hash_entry_at(e->value.as.hash, j)->key, hash_entry_at(e->value.as.hash, j)->value);
            } else {
                hash_put(ctx, r, value_cstring(ctx, "value"), e->value);
            }
            const char *title = ctx_sprintf(ctx, "%s [%s] %s", stdlib_to_s(ctx, path), stdlib_to_s(ctx, section->key),
                                            stdlib_to_s(ctx, e->key));
            hash_put(ctx, resources, value_cstring(ctx, title), value_from_hash(r));
        }
    }
    Value call_args[3] = { value_cstring(ctx, "ini_setting"), value_from_hash(resources), value_from_hash(defaults) };
    CallSite inner = *site;
    inner.name = "create_resources";
    Value result;
    if (!function_call_builtin(ctx, &inner, call_args, 3, NULL, &result))
        return function_error(ctx, site, "Unknown function: 'create_resources'");
    return result;
}

static Value create_ini_settings_shim(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    (void)block;
    return shim(ctx, site, args, count, "inifile", "create_ini_settings",
                "This method is deprecated, please use inifile::create_ini_settings instead.",
                "inifile::create_ini_settings");
}

const BuiltinFunction ruby_functions_modules_inifile[] = {
    { "inifile::create_ini_settings", { { "(Hash $settings, Hash $defaults = undef)", create_ini_settings_impl } } },
    { "create_ini_settings", { { "(Any *$args)", create_ini_settings_shim } } },
    { NULL, { { NULL, NULL } } },
};

/* --- ssh ------------------------------------------------------------------------------------- */

/* ipaddresses(): the facts ipaddress_<iface> and ipaddress6_<iface> of each interface of the
 * fact `interfaces` whose name does not contain 'lo'. */
static Value ipaddresses_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    if (!fnlib_args_3x(ctx, site, args, count, -1))
        return value_abrupt();
    Value interfaces;
    if (!stdlib_lookupvar(ctx, site, "interfaces", &interfaces))
        return value_abrupt();
    if (interfaces.kind == VAL_UNDEF)
        return value_boolean(false);
    if (interfaces.kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `count' for %s", fnlib_ruby_receiver(ctx, interfaces));
    ArrayBuilder result;
    array_builder_init(&result);
    /* interfaces.split(',') (trailing empty fields dropped), or the one interface */
    const Str *list = interfaces.as.string;
    const char *ifaces[256];
    size_t n = 0;
    for (size_t begin = 0, i = 0; i <= list->len && n < 256; i++)
        if (i == list->len || list->bytes[i] == ',') {
            ifaces[n++] = ctx_strndup(ctx, list->bytes + begin, i - begin);
            begin = i + 1;
        }
    if (memchr(list->bytes, ',', list->len))
        while (n > 0 && ifaces[n - 1][0] == '\0')
            n--;
    for (size_t k = 0; k < n; k++) {
        const char *iface = ifaces[k];
        if (strstr(iface, "lo"))
            continue;
        Value v4, v6;
        if (!stdlib_lookupvar(ctx, site, ctx_sprintf(ctx, "ipaddress_%s", iface), &v4) ||
            !stdlib_lookupvar(ctx, site, ctx_sprintf(ctx, "ipaddress6_%s", iface), &v6))
            return value_abrupt();
        if (value_truthy(v4))
            array_builder_push(ctx, &result, v4);
        if (value_truthy(v6))
            array_builder_push(ctx, &result, v6);
    }
    return array_builder_finish(ctx, &result);
}

const BuiltinFunction ruby_functions_modules_ssh[] = {
    { "ipaddresses", { { "~(Any *$args)", ipaddresses_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- translate ------------------------------------------------------------------------------- */

/* translate(message, values): gettext finds no catalog, so the message itself, formatted with
 * the values (String#% of a Hash with Symbol keys) when given. */
static Value translate_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    if (count < 2 || args[1].kind == VAL_UNDEF)
        return args[0];
    Value both[2] = { args[0], args[1] };
    return format_sprintf(ctx, both, 2, site->span);
}

const BuiltinFunction ruby_functions_modules_translate[] = {
    { "translate", { { "(String $message, Optional[Hash] $interpolation_values = undef)", translate_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- memcached ------------------------------------------------------------------------------- */

static Value max_memory_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    Value arg = args[0];
    StrBuf text;
    strbuf_init(&text, ctx);
    sprintf_to_s(&text, arg);
    const Str *arg_s = strbuf_finish(&text);
    if (value_truthy(arg) && !(arg_s->len && arg_s->bytes[arg_s->len - 1] == '%')) {
        if (arg.kind == VAL_INTEGER)
            return arg;
        if (arg.kind == VAL_FLOAT) {
            int64_t out;
            return fnlib_float_to_integer(ctx, site, arg.as.floating, &out) ? value_integer(out) : value_abrupt();
        }
        if (arg.kind == VAL_STRING)
            return value_integer(fnlib_ruby_to_i(arg_s->bytes, arg_s->len));
        return function_error(ctx, site, "undefined method `to_i' for %s", fnlib_ruby_receiver(ctx, arg));
    }
    const char *percent = value_truthy(arg) ? arg_s->bytes : "95%";
    Value facts, memsize;
    if (!scope_lookup(ctx->interp->top, "facts", &facts) || facts.kind != VAL_HASH ||
        !hash_get(facts.as.hash, value_cstring(ctx, "memorysize"), &memsize) || memsize.kind != VAL_STRING)
        return function_error(ctx, site, "no implicit conversion of nil into String");
    /* %r{([0-9.e+-]*)\s*([^bB]?)}.match(memsize) */
    const Str *m = memsize.as.string;
    size_t p = 0;
    while (p < m->len && strchr("0123456789.e+-", m->bytes[p]) && m->bytes[p])
        p++;
    char number[64];
    snprintf(number, sizeof number, "%.*s", (int)(p < 63 ? p : 63), m->bytes);
    while (p < m->len && strchr(" \t\n\v\f\r", m->bytes[p]) && m->bytes[p])
        p++;
    char prefix = p < m->len && m->bytes[p] != 'b' && m->bytes[p] != 'B' ? m->bytes[p] : 0;
    double value = fnlib_ruby_to_f(number, strlen(number));
    switch (prefix) {
    case 0: break;
    case 'k': value *= (double)(1 << 10); break;
    case 'M': value *= (double)(1 << 20); break;
    case 'G': value *= (double)(1 << 30); break;
    case 'T': value *= (double)(1LL << 40); break;
    case 'E': value *= (double)(1LL << 50); break;
    default:
        return function_error(ctx, site, "memcached_max_memory: Unknown prefix %c", prefix);
    }
    int64_t bytes = (int64_t)value;
    double result = floor((double)(bytes / (1 << 20)) * (fnlib_ruby_to_f(percent, strlen(percent)) / 100.0));
    int64_t out;
    if (!fnlib_float_to_integer(ctx, site, result, &out))
        return value_abrupt();
    return value_integer(out);
}

const BuiltinFunction ruby_functions_modules_memcached[] = {
    { "memcached::max_memory", { { "(Any $arg)", max_memory_impl } } },
    { NULL, { { NULL, NULL } } },
};
