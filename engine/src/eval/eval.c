/* eval.c: the program, the node dispatcher, blocks, literals, variables and assignment.
 *
 * Follows expressions.md ("Literal Value Expressions", "Array and Hash Expressions",
 * "Assignment Operator") and types-values-variables.md ("Variable Names" .. "Initial Values"),
 * with the reference's evaluator_impl.rb / runtime3_support.rb where they are silent:
 * assignment binds in the current scope only and fails on a second binding, `$x = $y = 0`
 * chains, `[$a, $b] = ...` takes from an array (sizes must agree) or a hash (keys must exist),
 * an unknown variable is an error under strict_variables, else undef (and a warning when the
 * strict setting says so).
 *
 * What this file does not do: operators (eval_operators.c), [] (eval_access.c), control flow
 * (eval_control.c), strings (eval_string.c), calls (eval_call.c).
 */
#include "eval/eval.h"

#include <stdlib.h>
#include <string.h>

#include "catalog/catalog.h"
#include "eval/epp.h"
#include "eval/eval_internal.h"
#include "values/region.h"
#include "text/format.h"
#include "eval/function.h"
#include "values/iterator.h"
#include "support/limits.h"
#include "support/stack.h"
#include "types/type.h"

/* --- limits -------------------------------------------------------------------------------- */

/* Whether the C stack has grown past the run's limit (ctx->stack_limit, stack.c). STACK_HERE,
 * not a local's address: a local whose address is taken gives the function a frame on wasm's
 * shadow stack, which eval_node would otherwise pay at every node. A macro, so that the frame
 * is the caller's. */
#define STACK_TOO_DEEP(ctx) (STACK_HERE() < (ctx)->stack_limit)

static __attribute__((noinline, cold, noreturn)) void too_deep(Ctx *ctx, const SrcSpan *where) {
    ctx->current_span = *where;
    ctx_exhausted(ctx, "Evaluation stopped: the program nests too deeply");
}

void eval_check_limits(Ctx *ctx, SrcSpan where) {
    ctx_step(ctx);
    if (STACK_TOO_DEEP(ctx))
        too_deep(ctx, &where);
}

/* --- variables ----------------------------------------------------------------------------- */

static bool is_numeric_name(const char *name) {
    if (!*name)
        return false;
    for (const char *p = name; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

static Value unknown_variable(Ctx *ctx, const char *name, SrcSpan where) {
    /* runtime3_support.rb: strict_variables makes it an error, else Puppet[:strict] decides */
    const PuppetOptions *o = ctx->options;
    if (o->strict_variables || o->strict == PUPPET_STRICT_ERROR)
        return ctx_error(ctx, where, "Unknown variable: '%s'.", name);
    if (o->strict == PUPPET_STRICT_WARNING)
        ctx_warn(ctx, where, "Unknown variable: '%s'.", name);
    return value_undef();
}

/* strstr(name, "::"), which showed in the profiles of every variable read: names rarely hold
 * a colon, and strchr finds that sooner than strstr's search set-up. */
static bool has_namespace(const char *name) {
    const char *p = strchr(name, ':');
    while (p && p[1] != ':')
        p = strchr(p + 1, ':');
    return p != NULL;
}

/* $n: all numeric variables exist; those the last match did not set (or a number too big for
 * any match, which strtoull saturates) are undef. */
static inline Value match_group(const MatchData *m, uint64_t n) {
    return m && n < m->count ? m->groups[n] : value_undef();
}

Value eval_variable(Ctx *ctx, const char *name, SrcSpan where) {
    Interp *in = ctx->interp;
    if (is_numeric_name(name))
        return match_group(in->match, strtoull(name, NULL, 10));
    Value v;
    if (name[0] == ':' && name[1] == ':') {
        const char *rest = name + 2;
        if (!has_namespace(rest)) {
            if (scope_lookup(in->top, rest, &v))
                return v;
            return unknown_variable(ctx, name, where);
        }
    }
    if (has_namespace(name))
        return catalog_qualified_variable(ctx, name, where);   /* $class::var */
    if (in->defaults_of && !callable_param_ready(ctx, in->defaults_of, in->defaults_from, name))
        return value_abrupt();
    if (scope_lookup(in->scope, name, &v))
        return v;
    return unknown_variable(ctx, name, where);
}

/* The forms of a variable's name, kept per node in var_form's low byte (its length above). */
enum {
    VAR_UNKNOWN,              /* not worked out yet (nodes are zeroed when parsed) */
    VAR_NUMERIC,              /* $0..$n: var_hash is n */
    VAR_LOCAL,                /* $x: looked up from the current scope outwards */
    VAR_OTHER,                /* $::x, $a::b, a name too long to keep: eval_variable */
};

/* The form of node's name, worked out once: eval_variable's tests, but kept in the node, so
 * that a read in a loop neither scans nor hashes the name again. */
static uint32_t variable_form(AstNode *node) {
    const char *name = node->as.string.text;
    size_t len = strlen(name);
    uint32_t form;
    if (is_numeric_name(name)) {
        node->as.string.var_hash = strtoull(name, NULL, 10);
        form = VAR_NUMERIC;
    } else if (has_namespace(name) || len >= (1u << 24)) {
        form = VAR_OTHER;
    } else {
        node->as.string.var_hash = name_table_hash(name, len);
        form = VAR_LOCAL;
    }
    node->as.string.var_form = form | (uint32_t)len << 8;
    return node->as.string.var_form;
}

/* Out of line: its locals would otherwise give every read a frame on wasm's shadow stack. */
static __attribute__((noinline)) Value variable_by_name(Ctx *ctx, const AstNode *node) {
    return eval_variable(ctx, node->as.string.text, node->span);
}

Value eval_variable_node(Ctx *ctx, const AstNode *node) {
    uint32_t form = node->as.string.var_form;
    if (__builtin_expect(form == VAR_UNKNOWN, 0))
        form = variable_form((AstNode *)node);
    Interp *in = ctx->interp;
    const char *name = node->as.string.text;
    switch (form & 0xff) {
    case VAR_LOCAL: {
        if (__builtin_expect(in->defaults_of != NULL, 0))
            return variable_by_name(ctx, node);   /* the guard of callable_param_ready */
        const Value *v = scope_find_hashed(in->scope, name, form >> 8, node->as.string.var_hash);
        if (v)
            return *v;
        return variable_by_name(ctx, node);   /* unknown: its error or warning */
    }
    case VAR_NUMERIC:
        return match_group(in->match, node->as.string.var_hash);
    default:
        return variable_by_name(ctx, node);
    }
}

Value eval_assign_name(Ctx *ctx, const char *name, Value value, const AstNode *where) {
    Interp *in = ctx->interp;
    SrcSpan at = where->span;
    if (strcmp(name, "server_facts") == 0 ||
        (in->scope == in->top && (strcmp(name, "facts") == 0 || strcmp(name, "trusted") == 0)))
        return ctx_error(ctx, at, "Attempt to assign to a reserved variable name: '$%s'", name);
    bool reserved = strcmp(name, "facts") == 0 || strcmp(name, "trusted") == 0;
    if (scope_bound_here(in->scope, name)) {
        if (reserved)
            return ctx_error(ctx, at, "Attempt to assign to a reserved variable name: '$%s'", name);
        if (strcmp(name, "name") == 0 || strcmp(name, "title") == 0)
            return ctx_error(ctx, at, "Cannot reassign built in (or already assigned) variable '$%s'", name);
        return ctx_error(ctx, at, "Cannot reassign variable '$%s'", name);
    }
    if (reserved)   /* not bound in this scope: Scope#setvar refuses it, a runtime error */
        return ctx_error(ctx, at, "Error while evaluating a '=' expression, "
                         "Attempt to assign to a reserved variable name: '%s'", name);
    scope_set(ctx, in->scope, name, value);
    return value;
}

/* The reference's lvalue of a variable (its name) or of an array of l-values (the array of
 * theirs). */
static Value lvalue_key(Ctx *ctx, const AstNode *lv) {
    if (lv->kind != AST_ARRAY)
        return value_cstring(ctx, lv->as.string.text);
    const AstList *items = &lv->as.list.items;
    Value *keys = ctx_calloc(ctx, items->count ? items->count : 1, sizeof *keys);
    for (size_t i = 0; i < items->count; i++)
        keys[i] = lvalue_key(ctx, items->items[i]);
    return value_array_of(ctx, keys, items->count);
}

/* Assigns value to the l-value `target` (a variable, or an array of l-values) as the
 * reference's assign_String / assign_Array; `node` is the assignment (for locations). */
static Value assign_to(Ctx *ctx, const AstNode *target, Value value, const AstNode *node) {
    SrcSpan op = eval_operator_span(ctx, node);
    if (target->kind == AST_VARIABLE) {
        const char *name = target->as.string.text;
        if (is_numeric_name(name))
            return ctx_error(ctx, target->span,
                             "Illegal attempt to assign to the numeric match result variable '$%s'. "
                             "Numeric variables are not assignable", name);
        if (strstr(name, "::"))
            return ctx_error(ctx, target->span,
                             "Illegal attempt to assign to '%s'. Cannot assign to variables in other namespaces",
                             name);
        AstNode located = *node;
        located.span = op;
        return eval_assign_name(ctx, name, value, &located);
    }
    if (target->kind == AST_ARRAY) {
        const AstList *lvalues = &target->as.list.items;
        for (size_t i = 0; i < lvalues->count; i++)
            if (lvalues->items[i]->kind != AST_VARIABLE && lvalues->items[i]->kind != AST_ARRAY)
                return ctx_error(ctx, lvalues->items[i]->span,
                                 "Illegal attempt to assign to '%s'. Not an assignable reference",
                                 label_with_article(ctx, ast_kind_name(lvalues->items[i]->kind), false));
        if (value.kind == VAL_HASH) {
            /* the key of each l-value is its name; a nested l-value's is the array of its
             * names (lvalue_LiteralList), as the reference fetches it */
            for (size_t i = 0; i < lvalues->count; i++) {
                const AstNode *lv = lvalues->items[i];
                Value key = lvalue_key(ctx, lv), item;
                if (!hash_get(value.as.hash, key, &item))
                    return ctx_error(ctx, op, "No value for required key '%s' in assignment to variables from hash",
                                     eval_ruby_to_s(ctx, key));
                TRY(assign_to(ctx, lv, item, node));
            }
            return value;
        }
        if (value.kind == VAL_TYPE && type_kind(value.as.type) == TYPE_CLASS) {
            /* assign_Array: the variables of the same names in an evaluated class */
            const char *klass = type_class_name(value.as.type);
            klass = klass ? klass : "";
            if (!catalog_find(ctx, "Class", catalog_capitalize(ctx, klass)))
                return ctx_error(ctx, node->as.binary.rhs->span, "Resource not found: Class['%s']", klass);
            for (size_t i = 0; i < lvalues->count; i++) {
                const AstNode *lv = lvalues->items[i];
                const char *var = ctx_sprintf(ctx, "%s::%s", catalog_downcase(ctx, klass),
                                              eval_ruby_to_s(ctx, lvalue_key(ctx, lv)));
                Value item;
                if (lv->kind != AST_VARIABLE || !catalog_lookup_qualified(ctx, var, &item))
                    return ctx_error(ctx, lv->span,
                                     "No value for required variable '$%s' in assignment to variables from class reference",
                                     var);
                TRY(assign_to(ctx, lv, item, node));
            }
            return value;
        }
        Value single[1];
        const Value *items;
        size_t count;
        if (value.kind == VAL_ARRAY) {
            items = value.as.array->items;
            count = value.as.array->count;
        } else {
            single[0] = value;
            items = single;
            count = 1;
        }
        if (count != lvalues->count)
            return ctx_error(ctx, op, "Mismatched number of assignable entries and values, expected %zu, got %zu",
                             lvalues->count, count);
        for (size_t i = 0; i < count; i++)
            TRY(assign_to(ctx, lvalues->items[i], items[i], node));
        return value;
    }
    return ctx_error(ctx, op, "Illegal attempt to assign to '%s'. Not an assignable reference",
                     label_with_article(ctx, ast_kind_name(target->kind), false));
}

static __attribute__((noinline)) Value eval_assign(Ctx *ctx, const AstNode *node) {
    Value value;
    TRY(value = eval_node(ctx, node->as.binary.rhs));
    return assign_to(ctx, node->as.binary.lhs, value, node);
}

/* --- literals ------------------------------------------------------------------------------ */

Value eval_unfold_value(Ctx *ctx, Value v, SrcSpan where) {
    switch (v.kind) {
    case VAL_UNDEF:
        return value_array_of(ctx, NULL, 0);
    case VAL_ARRAY:
        return v;
    case VAL_HASH: {
        const Hash *h = v.as.hash;
        Array *a = array_new(ctx, h->count);
        for (size_t i = 0; i < h->count; i++) {
            Value pair[2] = { h->entries[i].key, h->entries[i].value };
            a->items[i] = value_array_of(ctx, pair, 2);
        }
        return value_from_array(a);
    }
    case VAL_ITERATOR:
        return iterator_to_array(ctx, v.as.iterator, where);
    case VAL_TYPE:
        if (type_is_iterable(v.as.type))
            return iterator_to_array(ctx, iterator_of(ctx, v), where);
        return value_array_of(ctx, &v, 1);
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return value_array_of(ctx, &v, 1);
}

static const AstNode *unwrap_parens(const AstNode *n) {
    while (n->kind == AST_PAREN)
        n = n->as.unary.operand;
    return n;
}

/* Appends the evaluated items of list to builder, unfolding splats. */
static bool unfold_into(Ctx *ctx, ArrayBuilder *builder, const AstList *list) {
    for (size_t i = 0; i < list->count; i++) {
        const AstNode *item = unwrap_parens(list->items[i]);
        Value v;
        if (item->kind == AST_SPLAT) {
            if (value_is_abrupt(v = eval_node(ctx, item->as.unary.operand)))
                return false;
            if (value_is_abrupt(v = eval_unfold_value(ctx, v, item->span)))
                return false;
            for (size_t k = 0; k < v.as.array->count; k++)
                array_builder_push(ctx, builder, v.as.array->items[k]);
        } else {
            if (value_is_abrupt(v = eval_node(ctx, item)))
                return false;
            array_builder_push(ctx, builder, v);
        }
    }
    return true;
}

bool eval_arguments(Ctx *ctx, const AstList *args, const Value *first, Value **out, size_t *count) {
    bool splat = false;
    for (size_t i = 0; i < args->count && !splat; i++)
        splat = unwrap_parens(args->items[i])->kind == AST_SPLAT;
    if (!splat) {
        /* the common case: exactly one value per argument, no growing buffer */
        size_t n = args->count + (first ? 1 : 0);
        Value *values = n ? ctx_alloc(ctx, n * sizeof *values) : NULL;
        size_t k = 0;
        if (first)
            values[k++] = *first;
        for (size_t i = 0; i < args->count; i++)
            if (value_is_abrupt(values[k++] = eval_node(ctx, args->items[i])))
                return false;
        *out = values;
        *count = n;
        return true;
    }
    ArrayBuilder b;
    array_builder_init(&b);
    if (first)
        array_builder_push(ctx, &b, *first);
    if (!unfold_into(ctx, &b, args))
        return false;
    *out = b.items;
    *count = b.count;
    return true;
}

/* Without a splat, the items are evaluated into a block of their exact size: `$acc + [$x]` in a
 * loop would otherwise leave a builder's 8 slots per step in the arena. */
static __attribute__((noinline)) Value eval_array(Ctx *ctx, const AstNode *node) {
    Value *items;
    size_t count;
    if (!eval_arguments(ctx, &node->as.list.items, NULL, &items, &count))
        return value_abrupt();
    Array *a = ctx_alloc(ctx, sizeof *a);
    a->count = a->capacity = count;
    a->items = items;
    a->tip = NULL;
    return value_from_array(a);
}

static __attribute__((noinline)) Value eval_hash(Ctx *ctx, const AstNode *node) {
    const AstList *entries = &node->as.list.items;
    Hash *h = hash_new(ctx, entries->count);
    for (size_t i = 0; i < entries->count; i++) {
        const AstNode *e = entries->items[i];
        Value key, value;
        TRY(key = eval_node(ctx, e->as.binary.lhs));
        TRY(value = eval_node(ctx, e->as.binary.rhs));
        hash_put(ctx, h, key, value);
    }
    return value_from_hash(h);
}

/* A literal string evaluates to the same (immutable) Str every time: one allocation per node
 * and run, not per evaluation in a loop. */
static __attribute__((noinline)) Value eval_string_literal(Ctx *ctx, const AstNode *node) {
    NameTable *cache = &ctx->interp->literals;
    const char *key = (const char *)&node;
    NameEntry *e = name_table_find(cache, key, sizeof node);
    if (e)
        return e->value;
    if (arena_deeper_than(&ctx->arena, node, 0))   /* a node parsed by a call: its address is reused */
        return value_string(ctx, node->as.string.text, node->as.string.len);
    size_t saved = ctx_root_begin(ctx);   /* kept for the run (docs/memory.md) */
    Value v = value_string(ctx, node->as.string.text, node->as.string.len);
    char *stable = ctx_alloc(ctx, sizeof node);
    memcpy(stable, key, sizeof node);
    name_table_put(ctx, cache, stable, sizeof node)->value = v;
    ctx_root_end(ctx, saved);
    return v;
}

static __attribute__((noinline)) Value eval_regex_literal(Ctx *ctx, const AstNode *node) {
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, node->as.string.text, node->as.string.len, &error);
    if (!re)
        return ctx_error(ctx, node->span, "%s", error);
    return value_from_regexp(re);
}

static Value eval_type_ref(Ctx *ctx, const AstNode *node) {
    return catalog_check_type_reference(ctx, type_from_ast(ctx, node), node);   /* "Resource type not found" */
}

const Type *eval_type_expression(Ctx *ctx, const AstNode *node) {
    Value v = eval_node(ctx, node);
    if (value_is_abrupt(v))
        return NULL;
    if (v.kind != VAL_TYPE) {
        ctx_error(ctx, node->span, "Expected value of type Type, got %s",
                  type_to_string(ctx, type_generalize(ctx, type_infer(ctx, v)))->bytes);
        return NULL;
    }
    return v.as.type;
}

/* --- blocks and the dispatcher ------------------------------------------------------------- */

/* Evaluates a statement whose value is dropped: false after an abrupt completion. Out of line,
 * so that a block of one statement (most lambda bodies) needs no frame in wasm. */
static __attribute__((noinline)) bool eval_statement(Ctx *ctx, const AstNode *node) {
    return !value_is_abrupt(eval_node(ctx, node));
}

Value eval_block(Ctx *ctx, const AstNode *block) {
    if (!block)
        return value_undef();
    if (block->kind != AST_BLOCK && block->kind != AST_PROGRAM)
        return eval_node(ctx, block);
    const AstList *items = &block->as.list.items;
    size_t n = items->count;
    if (!n)
        return value_undef();
    for (size_t i = 0; i + 1 < n; i++) {
#if ARENA_CHECK
        /* the checked build releases what each statement made but the block's value right
         * after it, so that a value kept past its region anywhere shows (docs/memory.md) */
        size_t region = region_open(ctx);
        bool ok = eval_statement(ctx, items->items[i]);
        region_close(ctx, region, NULL);
#else
        bool ok = eval_statement(ctx, items->items[i]);
#endif
        if (!ok)
            return value_abrupt();
    }
    return eval_node(ctx, items->items[n - 1]);   /* the block's value, or its abrupt end */
}

static __attribute__((noinline)) Value not_supported(Ctx *ctx, const AstNode *node, const char *what) {
    return ctx_error(ctx, node->span, "%s are not supported by this evaluator yet", what);
}

/* The nodes that produce no value: their errors. */
static __attribute__((noinline)) Value no_value(Ctx *ctx, const AstNode *node) {
    switch (node->kind) {
    case AST_HASH_ENTRY:
        return ctx_error(ctx, node->span, "Invalid use of expression. A Hash Entry does not produce a value");
    case AST_PLUS_ASSIGN:
    case AST_MINUS_ASSIGN:
        return ctx_error(ctx, eval_operator_span(ctx, node),
                         "The operator '%s' is no longer supported. See http://links.puppet.com/remove-plus-equals",
                         node->kind == AST_PLUS_ASSIGN ? "+=" : "-=");
    case AST_LAMBDA:
    case AST_PARAM:
    case AST_CASE_OPTION:
        return ctx_error(ctx, node->span, "Invalid use of expression. A Lambda does not produce a value");
    case AST_RESERVED:
        return ctx_error(ctx, node->span, "Use of reserved word: %s, must be quoted if intended to be a String value",
                         node->as.string.text);
    case AST_TYPE_DEFINITION:
        return not_supported(ctx, node, "Type definitions");
    case AST_APPLY:
        return not_supported(ctx, node, "Apply expressions");
    default:
        return ctx_error(ctx, node->span, "Internal error: unknown expression");
    }
}

static __attribute__((noinline)) Value eval_splat(Ctx *ctx, const AstNode *node) {
    Value v;
    TRY(v = eval_node(ctx, node->as.unary.operand));
    return eval_unfold_value(ctx, v, node->span);
}

/* The other files' evaluators, called out of line: with LTO a function called from one place
 * is inlined there, and the locals of any of them would give eval_dispatch a frame on wasm's
 * shadow stack that every node pays (it had 240 bytes). Each is a tail call natively. */
#define OUT_OF_LINE(name)                                                                        \
    static __attribute__((noinline)) Value name##_out(Ctx *ctx, const AstNode *node) {          \
        return name(ctx, node);                                                                  \
    }
OUT_OF_LINE(eval_interpolated)
OUT_OF_LINE(eval_heredoc)
OUT_OF_LINE(eval_type_ref)
OUT_OF_LINE(eval_variable_node)
OUT_OF_LINE(eval_unary_minus)
OUT_OF_LINE(eval_logical)
OUT_OF_LINE(eval_arithmetic)
OUT_OF_LINE(eval_comparison)
OUT_OF_LINE(eval_match_operator)
OUT_OF_LINE(eval_in)
OUT_OF_LINE(eval_access)
OUT_OF_LINE(eval_call)
OUT_OF_LINE(eval_block)
OUT_OF_LINE(eval_if)
OUT_OF_LINE(eval_case)
OUT_OF_LINE(eval_selector)
OUT_OF_LINE(eval_epp)
OUT_OF_LINE(eval_epp_render)
OUT_OF_LINE(catalog_eval)
#undef OUT_OF_LINE

/* Every case is a constant or a call whose result is this function's own (no local Value): so
 * that it needs no stack frame of its own. */
static Value eval_dispatch(Ctx *ctx, const AstNode *node) {
    switch (node->kind) {
    case AST_INTEGER:
        return value_integer(node->as.integer.value);
    case AST_FLOAT:
        return value_float(node->as.floating.value);
    case AST_STRING:
    case AST_NAME:
        return eval_string_literal(ctx, node);
    case AST_INTERPOLATED:
        return eval_interpolated_out(ctx, node);
    case AST_HEREDOC:
        return eval_heredoc_out(ctx, node);
    case AST_REGEX:
        return eval_regex_literal(ctx, node);
    case AST_BOOLEAN:
        return value_boolean(node->as.boolean.value);
    case AST_UNDEF:
        return value_undef();
    case AST_DEFAULT:
        return value_default();
    case AST_TYPE_REF:
        return eval_type_ref_out(ctx, node);
    case AST_VARIABLE:
        return eval_variable_node_out(ctx, node);
    case AST_ARRAY:
        return eval_array(ctx, node);
    case AST_HASH:
        return eval_hash(ctx, node);
    case AST_UNARY_MINUS:
        return eval_unary_minus_out(ctx, node);
    case AST_NOT:
    case AST_AND:
    case AST_OR:
        return eval_logical_out(ctx, node);
    case AST_SPLAT:
        return eval_splat(ctx, node);
    case AST_PAREN:
        return eval_node(ctx, node->as.unary.operand);
    case AST_ADD:
    case AST_SUB:
    case AST_MUL:
    case AST_DIV:
    case AST_MOD:
    case AST_SHL:
    case AST_SHR:
        return eval_arithmetic_out(ctx, node);
    case AST_EQ:
    case AST_NE:
    case AST_LT:
    case AST_LE:
    case AST_GT:
    case AST_GE:
        return eval_comparison_out(ctx, node);
    case AST_MATCH:
    case AST_NOMATCH:
        return eval_match_operator_out(ctx, node);
    case AST_IN:
        return eval_in_out(ctx, node);
    case AST_ASSIGN:
        return eval_assign(ctx, node);
    case AST_ACCESS:
        return eval_access_out(ctx, node);
    case AST_CALL:
    case AST_CALL_METHOD:
        return eval_call_out(ctx, node);
    case AST_BLOCK:
    case AST_PROGRAM:
        return eval_block_out(ctx, node);
    case AST_IF:
    case AST_UNLESS:
        return eval_if_out(ctx, node);
    case AST_CASE:
        return eval_case_out(ctx, node);
    case AST_SELECTOR:
        return eval_selector_out(ctx, node);
    case AST_FUNCTION_DEF:
    case AST_TYPE_ALIAS:
        return value_undef();   /* hoisted by eval_program */
    case AST_TYPE_MAPPING:
        /* one that passed eval_validate maps Ruby classes, which a playground has none of: it
         * has no visible effect, as in the reference */
        return value_undef();
    case AST_EPP:
        return eval_epp_out(ctx, node);
    case AST_RENDER_STRING:
    case AST_RENDER_EXPR:
        return eval_epp_render_out(ctx, node);
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
    case AST_NODE_DEF:
    case AST_RESOURCE:
    case AST_RESOURCE_BODY:
    case AST_ATTRIBUTE_OP:
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE:
    case AST_COLLECTOR:
    case AST_QUERY_EQ:
    case AST_QUERY_NE:
    case AST_QUERY_AND:
    case AST_QUERY_OR:
    case AST_QUERY_PAREN:
    case AST_RELATIONSHIP:
        return catalog_eval_out(ctx, node);
    case AST_HASH_ENTRY:
    case AST_PLUS_ASSIGN:
    case AST_MINUS_ASSIGN:
    case AST_LAMBDA:
    case AST_PARAM:
    case AST_CASE_OPTION:
    case AST_RESERVED:
    case AST_TYPE_DEFINITION:
    case AST_APPLY:
    case AST_KIND_COUNT:
        break;
    }
    return no_value(ctx, node);
}

/* eval_node when the step count's comparison tripped: when the limits are due (ctx_step_check
 * leaves the run at the step limit or the deadline), or with a watcher installed (ctx_watch),
 * which sees the nodes it marked (AstNode.watch) before and their values after. Out of line, so
 * that the usual path stays as it was. */
static __attribute__((noinline)) Value eval_node_tripped(Ctx *ctx, const AstNode *node) {
    /* while watching, every node comes here: the limits' own test (ctx_step_limit's) inline */
    if (!ctx->watcher || ctx->steps > ctx->watched_step_check)
        ctx_step_check(ctx);
    if (__builtin_expect(STACK_TOO_DEEP(ctx), 0))
        too_deep(ctx, &node->span);
    ctx->current_span = node->span;
    uint32_t watch = node->watch;
    if (!watch || !ctx->watcher)
        return eval_dispatch(ctx, node);
    const EvalWatcher *watcher = ctx->watcher;
    if (watch & AST_WATCH_BEFORE)
        watcher->before(ctx, node);
    Value v = eval_dispatch(ctx, node);
    if (!value_is_abrupt(v))
        watcher->after(ctx, node, v);
    return v;
}

Value eval_node(Ctx *ctx, const AstNode *node) {
    /* ctx_step and eval_check_limits inline, without copying the span (a struct argument goes
     * through memory in wasm) */
    if (__builtin_expect(++ctx->steps > ctx->step_check, 0))
        return eval_node_tripped(ctx, node);
    if (__builtin_expect(STACK_TOO_DEEP(ctx), 0))
        too_deep(ctx, &node->span);
    ctx->current_span = node->span;
    return eval_dispatch(ctx, node);
}

/* --- the program --------------------------------------------------------------------------- */

/* Definitions take effect before the program runs: type aliases (declared all first so that
 * they may refer to each other; each is resolved where it is first used, as the reference's
 * loader does), then functions. */
Value eval_hoist_definitions(Ctx *ctx, const AstNode *program) {
    const AstList *items = &program->as.list.items;
    for (size_t i = 0; i < items->count; i++) {
        const AstNode *n = items->items[i];
        if (n->kind == AST_TYPE_ALIAS)
            if (!type_alias_declare(ctx, n->as.binary.lhs->as.string.text, n))
                return value_abrupt();   /* a name the loader already holds */
    }
    for (size_t i = 0; i < items->count; i++)
        if (items->items[i]->kind == AST_FUNCTION_DEF)
            TRY(eval_define_function(ctx, items->items[i]));
    return value_undef();
}

/* The reference reports these without "Evaluation Error: " and with a line only, except a
 * break out of a define body (run in the compile after main), which its resource evaluation
 * wraps as an error of an Object. */
static Value illegal_jump(Ctx *ctx, const char *what, bool in_compile) {
    SrcSpan at = ctx->unwind.span;
    at.column = 0;
    at.end_column = 0;
    if (in_compile && strcmp(what, "break") == 0) {
        ctx_error(ctx, at, "Error while evaluating an Object, %s from context where this is illegal", what);
        return value_abrupt();
    }
    ctx_error(ctx, at, "%s from context where this is illegal", what);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;   /* run.c: no prefix */
    return value_abrupt();
}

Value eval_program(Ctx *ctx, const AstNode *program) {
    Interp *in = ctx_calloc(ctx, 1, sizeof *in);
    if (!ctx->stack_limit)   /* a run outside run.c's boundary (unit tests) */
        ctx->stack_limit = stack_lowest_frame();
    in->top = scope_new(ctx, NULL, SCOPE_TOP);
    in->scope = in->top;
    ctx->interp = in;
    TRY(eval_init_facts(ctx, in->top));
    TRY(eval_init_top_scope(ctx, in->top));

    TRY(eval_validate(ctx, program));
    TRY(eval_hoist_definitions(ctx, program));
    TRY(catalog_register_definitions(ctx, program));
    TRY(eval_definitions_check(ctx, program));
    catalog_begin(ctx);
    /* the main program runs in a frame of its own, at its file and line 0 (eval_Program) */
    PuppetFrame main_frame = { program->span, NULL };
    main_frame.span.line = 0;
    if (!main_frame.span.file && program->as.list.items.count)   /* a source given as text (wasm) */
        main_frame.span.file = program->as.list.items.items[0]->span.file;
    in->puppet_stack = &main_frame;
    Value result = eval_block(ctx, program);
    in->puppet_stack = NULL;
    bool in_compile = false;
    if (!value_is_abrupt(result) && value_is_abrupt(catalog_complete(ctx))) {
        result = value_abrupt();   /* the compile after main: nodes, define bodies, finish */
        in_compile = true;
    }
    if (value_is_abrupt(result)) {
        switch (ctx->unwind.kind) {
        case UNWIND_BREAK:
            return illegal_jump(ctx, "break", in_compile);
        case UNWIND_NEXT:
            return illegal_jump(ctx, "next", in_compile);
        case UNWIND_RETURN:
            return illegal_jump(ctx, "return", in_compile);
        case UNWIND_ERROR:
        case UNWIND_NONE:
            break;
        }
    }
    return result;
}
