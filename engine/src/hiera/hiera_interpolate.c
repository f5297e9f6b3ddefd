/* hiera_interpolate.c: keys and %{...} interpolation (lib/puppet/pops/lookup/sub_lookup.rb,
 * lookup_key.rb, interpolation.rb).
 *
 * A key is split at its dots ("os.family", "'a.b'.c", "list.0"); a search finds the first
 * segment (the root key) and digs the others out of what it found. Interpolation replaces each
 * %{expression} of a string: a scope variable ("facts.os.family", "::fqdn", "trusted.certname",
 * scope('x')), or, where methods are allowed (in data, not in hiera.yaml), lookup('k') and
 * hiera('k') (the key's value, interpolated), alias('k') (the value itself, when the string is
 * nothing but that expression) and literal('x'). A variable that does not exist is undef, with
 * the reference's "Undefined variable" warning once per name (an error under --strict=error).
 */
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog.h"
#include "eval/eval.h"
#include "eval/function.h"
#include "hiera/hiera_internal.h"
#include "text/format.h"
#include "types/type.h"

/* --- keys --------------------------------------------------------------------------------- */

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* One token of split_key's /(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)/ at text[i], or 0. */
static size_t key_token(const char *text, size_t len, size_t i) {
    size_t j = i;
    while (j < len && is_blank(text[j]))
        j++;
    if (j < len && (text[j] == '"' || text[j] == '\'')) {
        char q = text[j];
        size_t k = j + 1;
        while (k < len && text[k] != q)
            k++;
        if (k < len && k > j + 1) {
            k++;
            while (k < len && is_blank(text[k]))
                k++;
            return k - i;
        }
    }
    size_t k = i;
    while (k < len && text[k] != '\'' && text[k] != '"' && text[k] != '.')
        k++;
    return k - i;
}

bool hiera_split_key(Ctx *ctx, const Str *text, Value **out, size_t *out_count) {
    if (!memchr(text->bytes, '.', text->len) && !memchr(text->bytes, '\'', text->len) &&
        !memchr(text->bytes, '"', text->len)) {
        Value *one = ctx_alloc(ctx, sizeof *one);
        one[0] = value_string(ctx, text->bytes, text->len);
        *out = one;
        *out_count = 1;
        return true;
    }
    /* Ruby's split with a capturing pattern: alternating fields (between matches) and tokens */
    ArrayBuilder parts;
    array_builder_init(&parts);
    size_t field_start = 0;
    for (size_t i = 0; i < text->len;) {
        size_t n = key_token(text->bytes, text->len, i);
        if (!n) {
            i++;
            continue;
        }
        array_builder_push(ctx, &parts, value_string(ctx, text->bytes + field_start, i - field_start));
        array_builder_push(ctx, &parts, value_string(ctx, text->bytes + i, n));
        i += n;
        field_start = i;
    }
    array_builder_push(ctx, &parts, value_string(ctx, text->bytes + field_start, text->len - field_start));
    /* trailing empty fields are dropped by split */
    while (parts.count && parts.items[parts.count - 1].as.string->len == 0)
        parts.count--;
    if (parts.count == 0 || parts.items[0].as.string->len != 0)
        return false;
    size_t count = parts.count - 1;
    if (count == 0)
        return false;
    Value *segments = ctx_alloc(ctx, count * sizeof *segments);
    size_t kept = 0;
    for (size_t i = 1; i < parts.count; i++) {
        const Str *s = parts.items[i].as.string;
        if (!(s->len == 1 && s->bytes[0] == '.'))
            segments[kept++] = parts.items[i];
    }
    if (kept * 2 != count + 1)
        return false;
    for (size_t i = 0; i < kept; i++) {
        const Str *s = segments[i].as.string;
        size_t from = 0, to = s->len;
        while (from < to && (is_blank(s->bytes[from]) || s->bytes[from] == '\0'))
            from++;
        while (to > from && (is_blank(s->bytes[to - 1]) || s->bytes[to - 1] == '\0'))
            to--;
        const char *p = s->bytes + from;
        size_t n = to - from;
        if (n >= 2 && (p[0] == '"' || p[0] == '\'')) {
            segments[i] = value_string(ctx, p + 1, n - 2);
            continue;
        }
        size_t k = 0;
        if (k < n && p[k] == ':')
            k++;
        if (k < n && (p[k] == '+' || p[k] == '-'))
            k++;
        size_t digits = k;
        while (k < n && p[k] >= '0' && p[k] <= '9')
            k++;
        if (n > 0 && k == n && k > digits)
            segments[i] = value_integer(p[0] == ':' ? 0 : strtoll(p, NULL, 10));   /* String#to_i */
        else
            segments[i] = value_string(ctx, p, n);
    }
    *out = segments;
    *out_count = kept;
    return true;
}

bool hiera_key_parse(Ctx *ctx, const Str *text, HieraKey *key) {
    Value *segments;
    size_t count;
    if (!hiera_split_key(ctx, text, &segments, &count)) {
        hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "Syntax error in key: '%s'", text->bytes);
        return false;
    }
    key->text = text;
    Value root = segments[0];
    key->root = root.kind == VAL_STRING ? root.as.string->bytes : format_to_string(ctx, root)->bytes;
    const char *colons = strstr(key->root, "::");
    key->module_name = colons ? ctx_strndup(ctx, key->root, (size_t)(colons - key->root)) : NULL;
    key->segments = segments + 1;
    key->segment_count = count - 1;
    return true;
}

/* --- sub-lookups -------------------------------------------------------------------------- */

HieraStatus hiera_sub_lookup(Ctx *ctx, HieraInvocation *inv, const char *key, const Value *segments, size_t count,
                             Value value, Value *out) {
    Array sub = { .count = count, .items = (Value *)segments };
    hiera_explain_push(ctx, inv, HX_SUB_LOOKUP, &sub);
    HieraStatus st = HIERA_FOUND;
    for (size_t i = 0; i < count && st == HIERA_FOUND; i++) {
        Value segment = segments[i];
        const char *label = segment.kind == VAL_STRING ? segment.as.string->bytes : format_to_string(ctx, segment)->bytes;
        hiera_explain_push(ctx, inv, HX_SEGMENT, NULL);
        if (value.kind == VAL_UNDEF) {
            hiera_explain_not_found(inv, label);
            st = HIERA_NOT_FOUND;
        } else if (segment.kind == VAL_INTEGER && value.kind == VAL_ARRAY) {
            if (segment.as.integer < 0 || (uint64_t)segment.as.integer >= value.as.array->count) {
                hiera_explain_not_found(inv, label);
                st = HIERA_NOT_FOUND;
            } else {
                value = value.as.array->items[segment.as.integer];
                hiera_explain_found(inv, label, value);
            }
        } else if (value.kind != VAL_HASH) {
            st = hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(),
                            "Data Provider type mismatch: Got %s when a hash-like object was expected to access "
                            "value using '%s' from key '%s'",
                            type_ruby_class_of_value(value), label, key);
        } else {
            Value found;
            if (!hash_get(value.as.hash, segment, &found)) {
                hiera_explain_not_found(inv, label);
                st = HIERA_NOT_FOUND;
            } else {
                value = found;
                hiera_explain_found(inv, label, value);
            }
        }
        hiera_explain_pop(inv);
    }
    hiera_explain_pop(inv);
    if (st == HIERA_FOUND)
        *out = value;
    return st;
}

/* --- scope variables ---------------------------------------------------------------------- */

static bool is_builtin_variable(const char *name) {
    if (strcmp(name, "module_name") == 0 || strcmp(name, "caller_module_name") == 0)
        return true;
    if (!*name)
        return false;
    for (const char *p = name; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

/* Scope#variable_not_found: undef, after the warning (or error) of the strict setting. */
static HieraStatus variable_not_found(Ctx *ctx, const char *name, Value *out) {
    *out = value_undef();
    if (is_builtin_variable(name))
        return HIERA_FOUND;
    switch (ctx->options->strict) {
    case PUPPET_STRICT_OFF:
        break;
    case PUPPET_STRICT_WARNING:
        hiera_warn_once(ctx, ctx_sprintf(ctx, "undefined_variables Variable: %s", name),
                        ctx_sprintf(ctx, "Undefined variable '%s'; ", name));
        break;
    case PUPPET_STRICT_ERROR:
        return hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(), "Undefined variable '%s'; ", name);
    }
    return HIERA_FOUND;
}

/* Scope#[](name): the variable's value (undef when unset). *exists tells a variable set to
 * undef from one that does not exist (Scope#exist?). */
static HieraStatus scope_variable(Ctx *ctx, HieraInvocation *inv, const char *name, Value *out, bool *exists) {
    *exists = true;
    if (name[0] == ':' && name[1] == ':') {
        const char *rest = name + 2;
        if (!strstr(rest, "::")) {
            if (scope_lookup(ctx->interp->top, rest, out))
                return HIERA_FOUND;
            *exists = false;
            return variable_not_found(ctx, name, out);
        }
        name = rest;
    }
    if (strstr(name, "::")) {
        if (catalog_lookup_qualified(ctx, name, out))
            return HIERA_FOUND;
        *exists = false;
        return variable_not_found(ctx, name, out);
    }
    if (scope_lookup(inv->scope, name, out))
        return HIERA_FOUND;
    *exists = false;
    return variable_not_found(ctx, name, out);
}

/* The scope method of interpolation (interpolate_method(:scope)). */
HieraStatus hiera_scope_value(Ctx *ctx, HieraInvocation *inv, const char *key, const char *subject, Value *out) {
    Value *segments;
    size_t count;
    if (!hiera_split_key(ctx, str_from_cstr(ctx, key), &segments, &count))
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "Syntax error in string: %s", subject);
    const char *root = segments[0].kind == VAL_STRING ? segments[0].as.string->bytes
                                                       : format_to_string(ctx, segments[0])->bytes;
    Value value = value_undef(), found;
    hiera_explain_push(ctx, inv, HX_SCOPE, "Global Scope");
    HieraStatus st = HIERA_FOUND;
    Value root_value = value_cstring(ctx, root);
    if (hash_get(inv->override_values, root_value, &found)) {
        value = found;
        hiera_explain_found_in_overrides(inv, root, value);
    } else {
        bool exists;
        st = scope_variable(ctx, inv, root, &value, &exists);
        if (st == HIERA_FOUND && value.kind == VAL_UNDEF && !exists) {
            if (hash_get(inv->default_values, root_value, &found)) {
                value = found;
                hiera_explain_found_in_defaults(inv, root, value);
            }
        } else if (st == HIERA_FOUND) {
            hiera_explain_found(inv, root, value);
        }
    }
    hiera_explain_pop(inv);
    if (st != HIERA_FOUND)
        return st;
    if (value.kind != VAL_UNDEF && count > 1) {
        Value dug;
        st = hiera_sub_lookup(ctx, inv, key, segments + 1, count - 1, value, &dug);
        if (st == HIERA_FAILED)
            return st;
        value = st == HIERA_FOUND ? dug : value_undef();
    }
    /* remember_scope_lookup: what a configuration's levels were built with */
    if (inv->collect && !(value.kind != VAL_UNDEF && key[0] == ':' && key[1] == ':') &&
        !(inv->collect_eluding && strcmp(inv->collect_eluding, root) == 0)) {
        bool known = false;
        for (HieraScopeUse *u = *inv->collect; u; u = u->next)
            known = known || strcmp(u->key, key) == 0;
        if (!known) {
            HieraScopeUse *u = ctx_calloc(ctx, 1, sizeof *u);
            u->key = key;
            u->root_key = root;
            u->segments = segments + 1;
            u->segment_count = count - 1;
            u->value = value;
            u->next = *inv->collect;
            *inv->collect = u;
        }
    }
    *out = value;
    return HIERA_FOUND;
}

HieraStatus hiera_scope_uses_stable(Ctx *ctx, HieraInvocation *inv, const HieraScopeUse *uses, bool *stable) {
    *stable = true;
    HieraExplainer *explainer = inv->explainer;
    inv->explainer = NULL;   /* without_explain */
    HieraStatus st = HIERA_FOUND;
    for (const HieraScopeUse *u = uses; u && *stable && st == HIERA_FOUND; u = u->next) {
        Value value;
        bool exists;
        /* scope[root_key] without the warning of a missing variable: it was given before */
        if (u->root_key[0] == ':' || strstr(u->root_key, "::")) {
            const char *name = u->root_key[0] == ':' ? u->root_key + 2 : u->root_key;
            exists = strstr(name, "::") ? catalog_lookup_qualified(ctx, name, &value)
                                        : scope_lookup(ctx->interp->top, name, &value);
        } else {
            exists = scope_lookup(inv->scope, u->root_key, &value);
        }
        if (!exists)
            value = value_undef();
        if (value.kind != VAL_UNDEF && u->segment_count) {
            Value dug;
            st = hiera_sub_lookup(ctx, inv, u->key, u->segments, u->segment_count, value, &dug);
            if (st == HIERA_FAILED)
                break;
            value = st == HIERA_FOUND ? dug : value_undef();
            st = HIERA_FOUND;
        }
        *stable = value_eql(value, u->value);
    }
    inv->explainer = explainer;
    return st;
}

/* --- interpolation ------------------------------------------------------------------------ */

typedef enum Method { METHOD_SCOPE, METHOD_LOOKUP, METHOD_HIERA, METHOD_ALIAS, METHOD_LITERAL, METHOD_UNKNOWN } Method;

/* get_method_and_data: "name('key')" or "name(\"key\")" (word characters, then a quoted key
 * without its own quote character); anything else is a scope key. */
static bool method_call(Ctx *ctx, const char *expr, const char **method, const char **key) {
    const char *p = expr;
    while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
        p++;
    if (p == expr || p[0] != '(' || (p[1] != '"' && p[1] != '\''))
        return false;
    char q = p[1];
    const char *start = p + 2, *close = strchr(start, q);
    if (!close || close == start || strcmp(close + 1, ")") != 0)
        return false;
    *method = ctx_strndup(ctx, expr, (size_t)(p - expr));
    *key = ctx_strndup(ctx, start, (size_t)(close - start));
    return true;
}

static Method method_of(const char *name) {
    if (strcmp(name, "lookup") == 0)
        return METHOD_LOOKUP;
    if (strcmp(name, "hiera") == 0)
        return METHOD_HIERA;
    if (strcmp(name, "alias") == 0)
        return METHOD_ALIAS;
    if (strcmp(name, "literal") == 0)
        return METHOD_LITERAL;
    if (strcmp(name, "scope") == 0)
        return METHOD_SCOPE;
    return METHOD_UNKNOWN;
}

static bool is_empty_interpolation(const char *e) {
    return !*e || strcmp(e, "::") == 0 || strcmp(e, "\"\"") == 0 || strcmp(e, "''") == 0 || strcmp(e, "\"::\"") == 0 ||
           strcmp(e, "'::'") == 0;
}

/* The value of one %{expr} (before its own interpolation); *is_alias when the whole string is
 * replaced by it. */
static HieraStatus expression_value(Ctx *ctx, HieraInvocation *inv, const char *expr, const Str *subject, size_t match_len,
                                    bool allow_methods, Method *method_out, const char **key_out, Value *out) {
    const char *name, *key;
    Method method = METHOD_SCOPE;
    if (method_call(ctx, expr, &name, &key)) {
        if (!allow_methods)
            return hiera_fail(ctx, HIERA_ERROR_ISSUE, span_none(),
                              "Interpolation using method syntax is not allowed in this context");
        method = method_of(name);
        if (method == METHOD_UNKNOWN)
            return hiera_fail(ctx, HIERA_ERROR_ISSUE, span_none(), "Unknown interpolation method '%s'", name);
    } else {
        key = expr;
    }
    *method_out = method;
    *key_out = key;
    if (method == METHOD_ALIAS && subject->len != match_len)
        return hiera_fail(ctx, HIERA_ERROR_ISSUE, span_none(),
                          "'alias' interpolation is only permitted if the expression is equal to the entire string");
    switch (method) {
    case METHOD_LITERAL:
        *out = value_cstring(ctx, key);
        return HIERA_FOUND;
    case METHOD_SCOPE:
        return hiera_scope_value(ctx, inv, key, subject->bytes, out);
    case METHOD_LOOKUP:
    case METHOD_HIERA:
    case METHOD_ALIAS:
        return hiera_lookup_for_interpolation(ctx, inv, key, out);
    case METHOD_UNKNOWN:
        break;
    }
    return HIERA_FAILED;
}

/* subject.gsub(/%\{([^\}]*)\}/) { ... } */
static HieraStatus interpolate_string(Ctx *ctx, HieraInvocation *inv, const Str *subject, bool allow_methods,
                                      Value *out) {
    hiera_explain_push(ctx, inv, HX_INTERPOLATE, subject->bytes);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    HieraStatus st = HIERA_FOUND;
    const char *s = subject->bytes;
    size_t len = subject->len, at = 0;
    while (at < len && st == HIERA_FOUND) {
        const char *open = NULL;
        for (size_t i = at; i + 1 < len; i++)
            if (s[i] == '%' && s[i + 1] == '{') {
                const char *close = memchr(s + i + 2, '}', len - i - 2);
                if (close) {
                    open = s + i;
                    break;
                }
                break;
            }
        if (!open)
            break;
        const char *close = memchr(open + 2, '}', (size_t)(s + len - open - 2));
        strbuf_append(&sb, s + at, (size_t)(open - s) - at);
        size_t match_len = (size_t)(close - open) + 1;
        /* the expression, stripped of leading and trailing blanks */
        const char *e = open + 2, *end = close;
        while (e < end && is_blank(*e))
            e++;
        while (end > e && is_blank(end[-1]))
            end--;
        const char *expr = ctx_strndup(ctx, e, (size_t)(end - e));
        at = (size_t)(close - s) + 1;
        if (is_empty_interpolation(expr))
            continue;
        Method method = METHOD_SCOPE;
        const char *key = expr;
        Value v;
        st = expression_value(ctx, inv, expr, subject, match_len, allow_methods, &method, &key, &v);
        if (st != HIERA_FOUND)
            break;
        if (method == METHOD_ALIAS) {
            /* the value as it is: the whole string was this expression */
            hiera_explain_pop(inv);
            *out = v;
            return HIERA_FOUND;
        }
        const char *check = method == METHOD_SCOPE ? ctx_sprintf(ctx, "scope:%s", key) : key;
        if (!hiera_check_begin(ctx, inv, check)) {
            st = HIERA_FAILED;
            break;
        }
        Value interpolated;
        st = hiera_check_end(ctx, inv, hiera_interpolate(ctx, inv, v, allow_methods, &interpolated));
        if (st != HIERA_FOUND)
            break;
        if (interpolated.kind != VAL_UNDEF)
            hiera_ruby_to_s(&sb, interpolated);
    }
    hiera_explain_pop(inv);
    if (st != HIERA_FOUND)
        return st;
    if (at < len)
        strbuf_append(&sb, s + at, len - at);
    *out = strbuf_finish_value(&sb);
    return HIERA_FOUND;
}

HieraStatus hiera_interpolate(Ctx *ctx, HieraInvocation *inv, Value value, bool allow_methods, Value *out) {
    stack_guard();
    switch (value.kind) {
    case VAL_STRING: {
        const Str *s = value.as.string;
        bool has = false;
        for (size_t i = 0; i + 1 < s->len && !has; i++)
            has = s->bytes[i] == '%' && s->bytes[i + 1] == '{';
        if (!has) {
            *out = value;
            return HIERA_FOUND;
        }
        return interpolate_string(ctx, inv, s, allow_methods, out);
    }
    case VAL_ARRAY: {
        const Array *a = value.as.array;
        Array *copy = NULL;
        for (size_t i = 0; i < a->count; i++) {
            Value v;
            HieraStatus st = hiera_interpolate(ctx, inv, a->items[i], allow_methods, &v);
            if (st != HIERA_FOUND)
                return st;
            if (!copy && !value_eql(v, a->items[i])) {
                copy = array_new(ctx, a->count);
                memcpy(copy->items, a->items, a->count * sizeof *a->items);
            }
            if (copy)
                copy->items[i] = v;
        }
        *out = copy ? value_from_array(copy) : value;
        return HIERA_FOUND;
    }
    case VAL_HASH: {
        const Hash *h = value.as.hash;
        Hash *result = hash_new(ctx, h->count);
        for (size_t i = 0; i < h->count; i++) {
            Value k, v;
            HieraStatus st = hiera_interpolate(ctx, inv, h->entries[i].key, allow_methods, &k);
            if (st == HIERA_FOUND)
                st = hiera_interpolate(ctx, inv, h->entries[i].value, allow_methods, &v);
            if (st != HIERA_FOUND)
                return st;
            hash_put(ctx, result, k, v);
        }
        *out = value_from_hash(result);
        return HIERA_FOUND;
    }
    default:
        *out = value;
        return HIERA_FOUND;
    }
}
