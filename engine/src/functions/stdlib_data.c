/* stdlib_data.c: puppetlabs-stdlib's functions between values and data formats other than
 * JSON (stdlib_json.c): to_yaml and parseyaml (Psych, data/yaml_write.h and yaml_value.h),
 * to_toml (stdlib's PuppetX::Stdlib::TomlDumper), to_python and to_ruby (ToDataConverter's rich
 * data written as Python or Ruby literals), type_of, type3x and sprintf_hash.
 *
 * Each follows stdlib 8.5.0's Ruby source; messages are the reference's ("name(): " shows as
 * "name: "). Where the reference would print a Ruby object's identity, the engine's text of the
 * value stands (docs/deviations.md); to_python and to_ruby refuse Type values, whose Pcore
 * serialization (attribute hashes, LocalRef back references) the engine does not reproduce.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "data/yaml_value.h"
#include "data/yaml_write.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "objects/type_object.h"
#include "support/ctx.h"
#include "support/utf8.h"
#include "text/format.h"
#include "text/sprintf.h"
#include "types/type.h"

/* --- to_yaml, parseyaml ---------------------------------------------------------------------- */

/* NUM2INT of an option: an Integer, or a Float truncated; false with Ruby's TypeError else. */
static bool option_int(Ctx *ctx, const CallSite *site, Value v, int *out) {
    if (v.kind == VAL_INTEGER && v.as.integer >= -2147483648LL && v.as.integer <= 2147483647LL) {
        *out = (int)v.as.integer;
        return true;
    }
    if (v.kind == VAL_FLOAT && v.as.floating > -2147483649.0 && v.as.floating < 2147483648.0) {
        *out = (int)v.as.floating;
        return true;
    }
    if (v.kind == VAL_UNDEF)
        function_error(ctx, site, "no implicit conversion from nil to integer");
    else if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT)
        function_error(ctx, site, "integer %s too %s to convert to 'int'", stdlib_to_s(ctx, v),
                       (v.kind == VAL_INTEGER ? v.as.integer < 0 : v.as.floating < 0) ? "small" : "big");
    else if (v.kind == VAL_BOOLEAN)
        function_error(ctx, site, "no implicit conversion of %s into Integer", v.as.boolean ? "true" : "false");
    else
        function_error(ctx, site, "no implicit conversion of %s into Integer", stdlib_class(v));
    return false;
}

/* to_yaml(data, options): data.to_yaml(options with Symbol keys). */
static Value to_yaml_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    YamlDumpOptions options = { .indentation = 2 };
    const Hash *opts = count > 1 ? args[1].as.hash : NULL;
    Value v;
    if (opts && hash_get(opts, value_cstring(ctx, "line_width"), &v)) {
        if (v.kind == VAL_INTEGER && v.as.integer < -1)
            return function_error(ctx, site, "Invalid line_width %lld, must be non-negative or -1 for unlimited.",
                                  (long long)v.as.integer);
        if (!option_int(ctx, site, v, &options.line_width))
            return value_abrupt();
        options.folded_width = options.line_width >= 0;
        options.emitter_options = true;
    }
    if (opts && hash_get(opts, value_cstring(ctx, "indentation"), &v)) {
        if (!option_int(ctx, site, v, &options.indentation))
            return value_abrupt();
        options.emitter_options = true;
    }
    if (opts && hash_get(opts, value_cstring(ctx, "canonical"), &v)) {
        options.canonical = v.kind == VAL_BOOLEAN && v.as.boolean;
        options.emitter_options = true;
    }
    if (opts && hash_get(opts, value_cstring(ctx, "header"), &v) && value_truthy(v)) {
        options.version_major = 1;
        options.version_minor = 1;
    }
    if (opts && hash_get(opts, value_cstring(ctx, "version"), &v)) {
        /* an Array [major, minor] or a String "major.minor" (to_i of each part); else [1, 1] */
        options.version_major = 1;
        options.version_minor = 1;
        if (v.kind == VAL_ARRAY) {
            options.version_major = v.as.array->count > 0 && v.as.array->items[0].kind == VAL_INTEGER
                                        ? (int)v.as.array->items[0].as.integer
                                        : 0;
            options.version_minor = v.as.array->count > 1 && v.as.array->items[1].kind == VAL_INTEGER
                                        ? (int)v.as.array->items[1].as.integer
                                        : 0;
        } else if (v.kind == VAL_STRING) {
            const char *dot = strchr(v.as.string->bytes, '.');
            options.version_major = (int)fnlib_ruby_to_i(v.as.string->bytes, v.as.string->len);
            options.version_minor = dot ? (int)fnlib_ruby_to_i(dot + 1, strlen(dot + 1)) : 0;
        }
    }
    const char *error = NULL;
    const Str *text = yaml_dump(ctx, args[0], &options, &error);
    if (!text)
        return function_error(ctx, site, "%s", stdlib_without_parens(ctx, error));
    return value_from_string(text);
}

/* parseyaml(string, default): YAML.load(string) || default (Psych 4's load: no aliases, Symbols
 * permitted); a failure returns the default when it is truthy, else raises. */
static Value parseyaml_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count < 1)
        return function_error(ctx, site, "Wrong number of arguments. 1 or 2 arguments should be provided.");
    Value fallback = count > 1 ? a[1] : value_undef();
    bool has_fallback = value_truthy(fallback);
    if (a[0].kind != VAL_STRING)
        return has_fallback ? fallback : fnlib_no_implicit_string(ctx, site, a[0]);
    YamlLoadOptions options = { .permit_symbols = true, .no_aliases = true, .psych_messages = true };
    YamlLoad load;
    if (!yaml_load_with(ctx, a[0].as.string->bytes, a[0].as.string->len, &options, &load))
        return has_fallback ? fallback : function_error(ctx, site, "%s", stdlib_without_parens(ctx, load.error));
    return value_truthy(load.value) ? load.value : fallback;
}

/* --- to_toml --------------------------------------------------------------------------------- */

typedef struct Toml {
    Ctx *ctx;
    const CallSite *site;
    StrBuf out;
} Toml;

/* Ruby's inspect of a value TomlDumper#to_toml writes. */
static void toml_inspect(StrBuf *out, Value v) {
    sprintf_inspect(out, v);
}

static bool bare_key(Ctx *ctx, Value key) {
    const char *text = key.kind == VAL_STRING ? key.as.string->bytes : stdlib_to_s(ctx, key);
    size_t len = key.kind == VAL_STRING ? key.as.string->len : strlen(text);
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (c == '\n') {
            /* Ruby's ^...$ matches a line: the first line decides */
            return true;
        }
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
            return false;
    }
    return true;
}

/* The key as TomlDumper prints it: bare, or quote_key's "..." (a String only: Ruby's gsub). */
static const char *toml_key(Toml *t, Value key) {
    if (bare_key(t->ctx, key))
        return key.kind == VAL_STRING ? key.as.string->bytes : stdlib_to_s(t->ctx, key);
    if (key.kind != VAL_STRING) {
        function_error(t->ctx, t->site, "undefined method `gsub' for %s", fnlib_ruby_receiver(t->ctx, key));
        return NULL;
    }
    StrBuf sb;
    strbuf_init(&sb, t->ctx);
    strbuf_append_char(&sb, '"');
    for (size_t i = 0; i < key.as.string->len; i++) {
        if (key.as.string->bytes[i] == '"')
            strbuf_append_char(&sb, '\\');
        strbuf_append_char(&sb, key.as.string->bytes[i]);
    }
    strbuf_append_char(&sb, '"');
    return strbuf_finish(&sb)->bytes;
}

static void toml_value(Toml *t, Value v) {
    if (v.kind == VAL_STRING) {
        /* inspect, then \#{ \#$ \#@ lose their backslash */
        StrBuf sb;
        strbuf_init(&sb, t->ctx);
        utf8_inspect(&sb, v.as.string->bytes, v.as.string->len);
        const Str *s = strbuf_finish(&sb);
        for (size_t i = 0; i < s->len; i++) {
            if (s->bytes[i] == '\\' && i + 2 < s->len && s->bytes[i + 1] == '#' &&
                (s->bytes[i + 2] == '$' || s->bytes[i + 2] == '@' || s->bytes[i + 2] == '{'))
                continue;
            strbuf_append_char(&t->out, s->bytes[i]);
        }
    } else if (v.kind == VAL_REGEXP) {
        StrBuf sb;
        strbuf_init(&sb, t->ctx);
        toml_inspect(&sb, v);
        const Str *s = strbuf_finish(&sb);
        utf8_inspect(&t->out, s->bytes, s->len);
    } else {
        toml_inspect(&t->out, v);
    }
}

typedef struct Pairs {
    const HashEntry **simple, **nested, **tables;
    size_t simple_count, nested_count, table_count;
} Pairs;

/* sort_pairs: the hash's keys sorted (Ruby's <=>), split by the kind of value. */
static bool sort_pairs(Toml *t, const Hash *h, Pairs *p) {
    size_t n = h->count;
    const HashEntry **sorted = ctx_alloc(t->ctx, (n ? n : 1) * sizeof *sorted);
    for (size_t i = 0; i < n; i++)
        sorted[i] = hash_entry_at(h, i);
    /* insertion sort: stable and simple; a comparison Ruby refuses fails as sort does */
    for (size_t i = 1; i < n; i++) {
        const HashEntry *e = sorted[i];
        size_t j = i;
        while (j > 0) {
            int c;
            if (!fnlib_ruby_compare(t->ctx, sorted[j - 1]->key, e->key, &c)) {
                fnlib_comparison_failed(t->ctx, t->site, sorted[j - 1]->key, e->key);
                return false;
            }
            if (c <= 0)
                break;
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = e;
    }
    *p = (Pairs){ 0 };
    p->simple = ctx_alloc(t->ctx, (n ? n : 1) * sizeof *p->simple);
    p->nested = ctx_alloc(t->ctx, (n ? n : 1) * sizeof *p->nested);
    p->tables = ctx_alloc(t->ctx, (n ? n : 1) * sizeof *p->tables);
    for (size_t i = 0; i < n; i++) {
        Value v = sorted[i]->value;
        if (v.kind == VAL_HASH)
            p->nested[p->nested_count++] = sorted[i];
        else if (v.kind == VAL_ARRAY && v.as.array->count > 0 && v.as.array->items[0].kind == VAL_HASH)
            p->tables[p->table_count++] = sorted[i];
        else
            p->simple[p->simple_count++] = sorted[i];
    }
    return true;
}

typedef struct Prefix {
    const char **parts;
    size_t count;
} Prefix;

static Prefix prefix_plus(Ctx *ctx, Prefix p, const char *key) {
    Prefix q = { ctx_alloc(ctx, (p.count + 1) * sizeof *q.parts), p.count + 1 };
    if (p.count)
        memcpy(q.parts, p.parts, p.count * sizeof *q.parts);
    q.parts[p.count] = key;
    return q;
}

static void print_prefix(Toml *t, Prefix p, bool extra_brackets) {
    strbuf_append_cstr(&t->out, extra_brackets ? "[[" : "[");
    for (size_t i = 0; i < p.count; i++) {
        if (i)
            strbuf_append_char(&t->out, '.');
        strbuf_append_cstr(&t->out, p.parts[i]);
    }
    strbuf_append_cstr(&t->out, extra_brackets ? "]]\n" : "]\n");
}

static bool toml_visit(Toml *t, const Hash *h, Prefix prefix, bool extra_brackets);

static bool dump_pairs(Toml *t, const Pairs *p, Prefix prefix) {
    for (size_t i = 0; i < p->simple_count; i++) {
        const char *key = toml_key(t, p->simple[i]->key);
        if (!key)
            return false;
        strbuf_append_cstr(&t->out, key);
        strbuf_append_cstr(&t->out, " = ");
        toml_value(t, p->simple[i]->value);
        strbuf_append_char(&t->out, '\n');
    }
    for (size_t i = 0; i < p->nested_count; i++) {
        const char *key = toml_key(t, p->nested[i]->key);
        if (!key || !toml_visit(t, p->nested[i]->value.as.hash, prefix_plus(t->ctx, prefix, key), false))
            return false;
    }
    for (size_t i = 0; i < p->table_count; i++) {
        const char *key = toml_key(t, p->tables[i]->key);
        if (!key)
            return false;
        Prefix aux = prefix_plus(t->ctx, prefix, key);
        const Array *a = p->tables[i]->value.as.array;
        for (size_t j = 0; j < a->count; j++) {
            print_prefix(t, aux, true);
            Value child = a->items[j];
            if (child.kind != VAL_HASH) {
                /* sort_pairs(child) calls child.keys */
                function_error(t->ctx, t->site, "undefined method `keys' for %s", fnlib_ruby_receiver(t->ctx, child));
                return false;
            }
            Pairs cp;
            if (!sort_pairs(t, child.as.hash, &cp) || !dump_pairs(t, &cp, aux))
                return false;
        }
    }
    return true;
}

static bool toml_visit(Toml *t, const Hash *h, Prefix prefix, bool extra_brackets) {
    stack_guard();
    ctx_step(t->ctx);
    Pairs p;
    if (!sort_pairs(t, h, &p))
        return false;
    if (prefix.count && (p.simple_count || h->count == 0))
        print_prefix(t, prefix, extra_brackets);
    return dump_pairs(t, &p, prefix);
}

static Value to_toml_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    Toml t = { .ctx = ctx, .site = site };
    strbuf_init(&t.out, ctx);
    if (!toml_visit(&t, args[0].as.hash, (Prefix){ NULL, 0 }, false))
        return value_abrupt();
    return strbuf_finish_value(&t.out);
}

/* --- to_python, to_ruby ---------------------------------------------------------------------- */

typedef struct Literal {
    Ctx *ctx;
    const CallSite *site;
    StrBuf *out;
    bool python;
} Literal;

static bool literal(Literal *l, Value v);

/* {"__ptype" => type, "__pvalue" => value} as the literal writes a Hash. */
static void ptype_open(Literal *l, const char *type) {
    strbuf_append_cstr(l->out, "{");
    utf8_inspect(l->out, "__ptype", 7);
    strbuf_append_cstr(l->out, l->python ? ": " : " => ");
    utf8_inspect(l->out, type, strlen(type));
}

static bool ptype_value(Literal *l, const char *type, Value pvalue) {
    ptype_open(l, type);
    strbuf_append_cstr(l->out, ", ");
    utf8_inspect(l->out, "__pvalue", 8);
    strbuf_append_cstr(l->out, l->python ? ": " : " => ");
    if (!literal(l, pvalue))
        return false;
    strbuf_append_char(l->out, '}');
    return true;
}

static bool ptype_text(Literal *l, const char *type, Value v) {
    return ptype_value(l, type, value_from_string(format_to_string(l->ctx, v)));
}

static bool literal(Literal *l, Value v) {
    stack_guard();
    ctx_step(l->ctx);
    StrBuf *out = l->out;
    switch (v.kind) {
    case VAL_UNDEF:
        strbuf_append_cstr(out, l->python ? "None" : "nil");
        return true;
    case VAL_BOOLEAN:
        strbuf_append_cstr(out, v.as.boolean ? (l->python ? "True" : "true") : (l->python ? "False" : "false"));
        return true;
    case VAL_INTEGER:
        strbuf_append_int(out, v.as.integer);
        return true;
    case VAL_FLOAT: {
        char text[32];
        format_float(text, sizeof text, v.as.floating);
        strbuf_append_cstr(out, text);
        return true;
    }
    case VAL_STRING:
        utf8_inspect(out, v.as.string->bytes, v.as.string->len);
        return true;
    case VAL_ARRAY:
        strbuf_append_char(out, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            if (!literal(l, v.as.array->items[i]))
                return false;
        }
        strbuf_append_char(out, ']');
        return true;
    case VAL_HASH: {
        const Hash *h = v.as.hash;
        bool plain = true;
        for (size_t i = 0; i < h->count && plain; i++) {
            Value k = hash_entry_at(h, i)->key;
            plain = k.kind == VAL_STRING && !(k.as.string->len == 7 && memcmp(k.as.string->bytes, "__ptype", 7) == 0) &&
                    !(k.as.string->len == 8 && memcmp(k.as.string->bytes, "__pvalue", 8) == 0);
        }
        if (!plain) {
            /* ToDataConverter#non_string_keyed_hash: the pairs flattened */
            Value *items = ctx_alloc(l->ctx, (2 * h->count + 1) * sizeof *items);
            for (size_t i = 0; i < h->count; i++) {
                items[2 * i] = hash_entry_at(h, i)->key;
                items[2 * i + 1] = hash_entry_at(h, i)->value;
            }
            return ptype_value(l, "Hash", value_array_of(l->ctx, items, 2 * h->count));
        }
        strbuf_append_char(out, '{');
        for (size_t i = 0; i < h->count; i++) {
            const HashEntry *e = hash_entry_at(h, i);
            if (i)
                strbuf_append_cstr(out, ", ");
            utf8_inspect(out, e->key.as.string->bytes, e->key.as.string->len);
            strbuf_append_cstr(out, l->python ? ": " : " => ");
            if (!literal(l, e->value))
                return false;
        }
        strbuf_append_char(out, '}');
        return true;
    }
    case VAL_DEFAULT:
        ptype_open(l, "Default");
        strbuf_append_char(out, '}');
        return true;
    case VAL_SENSITIVE:
        return ptype_value(l, "Sensitive", *v.as.sensitive->value);
    case VAL_REGEXP:
        return ptype_value(l, "Regexp", value_from_string(v.as.regexp->pattern));
    case VAL_TIMESTAMP: return ptype_text(l, "Timestamp", v);
    case VAL_TIMESPAN: return ptype_text(l, "Timespan", v);
    case VAL_SEMVER: return ptype_text(l, "SemVer", v);
    case VAL_SEMVER_RANGE: return ptype_text(l, "SemVerRange", v);
    case VAL_BINARY: return ptype_text(l, "Binary", v);
    case VAL_URI: return ptype_text(l, "URI", v);
    case VAL_OBJECT: {
        const Hash *init = object_init_hash(l->ctx, v).as.hash;
        ptype_open(l, type_object_label(v.as.object->def));
        for (size_t i = 0; i < init->count; i++) {
            strbuf_append_cstr(out, ", ");
            if (!literal(l, init->entries[i].key))
                return false;
            strbuf_append_cstr(out, l->python ? ": " : " => ");
            if (!literal(l, init->entries[i].value))
                return false;
        }
        strbuf_append_char(out, '}');
        return true;
    }
    default:
        function_error(l->ctx, l->site, "%s: the rich data of %s values (Pcore) is not supported by this engine",
                       l->python ? "to_python" : "to_ruby", value_kind_name(v.kind));
        return false;
    }
}

static Value literal_impl(Ctx *ctx, const CallSite *site, Value v, bool python) {
    StrBuf out;
    strbuf_init(&out, ctx);
    Literal l = { ctx, site, &out, python };
    if (!literal(&l, v))
        return value_abrupt();
    return strbuf_finish_value(&out);
}

static Value to_python_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    return literal_impl(ctx, site, args[0], true);
}

static Value to_ruby_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    return literal_impl(ctx, site, args[0], false);
}

/* --- type_of, type3x, sprintf_hash ----------------------------------------------------------- */

static Value type_of_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    return value_from_type(type_infer_mode(ctx, args[0], INFER_DETAILED));
}

static Value type3x_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count != 1)
        return function_error(ctx, site, "type3x: Wrong number of arguments given (%zu for 1)", count);
    Value v = a[0];
    switch (v.kind) {
    case VAL_BOOLEAN: return value_cstring(ctx, "boolean");
    case VAL_ARRAY: return value_cstring(ctx, "array");
    case VAL_INTEGER: return value_cstring(ctx, "integer");
    case VAL_FLOAT: return value_cstring(ctx, "float");
    case VAL_HASH: return value_cstring(ctx, "hash");
    case VAL_STRING: {
        /* value == value.to_i.to_s, then value == value.to_f.to_s */
        const Str *s = v.as.string;
        char text[40];
        snprintf(text, sizeof text, "%lld", (long long)fnlib_ruby_to_i(s->bytes, s->len));
        if (strlen(text) == s->len && memcmp(text, s->bytes, s->len) == 0)
            return value_cstring(ctx, "integer");
        format_float(text, sizeof text, fnlib_ruby_to_f(s->bytes, s->len));
        if (strlen(text) == s->len && memcmp(text, s->bytes, s->len) == 0)
            return value_cstring(ctx, "float");
        return value_cstring(ctx, "string");
    }
    default:
        return function_error(ctx, site, "type3x: Unknown type");
    }
}

static Value sprintf_hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    if (!stdlib_deprecation(ctx, site, "sprintf_hash",
                            "This method is deprecated. From Puppet 4.10.10/5.3.4 please use the built-in sprintf "
                            "instead"))
        return value_abrupt();
    Value both[2] = { args[0], args[1] };
    return format_sprintf(ctx, both, 2, site->span);
}

const BuiltinFunction ruby_functions_stdlib_data[] = {
    { "to_yaml", { { "(Any $data, Hash $options = undef)", to_yaml_impl } } },
    { "parseyaml", { { "~(Any *$args)", parseyaml_impl } } },
    { "to_toml", { { "(Hash $data)", to_toml_impl } } },
    { "to_python", { { "(Any $object)", to_python_impl } } },
    { "to_ruby", { { "(Any $object)", to_ruby_impl } } },
    { "type_of", { { "(Any $value)", type_of_impl } } },
    { "type3x", { { "~(Any *$args)", type3x_impl } } },
    { "sprintf_hash", { { "(String $format, Hash $arguments)", sprintf_hash_impl } } },
    { NULL, { { NULL, NULL } } },
};
