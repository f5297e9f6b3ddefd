/* stdlib_support.c: the Ruby rules and the deprecation function that stdlib's C functions
 * share (stdlib_internal.h). */
#include <string.h>

#include "types/type.h"
#include "catalog/catalog.h"
#include "eval/eval_internal.h"
#include "eval/scope.h"
#include "functions/stdlib_internal.h"
#include "eval/function.h"
#include "support/ctx.h"
#include "text/sprintf.h"

static bool ruby_equal(Value a, Value b, int depth) {
    if (depth > 1000)
        return false;
    if ((a.kind == VAL_INTEGER || a.kind == VAL_FLOAT) && (b.kind == VAL_INTEGER || b.kind == VAL_FLOAT)) {
        if (a.kind == VAL_INTEGER && b.kind == VAL_INTEGER)
            return a.as.integer == b.as.integer;
        if (a.kind == VAL_FLOAT && b.kind == VAL_FLOAT)
            return a.as.floating == b.as.floating;
        return a.kind == VAL_INTEGER ? value_compare_integer_float(a.as.integer, b.as.floating) == 0
                                     : value_compare_integer_float(b.as.integer, a.as.floating) == 0;
    }
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case VAL_STRING:
        return a.as.string->len == b.as.string->len &&
               memcmp(a.as.string->bytes, b.as.string->bytes, a.as.string->len) == 0;
    case VAL_ARRAY: {
        const Array *x = a.as.array, *y = b.as.array;
        if (x->count != y->count)
            return false;
        for (size_t i = 0; i < x->count; i++)
            if (!ruby_equal(x->items[i], y->items[i], depth + 1))
                return false;
        return true;
    }
    case VAL_HASH: {
        const Hash *x = a.as.hash, *y = b.as.hash;
        if (x->count != y->count)
            return false;
        for (size_t i = 0; i < x->count; i++) {
            const HashEntry *e = hash_entry_at(x, i);
            Value other;
            if (!hash_get(y, e->key, &other) || !ruby_equal(e->value, other, depth + 1))
                return false;
        }
        return true;
    }
    default:
        return value_eql(a, b);
    }
}

bool stdlib_ruby_equal(Value a, Value b) {
    return ruby_equal(a, b, 0);
}

const char *stdlib_to_s(Ctx *ctx, Value v) {
    return sprintf_to_s_3x_text(ctx, v);
}

const char *stdlib_inspect(Ctx *ctx, Value v) {
    return sprintf_inspect_3x_text(ctx, v);
}

const char *stdlib_class(Value v) {
    return sprintf_ruby_class_3x(v);
}

const Array *stdlib_to_array(Ctx *ctx, Value v) {
    if (v.kind == VAL_ARRAY)
        return v.as.array;
    if (v.kind == VAL_UNDEF)
        return value_array_of(ctx, NULL, 0).as.array;
    if (v.kind == VAL_HASH) {
        const Hash *h = v.as.hash;
        Value *pairs = ctx_alloc(ctx, (h->count ? h->count : 1) * sizeof *pairs);
        for (size_t i = 0; i < h->count; i++)
            pairs[i] = fnlib_pair(ctx, hash_entry_at(h, i)->key, hash_entry_at(h, i)->value);
        return value_array_of(ctx, pairs, h->count).as.array;
    }
    return value_array_of(ctx, &v, 1).as.array;
}

/* A frame's file as PuppetStack names it: the main manifest's name for code without one,
 * "unknown" when there is none either. */
static const char *frame_file(Ctx *ctx, const SrcSpan *span) {
    return span->file ? span->file->path : ctx->options && ctx->options->source_name ? ctx->options->source_name : "unknown";
}

bool stdlib_deprecation(Ctx *ctx, const CallSite *site, const char *key, const char *message) {
    /* "#{message} at #{stacktrace[0]}:#{stacktrace[1]}": the call's frame (the innermost, as
     * Ruby's calls of deprecation push none), then the frame enclosing it, an Array's to_s
     * (["file", line]), or nothing when there is none (a define's body, run after main) */
    const PuppetFrame *top = ctx->interp ? ctx->interp->puppet_stack : NULL;
    const PuppetFrame *enclosing = top ? top->next : NULL;
    const char *outer = enclosing ? ctx_sprintf(ctx, "[\"%s\", %u]", frame_file(ctx, &enclosing->span), enclosing->span.line) : "";
    const char *full = ctx_sprintf(ctx, "%s at [\"%s\", %u]:%s", message, frame_file(ctx, &site->span), site->span.line, outer);
    if (ctx->options && ctx->options->strict == PUPPET_STRICT_OFF)
        return true;
    if (ctx->options && ctx->options->strict == PUPPET_STRICT_ERROR) {
        function_error(ctx, site, "deprecation. %s. %s", key, full);
        return false;
    }
    fnlib_warn_once(ctx, ctx_sprintf(ctx, "stdlib deprecation %s", key), full);
    return true;
}

bool stdlib_contains_eql(const Value *items, size_t n, Value a) {
    for (size_t i = 0; i < n; i++)
        if (value_eql(items[i], a))
            return true;
    return false;
}

/* The set of b's items for eql? lookups: a Hash whose keys are b's items. */
static Hash *item_set(Ctx *ctx, const Array *b) {
    Hash *set = hash_new(ctx, b->count);
    for (size_t i = 0; i < b->count; i++)
        hash_put(ctx, set, b->items[i], value_boolean(true));
    return set;
}

Value stdlib_array_minus(Ctx *ctx, const Array *a, const Array *b) {
    Hash *set = item_set(ctx, b);
    ArrayBuilder out;
    array_builder_init(&out);
    Value ignored;
    for (size_t i = 0; i < a->count; i++)
        if (!hash_get(set, a->items[i], &ignored))
            array_builder_push(ctx, &out, a->items[i]);
    return array_builder_finish(ctx, &out);
}

Value stdlib_array_and(Ctx *ctx, const Array *a, const Array *b) {
    Hash *set = item_set(ctx, b);
    Hash *seen = hash_new(ctx, a->count);
    ArrayBuilder out;
    array_builder_init(&out);
    Value ignored;
    for (size_t i = 0; i < a->count; i++) {
        Value v = a->items[i];
        if (hash_get(set, v, &ignored) && !hash_get(seen, v, &ignored)) {
            hash_put(ctx, seen, v, value_boolean(true));
            array_builder_push(ctx, &out, v);
        }
    }
    return array_builder_finish(ctx, &out);
}

Value stdlib_array_or(Ctx *ctx, const Array *a, const Array *b) {
    Hash *seen = hash_new(ctx, a->count + b->count);
    ArrayBuilder out;
    array_builder_init(&out);
    Value ignored;
    const Array *both[2] = { a, b };
    for (size_t k = 0; k < 2; k++)
        for (size_t i = 0; i < both[k]->count; i++) {
            Value v = both[k]->items[i];
            if (!hash_get(seen, v, &ignored)) {
                hash_put(ctx, seen, v, value_boolean(true));
                array_builder_push(ctx, &out, v);
            }
        }
    return array_builder_finish(ctx, &out);
}

const char *stdlib_without_parens(Ctx *ctx, const char *message) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (const char *p = message; *p; p++) {
        if (p[0] == '(' && p[1] == ')')
            p++;
        else
            strbuf_append_char(&sb, *p);
    }
    return strbuf_finish(&sb)->bytes;
}

bool stdlib_lookupvar(Ctx *ctx, const CallSite *site, const char *name, Value *out) {
    *out = value_undef();
    bool found;
    if (name[0] == ':' && name[1] == ':' && !strstr(name + 2, "::"))
        found = scope_lookup(ctx->interp->top, name + 2, out);
    else if (strstr(name, "::"))
        found = catalog_lookup_qualified(ctx, name[0] == ':' ? name + 2 : name, out);
    else
        found = scope_lookup(ctx->interp->scope, name, out);
    if (found)
        return true;
    *out = value_undef();
    const char *message = ctx_sprintf(ctx, "Undefined variable '%s';", name);
    if (ctx->options && ctx->options->strict == PUPPET_STRICT_OFF)
        return true;
    if (ctx->options && ctx->options->strict == PUPPET_STRICT_ERROR) {
        function_error(ctx, site, "%s", message);
        return false;
    }
    fnlib_warn_once(ctx, ctx_sprintf(ctx, "undefined_variables Variable: %s", name), message);
    return true;
}
