/* rb_eval.c: evaluation of template Ruby's syntax tree (see rb.h): literals, variables,
 * assignment, conditions, loops, case/when, begin/rescue/ensure, jumps and method definitions.
 *
 * Every node counts a step of the run (its step limit ends a runaway loop); `break` leaves the
 * innermost loop or the call that received the running block; `next` ends the innermost block
 * body or loop iteration. Constants are the classes and modules rb.h lists; any other constant
 * is Ruby the engine does not have, and is refused by name.
 *
 * What this file does not do: method calls and blocks (rb_call.c).
 */
#include "erb/rb.h"

#include <string.h>

#include "support/limits.h"

/* --- local variables ------------------------------------------------------------------------ */

static RbValue *env_find(RbEnv *env, const char *name, size_t len) {
    for (; env; env = env->parent)
        for (size_t i = 0; i < env->count; i++)
            if (env->lens[i] == len && memcmp(env->names[i], name, len) == 0)
                return &env->values[i];
    return NULL;
}

static void env_define(Ctx *ctx, RbEnv *env, const char *name, size_t len, RbValue value) {
    if (env->count == env->cap) {
        size_t cap = env->cap ? env->cap * 2 : 8;
        env->names = ctx_realloc(ctx, env->names, env->cap * sizeof *env->names, cap * sizeof *env->names);
        env->lens = ctx_realloc(ctx, env->lens, env->cap * sizeof *env->lens, cap * sizeof *env->lens);
        env->values = ctx_realloc(ctx, env->values, env->cap * sizeof *env->values, cap * sizeof *env->values);
        env->cap = cap;
    }
    env->names[env->count] = name;
    env->lens[env->count] = len;
    env->values[env->count++] = value;
}

/* Assigns a local: the binding a parent block or the method body has, else a new one here. */
static void env_set(Ctx *ctx, RbEnv *env, const char *name, size_t len, RbValue value) {
    RbValue *slot = env_find(env, name, len);
    if (slot)
        *slot = value;
    else
        env_define(ctx, env, name, len, value);
}

/* Binds a block or method parameter in env (always a new binding: parameters shadow). */
void rb_env_bind(Ctx *ctx, RbEnv *env, const char *name, size_t len, RbValue value) {
    for (size_t i = 0; i < env->count; i++)
        if (env->lens[i] == len && memcmp(env->names[i], name, len) == 0) {
            env->values[i] = value;
            return;
        }
    env_define(ctx, env, name, len, value);
}

/* --- literals --------------------------------------------------------------------------------- */

/* The text of interpolated parts, each part's to_s (a Regexp's as it embeds in a regexp). */
static bool interpolate(RbInterp *I, const RNode *n, RbEnv *env, StrBuf *sb) {
    for (size_t i = 0; i < n->count; i++) {
        const RNode *part = n->list[i];
        if (part->kind == RN_STR) {
            strbuf_append(sb, part->text, part->len);
            continue;
        }
        RbValue v = rb_eval(I, part, env);
        if (rb_is_abrupt(v))
            return false;
        if (v.kind == RB_STR) {
            strbuf_append(sb, v.as.str->bytes, v.as.str->len);
            continue;
        }
        RbValue s = rb_call0(I, v, "to_s");
        if (rb_is_abrupt(s))
            return false;
        rb_append_to_s(sb, s);
    }
    return true;
}

static RbValue eval_regexp(RbInterp *I, const RNode *n, RbEnv *env) {
    if (n->cache) {
        RbValue v = { .kind = RB_REGEXP, .as.re = n->cache };
        return v;
    }
    StrBuf sb;
    strbuf_init(&sb, I->ctx);
    if (!interpolate(I, n, env, &sb))
        return rb_abrupt();
    const Str *source = strbuf_finish(&sb);
    I->pos = n->pos;
    RbValue re = rb_regexp_new(I, source->bytes, source->len, (int)n->flags);
    RB_TRY(re);
    bool dynamic = false;
    for (size_t i = 0; i < n->count; i++)
        dynamic |= n->list[i]->kind != RN_STR;
    if (!dynamic || (n->flags & RB_RE_ONCE))
        ((RNode *)n)->cache = re.as.re;
    return re;
}

/* *x in an array literal or argument list: Ruby's to_a of x. */
bool rb_splat_into(RbInterp *I, RbValue v, RbArray *into) {
    if (v.kind == RB_NIL)
        return true;
    if (v.kind == RB_ARRAY) {
        for (size_t i = 0; i < v.as.arr->len; i++)
            rb_array_push(I->ctx, into, v.as.arr->items[i]);
        return true;
    }
    if (v.kind == RB_HASH || v.kind == RB_RANGE) {
        RbValue items = rb_enum_items(I, v);
        if (rb_is_abrupt(items))
            return false;
        for (size_t i = 0; i < items.as.arr->len; i++)
            rb_array_push(I->ctx, into, items.as.arr->items[i]);
        return true;
    }
    rb_array_push(I->ctx, into, v);
    return true;
}

static RbValue eval_array(RbInterp *I, const RNode *n, RbEnv *env) {
    RbValue array = rb_array_new(I->ctx, n->count);
    for (size_t i = 0; i < n->count; i++) {
        const RNode *item = n->list[i];
        if (item->kind == RN_SPLAT) {
            RbValue v = rb_eval(I, item->a, env);
            RB_TRY(v);
            if (!rb_splat_into(I, v, array.as.arr))
                return rb_abrupt();
            continue;
        }
        RbValue v = rb_eval(I, item, env);
        RB_TRY(v);
        rb_array_push(I->ctx, array.as.arr, v);
    }
    return array;
}

RbValue rb_eval_hash(RbInterp *I, const RNode *n, RbEnv *env) {
    RbValue hash = rb_hash_new(I->ctx);
    for (size_t i = 0; i < n->count; i += 2) {
        const RNode *k = n->list[i];
        if (k->kind == RN_DSPLAT) {
            RbValue other = rb_eval(I, k->a, env);
            RB_TRY(other);
            if (other.kind == RB_NIL)
                continue;
            if (other.kind != RB_HASH)
                return rb_no_implicit(I, other, "Hash");
            for (size_t e = 0; e < other.as.hash->used; e++)
                if (other.as.hash->entries[e].live)
                    rb_hash_set(I->ctx, hash.as.hash, other.as.hash->entries[e].key, other.as.hash->entries[e].value);
            continue;
        }
        RbValue key = rb_eval(I, k, env);
        RB_TRY(key);
        RbValue value = rb_eval(I, n->list[i + 1], env);
        RB_TRY(value);
        rb_hash_set(I->ctx, hash.as.hash, key, value);
    }
    return hash;
}

/* --- constants -------------------------------------------------------------------------------- */

static RbValue eval_const(RbInterp *I, const RNode *n, RbEnv *env) {
    char name[128];
    size_t len = n->len < sizeof name - 1 ? n->len : sizeof name - 1;
    memcpy(name, n->text, len);
    name[len] = '\0';
    const char *full = name;
    if (n->a) {
        RbValue scope = rb_eval(I, n->a, env);
        RB_TRY(scope);
        if (scope.kind != RB_CLASS) {
            I->pos = n->pos;
            return rb_raise(I, C_TYPE_ERROR, "%s is not a class/module", rb_inspect_cstr(I->ctx, scope));
        }
        full = ctx_sprintf(I->ctx, "%s::%s", rb_class_name(scope.as.cls), name);
    }
    for (int c = 0; c < C_COUNT; c++) {
        if (c == C_PUPPET_VALUE || c == C_TEMPLATE_WRAPPER || c == C_SCOPE)
            continue;
        if (strcmp(rb_class_name((RbClass)c), full) == 0)
            return rb_class((RbClass)c);
    }
    I->pos = n->pos;
    return rb_refuse(I, "the Ruby constant %s", full);
}

/* --- assignment ------------------------------------------------------------------------------- */

typedef struct Target {
    const RNode *node;
    RbValue recv;             /* index and attribute targets: the receiver */
    RbValue *args;            /* index targets: the index arguments */
    size_t argc;
} Target;

static bool prepare_target(RbInterp *I, const RNode *node, RbEnv *env, Target *t) {
    t->node = node;
    t->args = NULL;
    t->argc = 0;
    if (node->kind != RN_CALL)
        return true;
    t->recv = rb_eval(I, node->a, env);
    if (rb_is_abrupt(t->recv))
        return false;
    if (node->flags & RF_ATTRASSIGN)
        return true;
    RbValue args = eval_array(I, node, env);
    if (rb_is_abrupt(args))
        return false;
    t->args = args.as.arr->items;
    t->argc = args.as.arr->len;
    return true;
}

static RbValue read_target(RbInterp *I, const Target *t, RbEnv *env) {
    const RNode *n = t->node;
    switch (n->kind) {
    case RN_LVAR: {
        RbValue *slot = env_find(env, n->text, n->len);
        return slot ? *slot : rb_nil();
    }
    case RN_IVAR: {
        RbValue v;
        if (rb_hash_get(I->ivars, rb_sym_new(I->ctx, n->text, n->len), &v))
            return v;
        return rb_puppet_ivar(I, n->text, n->len);
    }
    case RN_CALL:
        I->pos = n->pos;
        if (n->flags & RF_ATTRASSIGN)
            return rb_send(I, t->recv, rb_method_id(n->text, n->len), ctx_strndup(I->ctx, n->text, n->len), NULL, 0, NULL);
        return rb_send(I, t->recv, M_AREF, "[]", t->args, t->argc, NULL);
    default:
        return rb_refuse(I, "an assignment to a global variable");
    }
}

static RbValue write_target(RbInterp *I, const Target *t, RbEnv *env, RbValue value) {
    const RNode *n = t->node;
    switch (n->kind) {
    case RN_LVAR:
        env_set(I->ctx, env, n->text, n->len, value);
        return value;
    case RN_IVAR:
        rb_hash_set(I->ctx, I->ivars, rb_sym_new(I->ctx, n->text, n->len), value);
        return value;
    case RN_CALL: {
        I->pos = n->pos;
        if (n->flags & RF_ATTRASSIGN) {
            const char *setter = ctx_sprintf(I->ctx, "%.*s=", (int)n->len, n->text);
            RbValue r = rb_send(I, t->recv, rb_method_id(setter, strlen(setter)), setter, &value, 1, NULL);
            RB_TRY(r);
            return value;
        }
        RbValue *args = ctx_alloc(I->ctx, (t->argc + 1) * sizeof *args);
        if (t->argc)
            memcpy(args, t->args, t->argc * sizeof *args);
        args[t->argc] = value;
        RbValue r = rb_send(I, t->recv, M_ASET, "[]=", args, t->argc + 1, NULL);
        RB_TRY(r);
        return value;
    }
    default:
        I->pos = n->pos;
        return rb_refuse(I, "an assignment to a global variable");
    }
}

static RbValue eval_assign(RbInterp *I, const RNode *n, RbEnv *env) {
    Target t;
    if (!prepare_target(I, n->a, env, &t))
        return rb_abrupt();
    RbValue value = rb_eval(I, n->b, env);
    RB_TRY(value);
    return write_target(I, &t, env, value);
}

static RbValue eval_opassign(RbInterp *I, const RNode *n, RbEnv *env) {
    Target t;
    if (!prepare_target(I, n->a, env, &t))
        return rb_abrupt();
    RbValue current = read_target(I, &t, env);
    RB_TRY(current);
    if (n->integer == OP_OROR || n->integer == OP_ANDAND) {
        if (rb_truthy(current) == (n->integer == OP_OROR))
            return current;
        RbValue value = rb_eval(I, n->b, env);
        RB_TRY(value);
        return write_target(I, &t, env, value);
    }
    RbValue value = rb_eval(I, n->b, env);
    RB_TRY(value);
    const char *op = rb_op_text((RbOp)n->integer);
    I->pos = n->pos;
    RbValue result = rb_send(I, current, rb_method_id(op, strlen(op)), op, &value, 1, NULL);
    RB_TRY(result);
    return write_target(I, &t, env, result);
}

/* --- control ---------------------------------------------------------------------------------- */

static RbValue eval_while(RbInterp *I, const RNode *n, RbEnv *env) {
    bool until = n->flags & 1u, body_first = n->flags & 2u;
    bool saved = I->in_loop;
    for (bool first = true;; first = false) {
        if (!(body_first && first)) {
            RbValue cond = rb_eval(I, n->a, env);
            if (rb_is_abrupt(cond)) {
                I->in_loop = saved;
                return cond;
            }
            if (rb_truthy(cond) == until)
                break;
        }
        I->in_loop = true;
        RbValue v = rb_eval(I, n->b, env);
        I->in_loop = saved;
        if (rb_is_abrupt(v)) {
            if (I->flow == FLOW_BREAK && I->flow_target == NULL) {
                RbValue result = I->flow_value;
                I->flow = FLOW_NONE;
                return result;
            }
            if (I->flow == FLOW_NEXT && I->flow_target == NULL) {
                I->flow = FLOW_NONE;
                continue;
            }
            return v;
        }
    }
    return rb_nil();
}

static RbValue eval_case(RbInterp *I, const RNode *n, RbEnv *env) {
    RbValue subject = rb_nil();
    if (n->a) {
        subject = rb_eval(I, n->a, env);
        RB_TRY(subject);
    }
    for (size_t w = 0; w < n->count; w++) {
        const RNode *when = n->list[w];
        RbValue values = eval_array(I, when, env);
        RB_TRY(values);
        for (size_t i = 0; i < values.as.arr->len; i++) {
            RbValue pattern = values.as.arr->items[i];
            bool hit;
            if (!n->a) {
                hit = rb_truthy(pattern);
            } else {
                I->pos = when->pos;
                RbValue r = rb_send(I, pattern, M_EQQ, "===", &subject, 1, NULL);
                RB_TRY(r);
                hit = rb_truthy(r);
            }
            if (hit)
                return rb_eval(I, when->a, env);
        }
    }
    return n->b ? rb_eval(I, n->b, env) : rb_nil();
}

static bool rescues(RbInterp *I, const RNode *clause, RbEnv *env, RbValue exception, bool *matched) {
    RbClass cls = rb_class_of(exception);
    *matched = false;
    if (clause->count == 0) {
        *matched = rb_class_is(cls, C_STANDARD_ERROR);
        return true;
    }
    for (size_t i = 0; i < clause->count; i++) {
        RbValue k = rb_eval(I, clause->list[i], env);
        if (rb_is_abrupt(k))
            return false;
        if (k.kind == RB_CLASS && rb_class_is(cls, k.as.cls)) {
            *matched = true;
            return true;
        }
    }
    return true;
}

static RbValue eval_begin(RbInterp *I, const RNode *n, RbEnv *env) {
    RbValue result = rb_eval(I, n->a, env);
    if (rb_is_abrupt(result) && I->flow == FLOW_RAISE && n->count > 0) {
        RbValue exception = I->flow_value;
        for (size_t i = 0; i < n->count; i++) {
            const RNode *clause = n->list[i];
            I->flow = FLOW_NONE;
            bool matched;
            if (!rescues(I, clause, env, exception, &matched)) {
                result = rb_abrupt();
                break;
            }
            if (!matched) {
                I->flow = FLOW_RAISE;
                I->flow_value = exception;
                continue;
            }
            if (clause->text)
                env_set(I->ctx, env, clause->text, clause->len, exception);
            result = rb_eval(I, clause->a, env);
            break;
        }
    } else if (!rb_is_abrupt(result) && n->b) {
        result = rb_eval(I, n->b, env);
    }
    if (n->c) {
        RbFlow flow = I->flow;
        RbValue value = I->flow_value;
        const RbProc *target = I->flow_target;
        I->flow = FLOW_NONE;
        RbValue ensured = rb_eval(I, n->c, env);
        if (rb_is_abrupt(ensured))
            return ensured;
        I->flow = flow;
        I->flow_value = value;
        I->flow_target = target;
    }
    return result;
}

static RbValue jump(RbInterp *I, const RNode *n, RbEnv *env, RbFlow flow) {
    RbValue value = rb_nil();
    if (n->a) {
        value = rb_eval(I, n->a, env);
        RB_TRY(value);
    }
    I->pos = n->pos;
    if (flow == FLOW_RETURN && I->depth == 0)
        return rb_refuse(I, "`return' outside a method");
    I->flow = flow;
    I->flow_value = value;
    I->flow_target = I->in_loop ? NULL : I->current_block;
    if (flow != FLOW_RETURN && !I->in_loop && !I->current_block) {
        if (flow == FLOW_BREAK)
            return rb_raise(I, C_LOCAL_JUMP_ERROR, "break from proc-closure");
        return rb_raise(I, C_LOCAL_JUMP_ERROR, "unexpected next");
    }
    return rb_abrupt();
}

/* defined?(expr): Ruby's description of what expr is, or nil. */
static RbValue eval_defined(RbInterp *I, const RNode *n, RbEnv *env) {
    const RNode *e = n->a;
    const char *what = "expression";
    switch (e->kind) {
    case RN_IVAR: {
        if (rb_hash_get(I->ivars, rb_sym_new(I->ctx, e->text, e->len), NULL))
            return rb_str_cstr(I->ctx, "instance-variable");
        RbValue v = rb_puppet_ivar(I, e->text, e->len);
        RB_TRY(v);
        return rb_puppet_ivar_defined(I, e->text, e->len) ? rb_str_cstr(I->ctx, "instance-variable") : rb_nil();
    }
    case RN_LVAR: what = "local-variable"; break;
    case RN_GVAR: return rb_nil();
    case RN_ASSIGN: case RN_OPASSIGN: what = "assignment"; break;
    case RN_NIL: what = "nil"; break;
    case RN_TRUE: what = "true"; break;
    case RN_FALSE: what = "false"; break;
    case RN_SELF: what = "self"; break;
    case RN_CONST: {
        for (int c = 0; c < C_COUNT; c++)
            if (strlen(rb_class_name((RbClass)c)) == e->len && memcmp(rb_class_name((RbClass)c), e->text, e->len) == 0)
                return rb_str_cstr(I->ctx, "constant");
        return rb_nil();
    }
    case RN_CALL:
        if (!e->a) {
            I->pos = e->pos;
            return rb_refuse(I, "defined? of a method");
        }
        what = "method";
        break;
    default: break;
    }
    (void)env;
    return rb_str_cstr(I->ctx, what);
}

/* --- the dispatcher --------------------------------------------------------------------------- */


RbValue rb_eval(RbInterp *I, const RNode *n, RbEnv *env) {
    ctx_step(I->ctx);
    stack_guard();
    switch (n->kind) {
    case RN_NIL: return rb_nil();
    case RN_TRUE: return rb_bool(true);
    case RN_FALSE: return rb_bool(false);
    case RN_SELF: return I->self;
    case RN_INT: return rb_int(n->integer);
    case RN_FLOAT: return rb_float(n->floating);
    case RN_STR: return rb_str_new(I->ctx, n->text, n->len);
    case RN_DSTR: case RN_DSYM: {
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        if (!interpolate(I, n, env, &sb))
            return rb_abrupt();
        const Str *s = strbuf_finish(&sb);
        return n->kind == RN_DSTR ? rb_str_new(I->ctx, s->bytes, s->len) : rb_sym_new(I->ctx, s->bytes, s->len);
    }
    case RN_SYM: return rb_sym_new(I->ctx, n->text, n->len);
    case RN_REGEX: return eval_regexp(I, n, env);
    case RN_ARRAY: return eval_array(I, n, env);
    case RN_HASH: return rb_eval_hash(I, n, env);
    case RN_RANGE: {
        RbValue first = rb_nil(), last = rb_nil();
        if (n->a) {
            first = rb_eval(I, n->a, env);
            RB_TRY(first);
        }
        if (n->b) {
            last = rb_eval(I, n->b, env);
            RB_TRY(last);
        }
        return rb_range_new(I->ctx, first, last, n->flags & 1u);
    }
    case RN_LVAR: {
        RbValue *slot = env_find(env, n->text, n->len);
        return slot ? *slot : rb_nil();
    }
    case RN_IVAR: {
        RbValue v;
        if (rb_hash_get(I->ivars, rb_sym_new(I->ctx, n->text, n->len), &v))
            return v;
        return rb_puppet_ivar(I, n->text, n->len);
    }
    case RN_GVAR:
        if (n->len == 2 && n->text[1] == '~')
            return I->last_match;
        I->pos = n->pos;
        return rb_refuse(I, "the global variable %.*s", (int)n->len, n->text);
    case RN_NTHREF:
        if (I->last_match.kind != RB_MATCH)
            return rb_nil();
        return rb_match_group(I, I->last_match.as.match, (size_t)n->integer);
    case RN_CONST: return eval_const(I, n, env);
    case RN_ASSIGN: return eval_assign(I, n, env);
    case RN_OPASSIGN: return eval_opassign(I, n, env);
    case RN_CALL: return rb_eval_call(I, n, env);
    case RN_AND: {
        RbValue left = rb_eval(I, n->a, env);
        if (rb_is_abrupt(left) || !rb_truthy(left))
            return left;
        return rb_eval(I, n->b, env);
    }
    case RN_OR: {
        RbValue left = rb_eval(I, n->a, env);
        if (rb_is_abrupt(left) || rb_truthy(left))
            return left;
        return rb_eval(I, n->b, env);
    }
    case RN_NOT: {
        RbValue v = rb_eval(I, n->a, env);
        RB_TRY(v);
        return rb_bool(!rb_truthy(v));
    }
    case RN_DEFINED: return eval_defined(I, n, env);
    case RN_IF: {
        RbValue cond = rb_eval(I, n->a, env);
        RB_TRY(cond);
        const RNode *branch = rb_truthy(cond) ? n->b : n->c;
        return branch ? rb_eval(I, branch, env) : rb_nil();
    }
    case RN_WHILE: return eval_while(I, n, env);
    case RN_CASE: return eval_case(I, n, env);
    case RN_BEGIN: return eval_begin(I, n, env);
    case RN_SEQ: {
        RbValue last = rb_nil();
        for (size_t i = 0; i < n->count; i++) {
            last = rb_eval(I, n->list[i], env);
            RB_TRY(last);
        }
        return last;
    }
    case RN_RETURN: return jump(I, n, env, FLOW_RETURN);
    case RN_NEXT: return jump(I, n, env, FLOW_NEXT);
    case RN_BREAK: return jump(I, n, env, FLOW_BREAK);
    case RN_DEF: return rb_define_method(I, n);
    case RN_LAMBDA: {
        RbProc *proc = ctx_calloc(I->ctx, 1, sizeof *proc);
        proc->node = n->b;
        proc->env = env;
        proc->lambda = true;
        RbValue v = { .kind = RB_PROC, .as.proc = proc };
        return v;
    }
    case RN_SPLAT: case RN_DSPLAT: case RN_BLOCKPASS: case RN_BLOCK: case RN_PARAM: case RN_WHEN:
    case RN_RESCUE: case RN_SUPER_UNUSED:
        break;
    }
    I->pos = n->pos;
    return rb_refuse(I, "this construct");
}
