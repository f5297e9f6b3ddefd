/* hiera_lookup.c: the entry points of Hiera (hiera.h) and what every part of it shares: the
 * run's state, errors, invocations and their recursion check, and Puppet::Pops::Lookup.lookup
 * (lib/puppet/pops/lookup.rb, invocation.rb).
 *
 * Errors reach Puppet code as the reference's function call reports them: a LookupError as its
 * own message, printed without "Evaluation Error" and without the call's location (a hiera.yaml
 * problem keeps the line of hiera.yaml it names; an error of a data function's Puppet code keeps
 * its own label and location in the text); anything else as the error of the call ("Error while
 * evaluating a Function Call, ..."), at the call.
 */
#include <stdarg.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "eval/eval.h"
#include "eval/function.h"
#include "hiera/hiera_internal.h"
#include "text/format.h"
#include "types/type.h"

HieraState *hiera_state(Ctx *ctx) {
    if (!ctx->hiera) {
        ctx->hiera = ctx_calloc(ctx, 1, sizeof *ctx->hiera);
        ctx->hiera->global_options = value_undef();
        ctx->hiera->environment_options = value_undef();
    }
    return ctx->hiera;
}

HieraStatus hiera_fail(Ctx *ctx, HieraErrorClass cls, SrcSpan span, const char *format, ...) {
    va_list args;
    va_start(args, format);
    ctx_verror(ctx, span, format, args);
    va_end(args);
    hiera_state(ctx)->error_class = cls;
    return HIERA_FAILED;
}

HieraStatus hiera_fail_puppet(Ctx *ctx) {
    hiera_state(ctx)->error_class = HIERA_ERROR_EVALUATION;
    return HIERA_FAILED;
}

const Type *hiera_type(Ctx *ctx, const char *text) {
    HieraState *st = hiera_state(ctx);
    for (size_t i = 0; i < st->type_count; i++)
        if (st->types[i].text == text)
            return st->types[i].type;
    const Type *t = type_parse(ctx, text);
    if (t && st->type_count < sizeof st->types / sizeof st->types[0]) {
        st->types[st->type_count].text = text;
        st->types[st->type_count++].type = t;
    }
    return t;
}

void hiera_warn_once(Ctx *ctx, const char *key, const char *message) {
    HieraState *st = hiera_state(ctx);
    if (name_table_find(&st->warned, key, strlen(key)))
        return;
    name_table_put(ctx, &st->warned, key, strlen(key));
    ctx_warn(ctx, span_none(), "%s", message);
}

/* --- invocations -------------------------------------------------------------------------- */

static const Hash *empty_hash(Ctx *ctx) {
    return hash_new(ctx, 0);
}

HieraInvocation *hiera_invocation_new(Ctx *ctx, Scope *scope, const Hash *override, const Hash *defaults,
                                      HieraExplainer *explainer, bool explain_given) {
    HieraInvocation *inv = ctx_calloc(ctx, 1, sizeof *inv);
    inv->scope = scope;
    inv->override_values = override ? override : empty_hash(ctx);
    inv->default_values = defaults ? defaults : empty_hash(ctx);
    HieraInvocation *parent = hiera_state(ctx)->current;
    if (parent) {
        /* inherits the recursion check, the Hiera 3 flags and (unless disabled) the explainer */
        inv->name_count = parent->name_count;
        inv->name_capacity = parent->name_count + 4;
        inv->names = ctx_alloc(ctx, inv->name_capacity * sizeof *inv->names);
        if (parent->name_count)
            memcpy(inv->names, parent->names, parent->name_count * sizeof *inv->names);
        inv->hiera_xxx = parent->hiera_xxx;
        inv->v3_merge_behavior = parent->v3_merge_behavior;
        inv->global_only = parent->global_only;
        inv->explainer = explain_given && !explainer ? NULL : parent->explainer;
    } else {
        inv->explainer = explainer;
    }
    return inv;
}

HieraInvocation *hiera_invocation_begin(Ctx *ctx, HieraInvocation *inv, const char *key, const char *module_name) {
    HieraState *st = hiera_state(ctx);
    HieraInvocation *previous = st->current;
    inv->top_key = key;
    if (module_name) {
        inv->module_name = module_name;
    } else {
        const char *colons = strstr(key, "::");
        const char *dot = strchr(key, '.');
        inv->module_name = colons && (!dot || colons < dot) ? ctx_strndup(ctx, key, (size_t)(colons - key)) : NULL;
    }
    st->current = inv;
    return previous;
}

void hiera_invocation_end(Ctx *ctx, HieraInvocation *previous) {
    hiera_state(ctx)->current = previous;
}

bool hiera_check_begin(Ctx *ctx, HieraInvocation *inv, const char *name) {
    for (size_t i = 0; i < inv->name_count; i++)
        if (strcmp(inv->names[i], name) == 0) {
            StrBuf sb;
            strbuf_init(&sb, ctx);
            for (size_t j = 0; j < inv->name_count; j++)
                strbuf_printf(&sb, "%s%s", j ? ", " : "", inv->names[j]);
            hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "Recursive lookup detected in [%s]", strbuf_finish(&sb)->bytes);
            return false;
        }
    if (inv->name_count == inv->name_capacity) {
        size_t capacity = inv->name_capacity ? inv->name_capacity * 2 : 8;
        inv->names = ctx_realloc(ctx, inv->names, inv->name_capacity * sizeof *inv->names, capacity * sizeof *inv->names);
        inv->name_capacity = capacity;
    }
    inv->names[inv->name_count++] = name;
    return true;
}

/* The text of an error of Puppet code as Ruby's Puppet::PreformattedError carries it: the
 * evaluator's label and the location are part of the message ("Evaluation Error: ... (file: F,
 * line: L, column: C)"), so a LookupError made of it keeps them, wherever it is printed. */
static void preformat_evaluation_error(Ctx *ctx) {
    Unwind *u = &ctx->unwind;
    const char *label = u->error_kind == PUPPET_ERROR_EVALUATION ? "Evaluation Error: "
                        : u->error_kind == PUPPET_ERROR_SYNTAX   ? "Could not parse for environment production: "
                                                                 : "";
    const char *message = u->message ? u->message : "";
    SrcSpan at = u->span;
    const char *where = !at.line  ? ""
                        : at.file ? ctx_sprintf(ctx, " (file: %s, line: %u, column: %u)", at.file->path, at.line, at.column)
                                  : ctx_sprintf(ctx, " (line: %u, column: %u)", at.line, at.column);
    u->message = ctx_sprintf(ctx, "%s%s%s", label, message, where);
    u->span = span_none();
    u->error_kind = PUPPET_ERROR_NONE;
}

HieraStatus hiera_check_end(Ctx *ctx, HieraInvocation *inv, HieraStatus status) {
    if (inv->name_count)
        inv->name_count--;
    HieraState *st = hiera_state(ctx);
    /* Invocation#check: a Puppet::Error becomes a LookupError of its message (a limit of the
     * run is no Puppet error: it leaves as it is) */
    if (status == HIERA_FAILED && ctx->unwind.error_kind == PUPPET_ERROR_LIMIT)
        return status;
    if (status == HIERA_FAILED && st->error_class == HIERA_ERROR_EVALUATION) {
        preformat_evaluation_error(ctx);
        st->error_class = HIERA_ERROR_LOOKUP;
    } else if (status == HIERA_FAILED && st->error_class == HIERA_ERROR_PUPPET) {
        st->error_class = HIERA_ERROR_LOOKUP;
    }
    return status;
}

/* --- Lookup.lookup ------------------------------------------------------------------------ */

/* What a lookup asks beyond its names (Lookup.lookup's arguments). */
typedef struct Ask {
    const Value *names;
    size_t count;
    Value name;
    const Type *type;
    Value merge;
    bool has_default;
    Value default_value;
    const Callable *block;
    SrcSpan where;
} Ask;

/* TypeAsserter.assert_instance_of (a Puppet::Error). */
static HieraStatus assert_type(Ctx *ctx, const Type *type, const char *subject, Value v, Value *out) {
    if (type && !type_is_instance(ctx, type, v))
        return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "%s",
                          type_mismatch_describe(ctx, ctx_sprintf(ctx, "%s has wrong type,", subject), type, v));
    *out = v;
    return HIERA_FOUND;
}

static const char *name_text(Value v) {
    return v.kind == VAL_STRING ? v.as.string->bytes : "";
}

static HieraStatus lookup_names(Ctx *ctx, HieraInvocation *inv, const Ask *a, Value *out) {
    for (size_t i = 0; i < a->count; i++) {
        Value found;
        if (hash_get(inv->override_values, a->names[i], &found))
            return assert_type(ctx, a->type,
                               ctx_sprintf(ctx, "Value found for key '%s' in override hash", name_text(a->names[i])),
                               found, out);
        HieraStatus st = hiera_adapter_lookup(ctx, inv, a->names[i].as.string, a->merge, &found);
        if (st == HIERA_FAILED)
            return st;
        if (st == HIERA_FOUND)
            return assert_type(ctx, a->type, "Found value", found, out);
    }
    for (size_t i = 0; inv->default_values->count && i < a->count; i++) {
        Value found;
        if (hash_get(inv->default_values, a->names[i], &found))
            return assert_type(ctx, a->type,
                               ctx_sprintf(ctx, "Value found for key '%s' in default values hash", name_text(a->names[i])),
                               found, out);
    }
    if (a->block) {
        Value v = callable_call(ctx, a->block, &a->name, 1, a->where);
        if (value_is_abrupt(v))
            return hiera_fail_puppet(ctx);
        return assert_type(ctx, a->type, "Value returned from default block", v, out);
    }
    if (a->has_default)
        return assert_type(ctx, a->type, "Default value", a->default_value, out);
    if (a->count == 1)
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "Function lookup() did not find a value for the name '%s'",
                          name_text(a->names[0]));
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < a->count; i++)
        strbuf_printf(&sb, "%s'%s'", i ? ", " : "", name_text(a->names[i]));
    return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(),
                      "Function lookup() did not find a value for any of the names [%s]", strbuf_finish(&sb)->bytes);
}

HieraStatus hiera_lookup_for_interpolation(Ctx *ctx, HieraInvocation *inv, const char *key, Value *out) {
    /* Invocation#with_scope: a new invocation (inheriting from the current one) whose lookup
     * of key makes it current */
    HieraInvocation *sub = hiera_invocation_new(ctx, inv->scope, inv->override_values, inv->default_values,
                                                inv->explainer, false);
    HieraInvocation *previous = hiera_invocation_begin(ctx, sub, key, NULL);
    Value name = value_cstring(ctx, key);
    Ask a = { .names = &name, .count = 1, .name = name, .merge = value_undef(), .has_default = true,
              .default_value = value_cstring(ctx, "") };
    HieraStatus st = lookup_names(ctx, sub, &a, out);
    hiera_invocation_end(ctx, previous);
    return st;
}

/* The debug lines of a lookup under --debug (DebugExplainer#emit_debug_info). */
static void emit_debug(Ctx *ctx, HieraInvocation *inv, const char *preamble) {
    if (!inv->explainer || ctx->options->log_level != PUPPET_LOG_DEBUG)
        return;
    const char *text = hiera_explainer_text(ctx, inv->explainer);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_printf(&sb, "%s\n", preamble);
    /* dump_on(io, '  ', '  '): every line indented by two blanks */
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        strbuf_append(&sb, "  ", 2);
        strbuf_append(&sb, p, n);
        strbuf_append_char(&sb, '\n');
        p += n + (nl ? 1 : 0);
    }
    const Str *s = strbuf_finish(&sb);
    size_t len = s->len;
    while (len && s->bytes[len - 1] == '\n')
        len--;
    ctx_log(ctx, PUPPET_LOG_DEBUG, s->bytes, len, span_none());
}

static const char *debug_preamble(Ctx *ctx, const Value *names, size_t count) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, "Lookup of ");
    for (size_t i = 0; i < count; i++)
        strbuf_printf(&sb, "%s'%s'", i ? ", " : "", name_text(names[i]));
    return strbuf_finish(&sb)->bytes;
}

/* The message as the reference's log shows it once normalized (puppet-reference drops every "()"
 * of an error line: "Function lookup() did not find" is "Function lookup did not find"), which
 * is what the engine prints; the explanation keeps the reference's own words. */
static void normalize_message(Ctx *ctx) {
    const char *m = ctx->unwind.message;
    if (!m || !strstr(m, "()"))
        return;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (const char *p = m; *p; p++) {
        if (p[0] == '(' && p[1] == ')') {
            p++;
            continue;
        }
        strbuf_append_char(&sb, *p);
    }
    ctx->unwind.message = strbuf_finish(&sb)->bytes;
}

/* An error of the search as the function call reports it. */
static Value report(Ctx *ctx, const CallSite *site) {
    normalize_message(ctx);
    HieraErrorClass cls = hiera_state(ctx)->error_class;
    if (cls == HIERA_ERROR_LOOKUP || cls == HIERA_ERROR_ISSUE) {
        /* a Puppet::PreformattedError: its message as it is */
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        ctx->interp->error_from_puppet = true;
        return value_abrupt();
    }
    if (cls == HIERA_ERROR_EVALUATION)
        return value_abrupt();   /* an error of Puppet code run by the lookup (a lambda), as it is */
    const char *message = ctx->unwind.message;
    ctx_clear_unwind(ctx);
    return function_error(ctx, site, "%s", message);
}

Value hiera_lookup(Ctx *ctx, const CallSite *site, const HieraRequest *r) {
    /* Hiera keeps what it reads for the rest of the run (configurations, levels, data, caches,
     * the lookup_options) and builds it lazily, from data of the open regions: they are pinned
     * rather than each store copied (docs/memory.md). */
    ctx_pin(ctx);
    HieraExplainer *explainer = ctx->options->log_level == PUPPET_LOG_DEBUG ? hiera_explainer_new(ctx) : NULL;
    HieraInvocation *inv = hiera_invocation_new(ctx, ctx->interp->scope, r->override, r->default_values, explainer,
                                                explainer != NULL);
    Ask a = { .names = r->names, .count = r->name_count, .name = r->name, .type = r->value_type, .merge = r->merge,
              .has_default = r->has_default, .default_value = r->default_value, .block = r->block, .where = site->span };
    if (r->caller != HIERA_CALLER_LOOKUP) {
        /* Hiera::PuppetFunction#lookup: the global layer only, unless the environment has a
         * version 5 hiera.yaml */
        inv->hiera_xxx = true;
        static const char *const MERGES[] = { NULL, "first", "unique", "hash" };
        a.merge = value_cstring(ctx, MERGES[r->caller]);
        bool env_v5 = false;
        HieraInvocation *previous = hiera_invocation_begin(ctx, inv, name_text(r->names[0]), NULL);
        HieraStatus st = hiera_has_environment_v5(ctx, inv, &env_v5);
        hiera_invocation_end(ctx, previous);
        if (st == HIERA_FAILED)
            return report(ctx, site);
        if (!env_v5)
            inv->global_only = true;
    }
    Value out;
    HieraStatus st = lookup_names(ctx, inv, &a, &out);
    emit_debug(ctx, inv, debug_preamble(ctx, r->names, r->name_count));
    if (st == HIERA_FAILED)
        return report(ctx, site);
    return out;
}

bool hiera_parameter_lookup(Ctx *ctx, Scope *class_scope, const char *class_name, const char *param, bool *found,
                            Value *value) {
    ctx_pin(ctx);   /* as hiera_lookup */
    HieraExplainer *explainer = ctx->options->log_level == PUPPET_LOG_DEBUG ? hiera_explainer_new(ctx) : NULL;
    HieraInvocation *inv = hiera_invocation_new(ctx, class_scope, NULL, NULL, explainer, explainer != NULL);
    const char *key = ctx_sprintf(ctx, "%s::%s", class_name, param);
    HieraStatus st = hiera_adapter_lookup(ctx, inv, str_from_cstr(ctx, key), value_undef(), value);
    emit_debug(ctx, inv, ctx_sprintf(ctx, "Automatic Parameter Lookup of '%s'", key));
    *found = st == HIERA_FOUND;
    if (st != HIERA_FAILED)
        return true;
    normalize_message(ctx);
    HieraErrorClass cls = hiera_state(ctx)->error_class;
    if (cls == HIERA_ERROR_LOOKUP || cls == HIERA_ERROR_ISSUE) {
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        ctx->interp->error_from_puppet = true;
    }
    return false;
}

bool hiera_explain(Ctx *ctx, const char *key, const char **text, const char **json) {
    HieraExplainer *explainer = hiera_explainer_new(ctx);
    HieraInvocation *inv = hiera_invocation_new(ctx, ctx->interp->top, NULL, NULL, explainer, true);
    Value name = value_cstring(ctx, key), out;
    Ask a = { .names = &name, .count = 1, .name = name, .merge = value_undef() };
    HieraStatus st = lookup_names(ctx, inv, &a, &out);
    if (st == HIERA_FAILED) {
        HieraErrorClass cls = hiera_state(ctx)->error_class;
        if (cls != HIERA_ERROR_LOOKUP && cls != HIERA_ERROR_ISSUE)
            return false;
        /* `puppet lookup --explain` reports a LookupError as the explanation's last text */
        HieraInvocation root = *inv;
        hiera_explain_text(ctx, &root, ctx->unwind.message);
        ctx_clear_unwind(ctx);
    }
    if (text)
        *text = hiera_explainer_text(ctx, explainer);
    if (json)
        *json = hiera_explainer_json(ctx, explainer);
    return true;
}
