/* rb_kernel.c: the methods every object has (Object and Kernel: ==, nil?, is_a?, to_s, ...),
 * the Kernel functions a template calls without a receiver (Array(), Integer(), format, raise,
 * require, lambda, loop), and the methods of nil, true, false, Symbol, Range, Proc and
 * exceptions, as Ruby 3.1 has them.
 *
 * Kernel output (puts, print, p, warn) goes to the reference's standard streams, which are no
 * part of what a run shows: they do nothing here but return what Ruby returns.
 *
 * What this file does not do: numbers (rb_numeric.c), strings, arrays, hashes (their files),
 * classes as receivers (rb_class.c).
 */
#include "erb/rb.h"
#include "data/yaml_write.h"
#include "support/utf8.h"
#include "types/type.h"

#include <math.h>
#include <string.h>

#include "functions/fnlib.h"


/* The method name of a Symbol or String argument (send, respond_to?). */
static const char *name_arg(RbInterp *I, RbValue v) {
    if (v.kind == RB_SYM)
        return v.as.sym->bytes;
    if (v.kind == RB_STR)
        return v.as.str->bytes;
    rb_raise(I, C_TYPE_ERROR, "%s is not a symbol nor a string", rb_inspect_cstr(I->ctx, v));
    return NULL;
}

static bool frozen(RbValue v) {
    switch (v.kind) {
    case RB_STR: return v.as.str->frozen;
    case RB_ARRAY: return v.as.arr->frozen;
    case RB_HASH: return v.as.hash->frozen;
    case RB_OBJECT: case RB_PROC: case RB_MATCH: case RB_CLASS: return false;
    default: return true;
    }
}

RbValue rb_dup(RbInterp *I, RbValue v, bool keep_frozen) {
    switch (v.kind) {
    case RB_STR: {
        RbValue d = rb_str_new(I->ctx, v.as.str->bytes, v.as.str->len);
        d.as.str->frozen = keep_frozen && v.as.str->frozen;
        return d;
    }
    case RB_ARRAY: {
        RbValue d = rb_array_of(I->ctx, v.as.arr->items, v.as.arr->len);
        d.as.arr->frozen = keep_frozen && v.as.arr->frozen;
        return d;
    }
    case RB_HASH: {
        RbValue d = rb_hash_new(I->ctx);
        for (size_t i = 0; i < v.as.hash->used; i++)
            if (v.as.hash->entries[i].live)
                rb_hash_set(I->ctx, d.as.hash, v.as.hash->entries[i].key, v.as.hash->entries[i].value);
        d.as.hash->default_value = v.as.hash->default_value;
        d.as.hash->default_proc = v.as.hash->default_proc;
        d.as.hash->frozen = keep_frozen && v.as.hash->frozen;
        return d;
    }
    default:
        return v;
    }
}

/* equal?: the same object (immediates by value, the rest by identity). */
static bool same_object(RbValue a, RbValue b) {
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case RB_STR: return a.as.str == b.as.str;
    case RB_ARRAY: return a.as.arr == b.as.arr;
    case RB_HASH: return a.as.hash == b.as.hash;
    case RB_RANGE: return a.as.range == b.as.range;
    case RB_PUPPET: return a.as.puppet == b.as.puppet;
    default: return rb_eql(a, b);
    }
}

/* --- every object ------------------------------------------------------------------------------ */

/* Whether v is or holds (in arrays and hashes, a few levels deep) a Symbol. */
static bool holds_symbol(RbValue v, int depth) {
    if (v.kind == RB_SYM)
        return true;
    if (depth > 64)
        return true;   /* not looked into: refused as if it held one */
    if (v.kind == RB_ARRAY) {
        for (size_t i = 0; i < v.as.arr->len; i++)
            if (holds_symbol(v.as.arr->items[i], depth + 1))
                return true;
    } else if (v.kind == RB_HASH) {
        for (size_t i = 0; i < v.as.hash->used; i++) {
            const RbHashEntry *e = &v.as.hash->entries[i];
            if (e->live && (holds_symbol(e->key, depth + 1) || holds_symbol(e->value, depth + 1)))
                return true;
        }
    }
    return false;
}

RbValue rb_object_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbValue self = c->self;
    switch (c->mid) {
    case M_EQ: case M_EQUAL_P: case M_EQQ:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(c->mid == M_EQUAL_P ? same_object(self, c->argv[0]) : rb_equal(self, c->argv[0]));
    case M_NEQ: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue eq = rb_send(I, self, M_EQ, "==", c->argv, 1, NULL);
        RB_TRY(eq);
        return rb_bool(!rb_truthy(eq));
    }
    case M_NOT:
        return rb_bool(!rb_truthy(self));
    case M_EQL_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_eql(self, c->argv[0]));
    case M_MATCH_OP:
        return rb_nil();
    case M_NMATCH: {
        RbValue m = rb_send(I, self, M_MATCH_OP, "=~", c->argv, c->argc, NULL);
        RB_TRY(m);
        return rb_bool(!rb_truthy(m));
    }
    case M_NIL_P:
        return rb_bool(self.kind == RB_NIL);
    case M_IS_A_P: case M_KIND_OF_P: case M_INSTANCE_OF_P: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (c->argv[0].kind != RB_CLASS)
            return rb_raise(I, C_TYPE_ERROR, "class or module required");
        RbClass k = c->argv[0].as.cls;
        RbClass mine = rb_class_of(self);
        if (c->mid == M_INSTANCE_OF_P)
            return rb_bool(mine == k);
        return rb_bool(rb_class_is(mine, k));
    }
    case M_RESPOND_TO_P: {
        if (!rb_check_argc(I, c->argc, 1, 2))
            return rb_abrupt();
        const char *name = name_arg(I, c->argv[0]);
        if (!name)
            return rb_abrupt();
        bool responds = rb_responds_to(I, self, name, c->argc == 2 && rb_truthy(c->argv[1]));
        if (I->flow != FLOW_NONE)
            return rb_abrupt();
        return rb_bool(responds);
    }
    case M_TO_YAML: {
        /* Psych's dump of the value as Puppet hands it over (stdlib's to_yaml, data/yaml_write.c);
         * the emitter's options are not taken here, nor Symbols (Psych writes :sym, which a
         * Puppet value cannot hold) */
        if (c->argc > 0)
            return rb_refuse(I, "to_yaml with options");
        if (holds_symbol(self, 0))
            return rb_refuse(I, "to_yaml of a Symbol");
        Value v;
        if (!rb_to_puppet(I, self, &v))
            return rb_abrupt();
        const char *error = NULL;
        YamlDumpOptions options = { .indentation = 2 };
        const Str *text = yaml_dump(I->ctx, v, &options, &error);
        if (!text)
            return rb_raise(I, C_RUNTIME_ERROR, "%s", error);
        return rb_str_new(I->ctx, text->bytes, text->len);
    }
    case M_CLASS:
        if (self.kind == RB_PUPPET)
            return rb_refuse(I, "the class of a %s", type_ruby_class_of_value(*self.as.puppet));
        return rb_class(rb_class_of(self));
    case M_TO_S: case M_INSPECT: {
        if (!rb_check_argc(I, c->argc, 0, 0))
            return rb_abrupt();
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        if (c->mid == M_TO_S)
            rb_append_to_s(&sb, self);
        else
            rb_append_inspect(&sb, self);
        return rb_str_from_buf(I->ctx, &sb);
    }
    case M_FROZEN_P:
        return rb_bool(frozen(self));
    case M_FREEZE:
        if (self.kind == RB_STR)
            self.as.str->frozen = true;
        else if (self.kind == RB_ARRAY)
            self.as.arr->frozen = true;
        else if (self.kind == RB_HASH)
            self.as.hash->frozen = true;
        return self;
    case M_DUP: case M_CLONE:
        return rb_dup(I, self, c->mid == M_CLONE);
    case M_TAP: {
        RbValue r = rb_yield(I, c->block, &self, 1);
        RB_TRY(r);
        return self;
    }
    case M_THEN: case M_YIELD_SELF:
        if (!c->block)
            return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
        return rb_yield(I, c->block, &self, 1);
    case M_ITSELF:
        return self;
    case M_HASH:
        return rb_int((int64_t)(rb_hash_code(self) >> 2));
    case M_SEND: case M_PUBLIC_SEND: case M___SEND__: {
        if (!rb_check_argc(I, c->argc, 1, SIZE_MAX))
            return rb_abrupt();
        const char *name = name_arg(I, c->argv[0]);
        if (!name)
            return rb_abrupt();
        return rb_send(I, self, rb_method_id(name, strlen(name)), name, c->argv + 1, c->argc - 1, c->block);
    }
    case M_INSTANCE_VARIABLE_GET: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        const char *name = name_arg(I, c->argv[0]);
        if (!name)
            return rb_abrupt();
        if (self.kind != RB_OBJECT || self.as.obj->kind != OBJ_WRAPPER || name[0] != '@')
            return rb_nil();
        RbValue v;
        if (rb_hash_get(I->ivars, rb_sym_new(I->ctx, name + 1, strlen(name + 1)), &v))
            return v;
        return rb_puppet_ivar(I, name + 1, strlen(name + 1));
    }
    default:
        *found = false;
        return rb_nil();
    }
}

/* --- Kernel functions -------------------------------------------------------------------------- */

RbValue rb_kernel_array(RbInterp *I, RbValue v) {
    switch (v.kind) {
    case RB_NIL: return rb_array_new(I->ctx, 0);
    case RB_ARRAY: return v;
    case RB_HASH: case RB_RANGE: return rb_enum_items(I, v);
    default: return rb_array_of(I->ctx, &v, 1);
    }
}

/* Kernel#Integer of a string: the whole text must be an integer (blanks around, underscores
 * between digits, 0x/0b/0o/0 prefixes). */
static bool strict_integer(const char *s, size_t len, int64_t *out) {
    size_t i = 0;
    while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v'))
        i++;
    while (len > i && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\n' || s[len - 1] == '\r'))
        len--;
    bool negative = false;
    if (i < len && (s[i] == '-' || s[i] == '+'))
        negative = s[i++] == '-';
    int base = 10;
    if (i + 1 < len && s[i] == '0') {
        char k = s[i + 1];
        if (k == 'x' || k == 'X') base = 16, i += 2;
        else if (k == 'b' || k == 'B') base = 2, i += 2;
        else if (k == 'o' || k == 'O') base = 8, i += 2;
        else if (k == 'd' || k == 'D') base = 10, i += 2;
        else base = 8, i += 1;
    }
    if (i >= len)
        return false;
    uint64_t value = 0;
    bool last_underscore = true;
    for (; i < len; i++) {
        char ch = s[i];
        if (ch == '_') {
            if (last_underscore)
                return false;
            last_underscore = true;
            continue;
        }
        int d = ch >= '0' && ch <= '9' ? ch - '0' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 10 : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 99;
        if (d >= base)
            return false;
        if (value > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            return false;
        value = value * (uint64_t)base + (uint64_t)d;
        last_underscore = false;
    }
    if (last_underscore || value > (uint64_t)INT64_MAX + (negative ? 1u : 0u))
        return false;
    *out = negative ? (int64_t)(0 - value) : (int64_t)value;
    return true;
}

static RbValue kernel_integer(RbInterp *I, RbValue v) {
    switch (v.kind) {
    case RB_INT: return v;
    case RB_FLOAT:
        if (isnan(v.as.f) || isinf(v.as.f))
            return rb_raise(I, C_FLOAT_DOMAIN_ERROR, "%s", isnan(v.as.f) ? "NaN" : v.as.f > 0 ? "Infinity" : "-Infinity");
        if (v.as.f >= 9223372036854775808.0 || v.as.f < -9223372036854775808.0)
            return rb_refuse(I, "an Integer beyond 64 bits (a Bignum)");
        return rb_int((int64_t)v.as.f);
    case RB_STR: {
        int64_t n;
        if (strict_integer(v.as.str->bytes, v.as.str->len, &n))
            return rb_int(n);
        return rb_raise(I, C_ARGUMENT_ERROR, "invalid value for Integer(): %s", rb_inspect_cstr(I->ctx, v));
    }
    case RB_NIL:
        return rb_raise(I, C_TYPE_ERROR, "can't convert nil into Integer");
    default:
        return rb_raise(I, C_TYPE_ERROR, "can't convert %s into Integer", rb_value_class_name(I->ctx, v));
    }
}

static RbValue kernel_float(RbInterp *I, RbValue v) {
    switch (v.kind) {
    case RB_INT: return rb_float((double)v.as.i);
    case RB_FLOAT: return v;
    case RB_STR: {
        double d;
        if (fnlib_ruby_float(v.as.str->bytes, v.as.str->len, &d))
            return rb_float(d);
        return rb_raise(I, C_ARGUMENT_ERROR, "invalid value for Float(): %s", rb_inspect_cstr(I->ctx, v));
    }
    case RB_NIL:
        return rb_raise(I, C_TYPE_ERROR, "can't convert nil into Float");
    default:
        return rb_raise(I, C_TYPE_ERROR, "can't convert %s into Float", rb_value_class_name(I->ctx, v));
    }
}

/* raise / fail with Ruby's argument forms. */
static RbValue kernel_raise(RbInterp *I, RbValue *argv, size_t argc) {
    if (argc == 0)
        return rb_raise(I, C_RUNTIME_ERROR, "unhandled exception");
    RbValue first = argv[0];
    if (first.kind == RB_STR && argc == 1)
        return rb_raise(I, C_RUNTIME_ERROR, "%s", first.as.str->bytes);
    if (first.kind == RB_OBJECT && first.as.obj->kind == OBJ_EXCEPTION && argc == 1) {
        I->flow = FLOW_RAISE;
        I->flow_value = first;
        return rb_abrupt();
    }
    if (first.kind == RB_CLASS && rb_class_is(first.as.cls, C_EXCEPTION)) {
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        if (argc > 1)
            rb_append_to_s(&sb, argv[1]);
        else
            strbuf_append_cstr(&sb, rb_class_name(first.as.cls));
        return rb_raise(I, first.as.cls, "%s", strbuf_finish(&sb)->bytes);
    }
    return rb_raise(I, C_TYPE_ERROR, "exception class/object expected");
}

static RbValue kernel_loop(RbInterp *I, RbProc *block) {
    if (!block)
        return rb_refuse(I, "loop without a block");
    for (;;) {
        ctx_step(I->ctx);
        RbValue r = rb_yield(I, block, NULL, 0);
        if (rb_is_abrupt(r)) {
            if (I->flow == FLOW_RAISE && rb_class_is(rb_class_of(I->flow_value), C_STOP_ITERATION)) {
                I->flow = FLOW_NONE;
                return rb_nil();
            }
            return r;
        }
    }
}

RbValue rb_kernel_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    const char *name = c->name;
    switch (c->mid) {
    case M_K_ARRAY:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_kernel_array(I, c->argv[0]);
    case M_K_STRING: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (c->argv[0].kind == RB_STR)
            return c->argv[0];
        RbValue s = rb_call0(I, c->argv[0], "to_s");
        return s;
    }
    case M_K_INTEGER:
        if (!rb_check_argc(I, c->argc, 1, 2))
            return rb_abrupt();
        if (c->argc == 2)
            return rb_refuse(I, "Integer() with a base");
        return kernel_integer(I, c->argv[0]);
    case M_K_FLOAT:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return kernel_float(I, c->argv[0]);
    case M_K_HASH: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue v = c->argv[0];
        if (v.kind == RB_HASH)
            return v;
        if (v.kind == RB_NIL || (v.kind == RB_ARRAY && v.as.arr->len == 0))
            return rb_hash_new(I->ctx);
        return rb_raise(I, C_TYPE_ERROR, "can't convert %s into Hash", rb_value_class_name(I->ctx, v));
    }
    case M_FORMAT: case M_SPRINTF:
        if (!rb_check_argc(I, c->argc, 1, SIZE_MAX))
            return rb_abrupt();
        return rb_format(I, c->argv[0], c->argv + 1, c->argc - 1);
    case M_RAISE: case M_FAIL:
        return kernel_raise(I, c->argv, c->argc);
    case M_REQUIRE: case M_REQUIRE_RELATIVE: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (c->argv[0].kind != RB_STR)
            return rb_no_implicit(I, c->argv[0], "String");
        const char *lib = c->argv[0].as.str->bytes;
        static const char *const KNOWN[] = { "ipaddr", "json", "erb", "puppet" };
        for (size_t i = 0; i < sizeof KNOWN / sizeof KNOWN[0]; i++)
            if (strcmp(lib, KNOWN[i]) == 0)
                return rb_bool(false);   /* already loaded in the reference */
        return rb_refuse(I, "the Ruby library '%s'", lib);
    }
    case M_PUTS: case M_PRINT: case M_WARN:
        return rb_nil();
    case M_P:
        return c->argc == 0 ? rb_nil() : c->argc == 1 ? c->argv[0] : rb_array_of(I->ctx, c->argv, c->argc);
    case M_LAMBDA: case M_PROC: {
        if (!c->block)
            return rb_raise(I, C_ARGUMENT_ERROR, "tried to create Proc object without a block");
        RbProc *proc = ctx_alloc(I->ctx, sizeof *proc);
        *proc = *c->block;
        proc->lambda = c->mid == M_LAMBDA;
        RbValue v = { .kind = RB_PROC, .as.proc = proc };
        return v;
    }
    case M_LOOP:
        return kernel_loop(I, c->block);
    case M_BLOCK_GIVEN_P:
        return rb_bool(false);
    case M_RAND: case M_SRAND: case M_SLEEP: case M_BINDING: case M_CATCH: case M_THROW: case M_ABORT: case M_EXIT:
    case M_METHOD: case M_METHODS: case M_DISPLAY: case M_INSTANCE_VARIABLES: case M_OBJECT_ID:
        return rb_refuse(I, "Kernel#%s", name);
    default:
        if (strcmp(name, "__FILE__") == 0)
            return rb_str_cstr(I->ctx, I->template_name && strcmp(I->template_name, "inline template") != 0
                                           ? I->template_name : "(erb)");
        if (strcmp(name, "__LINE__") == 0)
            return rb_int(erb_ruby_line(I->source, I->pos));
        *found = false;
        return rb_nil();
    }
}

/* --- nil, true, false, Symbol, Range, Proc, exceptions ------------------------------------------ */

static RbValue nil_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    switch (c->mid) {
    case M_TO_S: return rb_str_new(I->ctx, "", 0);
    case M_TO_A: return rb_array_new(I->ctx, 0);
    case M_TO_H: return rb_hash_new(I->ctx);
    case M_TO_I: return rb_int(0);
    case M_TO_F: return rb_float(0);
    case M_INSPECT: return rb_str_cstr(I->ctx, "nil");
    case M_AMP: return rb_bool(false);
    case M_PIPE: case M_CARET:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_truthy(c->argv[0]));
    default:
        *found = false;
        return rb_nil();
    }
}

static RbValue boolean_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    bool self = c->self.kind == RB_TRUE;
    switch (c->mid) {
    case M_TO_S: case M_INSPECT: return rb_str_cstr(I->ctx, self ? "true" : "false");
    case M_AMP: case M_PIPE: case M_CARET: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        bool other = rb_truthy(c->argv[0]);
        return rb_bool(c->mid == M_AMP ? self && other : c->mid == M_PIPE ? self || other : self != other);
    }
    default:
        *found = false;
        return rb_nil();
    }
}

static RbValue symbol_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    const Str *sym = c->self.as.sym;
    switch (c->mid) {
    case M_TO_S: case M_ID2NAME: case M_NAME:
        return rb_str_new(I->ctx, sym->bytes, sym->len);
    case M_TO_SYM:
        return c->self;
    case M_TO_PROC: {
        RbProc *proc = ctx_calloc(I->ctx, 1, sizeof *proc);
        proc->symbol = sym;
        RbValue v = { .kind = RB_PROC, .as.proc = proc };
        return v;
    }
    case M_LENGTH: case M_SIZE:
        return rb_int((int64_t)str_char_count(sym));
    case M_CMP: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        int r;
        if (!rb_compare(I, c->self, c->argv[0], &r))
            return rb_nil();
        return rb_int(r);
    }
    case M_UPCASE: case M_DOWNCASE: case M_CAPITALIZE: case M_SWAPCASE: case M_AREF: case M_START_WITH_P:
    case M_END_WITH_P: case M_EMPTY_P: case M_SUCC: case M_NEXT: {
        /* as the symbol's name does, a String result becoming a Symbol again */
        RbValue s = rb_str_new(I->ctx, sym->bytes, sym->len);
        RbValue r = rb_send(I, s, c->mid, c->name, c->argv, c->argc, c->block);
        RB_TRY(r);
        if (r.kind == RB_STR && c->mid != M_AREF)
            return rb_sym_new(I->ctx, r.as.str->bytes, r.as.str->len);
        return r;
    }
    default:
        *found = false;
        return rb_nil();
    }
}

static RbValue proc_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    switch (c->mid) {
    case M_CALL: case M_AREF: case M_YIELD: case M_EQQ:
        return rb_yield(I, c->self.as.proc, c->argv, c->argc);
    case M_TO_PROC:
        return c->self;
    case M_LAMBDA_P:
        return rb_bool(c->self.as.proc->lambda);
    case M_ARITY: {
        const RNode *node = c->self.as.proc->node;
        if (!node)
            return rb_int(-2);
        int64_t required = 0;
        bool optional = false;
        for (size_t i = 0; i < node->count; i++) {
            if ((node->list[i]->flags & RF_SPLAT) || node->list[i]->a)
                optional = true;
            else
                required++;
        }
        return rb_int(optional ? -required - 1 : required);
    }
    default:
        *found = false;
        return rb_nil();
    }
}

static RbValue exception_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    const RbObject *e = c->self.as.obj;
    switch (c->mid) {
    case M_MESSAGE: case M_TO_S: case M_FULL_MESSAGE:
        return rb_str_cstr(I->ctx, e->message);
    case M_INSPECT:
        return rb_str_cstr(I->ctx, rb_inspect_cstr(I->ctx, c->self));
    case M_BACKTRACE:
        return rb_nil();
    default:
        *found = false;
        return rb_nil();
    }
}


RbValue rb_misc_call(RbCall *c, bool *found) {
    switch (c->self.kind) {
    case RB_NIL: return nil_call(c, found);
    case RB_TRUE: case RB_FALSE: return boolean_call(c, found);
    case RB_SYM: return symbol_call(c, found);
    case RB_PROC: return proc_call(c, found);
    case RB_RANGE: return rb_range_call(c, found);
    case RB_OBJECT:
        if (c->self.as.obj->kind == OBJ_EXCEPTION)
            return exception_call(c, found);
        break;
    default:
        break;
    }
    *found = false;
    return rb_nil();
}
