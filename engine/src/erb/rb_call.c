/* rb_call.c: method calls of template Ruby (see rb.h): evaluating a call node, dispatching a
 * method to the class files by the receiver's kind, blocks and their parameters (a lone array
 * spread over several, `(a, b)` patterns), methods defined with `def`, Enumerators (an
 * iteration called without a block), and the exceptions the interpreter raises.
 *
 * What this file does not do: the methods themselves (rb_kernel.c and the class files).
 */
#include "erb/rb.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *const METHOD_NAMES[] = {
#define M(id, name) name,
#include "erb/rb_methods.def"
#undef M
};

/* Method names sorted, for the lookup by name: built once (the table is constant). */
static int sorted_ids[RB_METHOD_COUNT];
static int sorted_count;

static int compare_ids(const void *a, const void *b) {
    return strcmp(METHOD_NAMES[*(const int *)a], METHOD_NAMES[*(const int *)b]);
}

int rb_method_id(const char *name, size_t len) {
    if (sorted_count == 0) {
        int n = 0;
        for (int i = 1; i < RB_METHOD_COUNT; i++)
            sorted_ids[n++] = i;
        qsort(sorted_ids, (size_t)n, sizeof sorted_ids[0], compare_ids);
        sorted_count = n;
    }
    int lo = 0, hi = sorted_count;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        const char *m = METHOD_NAMES[sorted_ids[mid]];
        int c = strncmp(m, name, len);
        if (c == 0 && m[len] != '\0')
            c = 1;
        if (c == 0)
            return sorted_ids[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return M_UNKNOWN;
}

const char *rb_method_name(int mid) {
    return mid > 0 && mid < RB_METHOD_COUNT ? METHOD_NAMES[mid] : "";
}

/* --- errors ----------------------------------------------------------------------------------- */

RbValue rb_raise(RbInterp *I, RbClass cls, const char *format, ...) {
    va_list args;
    va_start(args, format);
    const char *message = ctx_vsprintf(I->ctx, format, args);
    va_end(args);
    RbValue e = rb_object_new(I->ctx, OBJ_EXCEPTION, cls);
    e.as.obj->message = message;
    e.as.obj->pos = I->pos;
    I->flow = FLOW_RAISE;
    I->flow_value = e;
    return rb_abrupt();
}

RbValue rb_refuse(RbInterp *I, const char *format, ...) {
    va_list args;
    va_start(args, format);
    I->refusal = ctx_vsprintf(I->ctx, format, args);
    va_end(args);
    I->refusal_pos = I->pos;
    I->flow = FLOW_REFUSED;
    return rb_abrupt();
}

bool rb_check_argc(RbInterp *I, size_t argc, size_t min, size_t max) {
    if (argc >= min && argc <= max)
        return true;
    if (min == max)
        rb_raise(I, C_ARGUMENT_ERROR, "wrong number of arguments (given %zu, expected %zu)", argc, min);
    else if (max == SIZE_MAX)
        rb_raise(I, C_ARGUMENT_ERROR, "wrong number of arguments (given %zu, expected %zu+)", argc, min);
    else
        rb_raise(I, C_ARGUMENT_ERROR, "wrong number of arguments (given %zu, expected %zu..%zu)", argc, min, max);
    return false;
}

RbValue rb_no_method(RbInterp *I, RbValue recv, const char *name) {
    return rb_raise(I, C_NO_METHOD_ERROR, "undefined method `%s' for %s", name, rb_receiver_text(I->ctx, recv));
}

RbValue rb_no_implicit(RbInterp *I, RbValue v, const char *into) {
    const char *from = v.kind == RB_NIL ? "nil" : v.kind == RB_TRUE ? "true" : v.kind == RB_FALSE ? "false"
                                                                                                   : rb_value_class_name(I->ctx, v);
    return rb_raise(I, C_TYPE_ERROR, "no implicit conversion of %s into %s", from, into);
}

bool rb_check_frozen(RbInterp *I, bool frozen, RbValue v) {
    if (!frozen)
        return true;
    rb_raise(I, C_FROZEN_ERROR, "can't modify frozen %s: %s", rb_value_class_name(I->ctx, v), rb_inspect_cstr(I->ctx, v));
    return false;
}

/* --- comparison ------------------------------------------------------------------------------- */

bool rb_compare(RbInterp *I, RbValue a, RbValue b, int *out) {
    if (a.kind == RB_INT && b.kind == RB_INT) {
        *out = a.as.i < b.as.i ? -1 : a.as.i > b.as.i;
        return true;
    }
    if ((a.kind == RB_INT || a.kind == RB_FLOAT) && (b.kind == RB_INT || b.kind == RB_FLOAT)) {
        if (a.kind == RB_INT) {
            int c = value_compare_integer_float(a.as.i, b.as.f);
            if (c == 2)
                return false;
            *out = c;
            return true;
        }
        if (b.kind == RB_INT) {
            int c = value_compare_integer_float(b.as.i, a.as.f);
            if (c == 2)
                return false;
            *out = -c;
            return true;
        }
        if (a.as.f != a.as.f || b.as.f != b.as.f)
            return false;
        *out = a.as.f < b.as.f ? -1 : a.as.f > b.as.f;
        return true;
    }
    if (a.kind == RB_STR && b.kind == RB_STR) {
        size_t n = a.as.str->len < b.as.str->len ? a.as.str->len : b.as.str->len;
        int c = memcmp(a.as.str->bytes, b.as.str->bytes, n);
        *out = c < 0 ? -1 : c > 0 ? 1 : a.as.str->len < b.as.str->len ? -1 : a.as.str->len > b.as.str->len;
        return true;
    }
    if (a.kind == RB_SYM && b.kind == RB_SYM) {
        int c = strcmp(a.as.sym->bytes, b.as.sym->bytes);
        *out = c < 0 ? -1 : c > 0;
        return true;
    }
    if (a.kind == RB_ARRAY && b.kind == RB_ARRAY) {
        size_t n = a.as.arr->len < b.as.arr->len ? a.as.arr->len : b.as.arr->len;
        for (size_t i = 0; i < n; i++) {
            int c;
            if (!rb_compare(I, a.as.arr->items[i], b.as.arr->items[i], &c))
                return false;
            if (c) {
                *out = c;
                return true;
            }
        }
        *out = a.as.arr->len < b.as.arr->len ? -1 : a.as.arr->len > b.as.arr->len;
        return true;
    }
    if (rb_eql(a, b) || (a.kind == b.kind && (a.kind == RB_NIL || a.kind == RB_TRUE || a.kind == RB_FALSE))) {
        *out = 0;   /* Object#<=>: 0 for the same object */
        return true;
    }
    return false;
}

bool rb_compare_or_raise(RbInterp *I, RbValue a, RbValue b, int *out) {
    if (rb_compare(I, a, b, out))
        return true;
    /* Ruby names the second operand by its inspect when it is a special constant or a number */
    const char *other = (b.kind == RB_NIL || b.kind == RB_TRUE || b.kind == RB_FALSE || b.kind == RB_INT ||
                         b.kind == RB_FLOAT)
                            ? rb_inspect_cstr(I->ctx, b)
                            : rb_value_class_name(I->ctx, b);
    rb_raise(I, C_ARGUMENT_ERROR, "comparison of %s with %s failed", rb_value_class_name(I->ctx, a), other);
    return false;
}

/* --- blocks ------------------------------------------------------------------------------------ */


static RbValue bind_params(RbInterp *I, RbEnv *env, RNode *const *params, size_t count, RbValue *argv, size_t argc);

/* A (a, b) pattern: an array spreads over it, anything else is its first element. */
static RbValue destructure(RbInterp *I, RbEnv *env, const RNode *param, RbValue value) {
    if (value.kind == RB_ARRAY)
        return bind_params(I, env, param->list, param->count, value.as.arr->items, value.as.arr->len);
    return bind_params(I, env, param->list, param->count, &value, 1);
}

static RbValue bind_one(RbInterp *I, RbEnv *env, const RNode *param, RbValue value) {
    if (param->list)
        return destructure(I, env, param, value);
    if (param->text)
        rb_env_bind(I->ctx, env, param->text, param->len, value);
    return rb_nil();
}

static RbValue bind_params(RbInterp *I, RbEnv *env, RNode *const *params, size_t count, RbValue *argv, size_t argc) {
    size_t splat = count;
    for (size_t i = 0; i < count; i++)
        if (params[i]->flags & RF_SPLAT)
            splat = i;
    size_t after = splat < count ? count - splat - 1 : 0;
    for (size_t i = 0; i < splat; i++) {
        RbValue value = rb_nil();
        if (i < argc && (splat == count || i + after < argc)) {
            value = argv[i];
        } else if (params[i]->a) {
            value = rb_eval(I, params[i]->a, env);
            RB_TRY(value);
        }
        RB_TRY(bind_one(I, env, params[i], value));
    }
    if (splat < count) {
        RbValue rest = rb_array_new(I->ctx, 4);
        size_t end = argc > after ? argc - after : 0;
        for (size_t i = splat; i < end; i++)
            rb_array_push(I->ctx, rest.as.arr, argv[i]);
        RB_TRY(bind_one(I, env, params[splat], rest));
        for (size_t k = 0; k < after; k++) {
            size_t from = end + k;
            RB_TRY(bind_one(I, env, params[splat + 1 + k], from < argc && from >= splat ? argv[from] : rb_nil()));
        }
    }
    return rb_nil();
}

RbValue rb_yield(RbInterp *I, RbProc *block, RbValue *argv, size_t argc) {
    if (!block) {
        return rb_raise(I, C_LOCAL_JUMP_ERROR, "no block given (yield)");
    }
    if (block->native)
        return block->native(I, block->data, argv, argc);
    if (block->symbol) {
        if (argc == 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "no receiver given");
        return rb_send(I, argv[0], rb_method_id(block->symbol->bytes, block->symbol->len), block->symbol->bytes,
                       argv + 1, argc - 1, NULL);
    }
    const RNode *node = block->node;
    RbEnv *env = ctx_calloc(I->ctx, 1, sizeof *env);
    env->parent = block->env;
    if (!block->lambda && argc == 1 && argv[0].kind == RB_ARRAY && node->count > 1) {
        /* a proc spreads a lone array over its parameters */
        RbArray *spread = argv[0].as.arr;
        argv = spread->items;
        argc = spread->len;
    }
    if (block->lambda) {
        size_t required = 0;
        bool rest = false;
        for (size_t i = 0; i < node->count; i++) {
            if (node->list[i]->flags & RF_SPLAT)
                rest = true;
            else if (!node->list[i]->a)
                required++;
        }
        if (!rb_check_argc(I, argc, required, rest ? SIZE_MAX : node->count))
            return rb_abrupt();
    }
    RbValue bound = bind_params(I, env, node->list, node->count, argv, argc);
    RB_TRY(bound);
    const RbProc *saved_block = I->current_block;
    bool saved_loop = I->in_loop;
    I->current_block = block;
    I->in_loop = false;
    RbValue r = rb_eval(I, node->a, env);
    I->current_block = saved_block;
    I->in_loop = saved_loop;
    if (rb_is_abrupt(r) && I->flow == FLOW_NEXT && I->flow_target == block) {
        r = I->flow_value;
        I->flow = FLOW_NONE;
    }
    if (rb_is_abrupt(r) && block->lambda && I->flow == FLOW_RETURN) {
        r = I->flow_value;
        I->flow = FLOW_NONE;
    }
    return r;
}

/* --- def --------------------------------------------------------------------------------------- */

RbValue rb_define_method(RbInterp *I, const RNode *n) {
    RbDef *def = ctx_alloc(I->ctx, sizeof *def);
    def->node = n;
    def->next = I->defs;
    I->defs = def;
    return rb_sym_new(I->ctx, n->text, n->len);
}

static const RbDef *find_def(const RbInterp *I, const char *name) {
    size_t len = strlen(name);
    for (const RbDef *d = I->defs; d; d = d->next)
        if (d->node->len == len && memcmp(d->node->text, name, len) == 0)
            return d;
    return NULL;
}

static RbValue call_def(RbInterp *I, const RbDef *def, RbValue *argv, size_t argc) {
    const RNode *n = def->node;
    size_t required = 0;
    bool rest = false;
    for (size_t i = 0; i < n->count; i++) {
        if (n->list[i]->flags & RF_SPLAT)
            rest = true;
        else if (!n->list[i]->a)
            required++;
    }
    if (!rb_check_argc(I, argc, required, rest ? SIZE_MAX : n->count))
        return rb_abrupt();
    if (++I->ctx->depth > I->ctx->max_depth)
        ctx_exhausted(I->ctx, "Evaluation stopped: the call depth limit was reached");
    RbEnv *env = ctx_calloc(I->ctx, 1, sizeof *env);
    RbValue r = bind_params(I, env, n->list, n->count, argv, argc);
    const RbProc *saved_block = I->current_block;
    bool saved_loop = I->in_loop;
    I->current_block = NULL;
    I->in_loop = false;
    I->depth++;
    if (!rb_is_abrupt(r))
        r = rb_eval(I, n->a, env);
    I->depth--;
    I->ctx->depth--;
    I->current_block = saved_block;
    I->in_loop = saved_loop;
    if (rb_is_abrupt(r) && I->flow == FLOW_RETURN) {
        r = I->flow_value;
        I->flow = FLOW_NONE;
    }
    return r;
}

/* --- Enumerators ------------------------------------------------------------------------------- */

RbValue rb_enumerator(RbInterp *I, RbValue recv, int mid, const char *name, RbValue *argv, size_t argc) {
    RbValue e = rb_object_new(I->ctx, OBJ_ENUMERATOR, C_ENUMERATOR);
    e.as.obj->recv = recv;
    e.as.obj->mid = mid;
    e.as.obj->name = name;
    e.as.obj->argv = ctx_alloc(I->ctx, (argc + 1) * sizeof *argv);
    if (argc)
        memcpy(e.as.obj->argv, argv, argc * sizeof *argv);
    e.as.obj->argc = argc;
    return e;
}

/* The value an iteration yields, as one: a lone argument, or the arguments as an array. */
static RbValue packed(RbInterp *I, RbValue *argv, size_t argc) {
    if (argc == 1)
        return argv[0];
    return rb_array_of(I->ctx, argv, argc);
}

typedef struct Collect {
    RbValue into;
} Collect;

static RbValue collect_native(RbInterp *I, void *data, RbValue *argv, size_t argc) {
    Collect *c = data;
    rb_array_push(I->ctx, c->into.as.arr, packed(I, argv, argc));
    return rb_nil();
}

typedef struct WithIndex {
    RbProc *block;
    int64_t index;
    RbValue memo;             /* with_object's object */
    bool with_object;
} WithIndex;

static RbValue with_index_native(RbInterp *I, void *data, RbValue *argv, size_t argc) {
    WithIndex *w = data;
    RbValue args[2] = { packed(I, argv, argc), w->with_object ? w->memo : rb_int(w->index++) };
    return rb_yield(I, w->block, args, 2);
}

static RbValue run_enumerator(RbInterp *I, const RbObject *e, RbProc *block) {
    RbValue r = rb_send(I, e->recv, e->mid, e->name, e->argv, e->argc, block);
    if (rb_is_abrupt(r) && I->flow == FLOW_BREAK && I->flow_target == block) {
        r = I->flow_value;
        I->flow = FLOW_NONE;
    }
    return r;
}

/* The values an Enumerator yields, as an array. */
static RbValue enumerator_items(RbInterp *I, const RbObject *e) {
    Collect c = { rb_array_new(I->ctx, 8) };
    RbProc *block = ctx_calloc(I->ctx, 1, sizeof *block);
    block->native = collect_native;
    block->data = &c;
    RbValue r = run_enumerator(I, e, block);
    RB_TRY(r);
    return c.into;
}

static RbValue enumerator_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    const RbObject *e = c->self.as.obj;
    switch (c->mid) {
    case M_EACH:
        if (!c->block)
            return c->self;
        return run_enumerator(I, e, c->block);
    case M_WITH_INDEX: case M_EACH_WITH_INDEX: case M_WITH_OBJECT: case M_EACH_WITH_OBJECT: {
        bool object = c->mid == M_WITH_OBJECT || c->mid == M_EACH_WITH_OBJECT;
        if (!rb_check_argc(I, c->argc, object ? 1 : 0, 1))
            return rb_abrupt();
        if (!c->block)
            return rb_enumerator(I, c->self, c->mid, c->name, c->argv, c->argc);
        WithIndex w = { c->block, 0, rb_nil(), object };
        if (object)
            w.memo = c->argv[0];
        else if (c->argc == 1 && c->argv[0].kind == RB_INT)
            w.index = c->argv[0].as.i;
        RbProc *block = ctx_calloc(I->ctx, 1, sizeof *block);
        block->native = with_index_native;
        block->data = &w;
        RbValue r = run_enumerator(I, e, block);
        RB_TRY(r);
        return object ? w.memo : r;
    }
    case M_SIZE: {
        RbValue items = enumerator_items(I, e);
        RB_TRY(items);
        return rb_int((int64_t)items.as.arr->len);
    }
    case M_INSPECT: case M_TO_S:
        return rb_str_cstr(I->ctx, ctx_sprintf(I->ctx, "#<Enumerator: %s:%s>", rb_inspect_cstr(I->ctx, e->recv), e->name));
    default: {
        RbValue items = enumerator_items(I, e);
        RB_TRY(items);
        RbCall on_array = *c;
        on_array.self = items;
        RbValue r = rb_array_call(&on_array, found);
        if (!*found) {
            *found = true;
            r = rb_enum_call(&on_array, found);
        }
        return r;
    }
    }
}

/* --- dispatch ---------------------------------------------------------------------------------- */

RbValue rb_send(RbInterp *I, RbValue recv, int mid, const char *name, RbValue *argv, size_t argc, RbProc *block) {
    ctx_step(I->ctx);
    RbCall c = { I, recv, mid, name, argv, argc, block };
    bool found = true;
    RbValue r = rb_nil();
    switch (recv.kind) {
    case RB_STR:
        r = rb_string_call(&c, &found);
        break;
    case RB_ARRAY:
        r = rb_array_call(&c, &found);
        if (!found) {
            found = true;
            r = rb_enum_call(&c, &found);
        }
        break;
    case RB_HASH:
        r = rb_hash_call(&c, &found);
        if (!found) {
            found = true;
            r = rb_enum_call(&c, &found);
        }
        break;
    case RB_RANGE:
        r = rb_misc_call(&c, &found);
        if (!found) {
            found = true;
            r = rb_enum_call(&c, &found);
        }
        break;
    case RB_INT: case RB_FLOAT:
        r = rb_numeric_call(&c, &found);
        break;
    case RB_REGEXP: case RB_MATCH:
        r = rb_regexp_call(&c, &found);
        break;
    case RB_CLASS:
        r = rb_class_call(&c, &found);
        break;
    case RB_OBJECT:
        if (recv.as.obj->kind == OBJ_ENUMERATOR) {
            r = enumerator_call(&c, &found);
            break;
        }
        if (recv.as.obj->kind == OBJ_WRAPPER) {
            const RbDef *def = find_def(I, name);
            if (def)
                return call_def(I, def, argv, argc);
        }
        r = rb_puppet_call(&c, &found);
        if (!found && recv.as.obj->kind == OBJ_WRAPPER) {
            found = true;
            r = rb_kernel_call(&c, &found);
        }
        if (!found) {
            found = true;
            r = rb_misc_call(&c, &found);
        }
        break;
    case RB_PUPPET:
        r = rb_puppet_call(&c, &found);
        break;
    case RB_NIL: case RB_TRUE: case RB_FALSE: case RB_SYM: case RB_PROC:
        r = rb_misc_call(&c, &found);
        break;
    case RB_ABRUPT:
        return recv;
    }
    if (!found) {
        found = true;
        r = rb_object_call(&c, &found);
    }
    if (!found)
        return rb_missing_method(I, recv, name);
    return r;
}

/* The name of a call node, NUL-terminated (kept in the node). */
static const char *call_name(RbInterp *I, const RNode *n) {
    if (!n->cache)
        ((RNode *)n)->cache = ctx_strndup(I->ctx, n->text, n->len);
    return n->cache;
}


RbValue rb_eval_call(RbInterp *I, const RNode *n, RbEnv *env) {
    RbValue recv = I->self;
    if (n->a) {
        recv = rb_eval(I, n->a, env);
        RB_TRY(recv);
        if ((n->flags & RF_SAFE_NAV) && recv.kind == RB_NIL)
            return recv;
    }
    RbValue args = rb_array_new(I->ctx, n->count);
    for (size_t i = 0; i < n->count; i++) {
        const RNode *arg = n->list[i];
        RbValue v;
        if (arg->kind == RN_SPLAT) {
            v = rb_eval(I, arg->a, env);
            RB_TRY(v);
            if (!rb_splat_into(I, v, args.as.arr))
                return rb_abrupt();
            continue;
        }
        v = arg->kind == RN_HASH ? rb_eval_hash(I, arg, env) : rb_eval(I, arg, env);
        RB_TRY(v);
        rb_array_push(I->ctx, args.as.arr, v);
    }
    RbProc *block = NULL;
    if (n->b && n->b->kind == RN_BLOCK) {
        block = ctx_calloc(I->ctx, 1, sizeof *block);
        block->node = n->b;
        block->env = env;
    } else if (n->b) {
        RbValue pass = rb_eval(I, n->b->a, env);
        RB_TRY(pass);
        if (pass.kind == RB_PROC) {
            block = pass.as.proc;
        } else if (pass.kind == RB_SYM) {
            block = ctx_calloc(I->ctx, 1, sizeof *block);
            block->symbol = pass.as.sym;
        } else if (pass.kind != RB_NIL) {
            I->pos = n->b->pos;
            return rb_raise(I, C_TYPE_ERROR, "wrong argument type %s (expected Proc)", rb_value_class_name(I->ctx, pass));
        }
    }
    const char *name = call_name(I, n);
    I->pos = n->pos;
    if (!n->a && n->mid == M_UNKNOWN && !find_def(I, name) && (n->flags & RF_VCALL) &&
        strncmp(name, "function_", 9) != 0 && strcmp(name, "__FILE__") != 0 && strcmp(name, "__LINE__") != 0) {
        /* a bare name that is neither a local nor a method */
        return rb_raise(I, C_NAME_ERROR, "undefined local variable or method `%s' for %s", name,
                        rb_receiver_text(I->ctx, I->self));
    }
    RbValue r = rb_send(I, recv, n->mid, name, args.as.arr->items, args.as.arr->len, block);
    if (rb_is_abrupt(r) && block && I->flow == FLOW_BREAK && I->flow_target == block) {
        r = I->flow_value;
        I->flow = FLOW_NONE;
    }
    return r;
}

bool rb_has_def(const RbInterp *I, const char *name) {
    return find_def(I, name) != NULL;
}
