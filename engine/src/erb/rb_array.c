/* rb_array.c: the Array methods of template Ruby that are Array's own (indexing, changing in
 * place, set operations, join, flatten, sort, ...), as Ruby 3.1 has them. Iteration follows
 * Ruby: a block that changes the array while `each` runs sees the change (the length is read
 * at every step). Sorting is stable, as Ruby's sort is on glibc (its qsort_r is a merge sort).
 *
 * What this file does not do: the Enumerable methods (rb_enum.c), which arrays also answer.
 */
#include "erb/rb.h"

#include <string.h>

#include "support/limits.h"


static bool mutable(RbInterp *I, RbValue self) {
    if (!rb_check_frozen(I, self.as.arr->frozen, self))
        return false;
    rb_identity_changing(I->ctx, self);
    return true;
}

static bool int_arg(RbInterp *I, RbValue v, int64_t *out) {
    if (v.kind == RB_INT) {
        *out = v.as.i;
        return true;
    }
    if (v.kind == RB_FLOAT) {
        *out = (int64_t)v.as.f;
        return true;
    }
    rb_no_implicit(I, v, "Integer");
    return false;
}

static bool array_arg(RbInterp *I, RbValue v, RbArray **out) {
    if (v.kind == RB_ARRAY) {
        *out = v.as.arr;
        return true;
    }
    rb_no_implicit(I, v, "Array");
    return false;
}

static RbValue slice(RbInterp *I, const RbArray *a, int64_t start, int64_t len) {
    if (start < 0)
        start += (int64_t)a->len;
    if (start < 0 || start > (int64_t)a->len || len < 0)
        return rb_nil();
    if (start + len > (int64_t)a->len)
        len = (int64_t)a->len - start;
    return rb_array_of(I->ctx, a->items + start, (size_t)len);
}

static RbValue aref(RbInterp *I, const RbArray *a, RbValue *argv, size_t argc) {
    if (!rb_check_argc(I, argc, 1, 2))
        return rb_abrupt();
    if (argc == 2) {
        int64_t start, len;
        if (!int_arg(I, argv[0], &start) || !int_arg(I, argv[1], &len))
            return rb_abrupt();
        return slice(I, a, start, len);
    }
    if (argv[0].kind == RB_RANGE) {
        int64_t start, len;
        if (!rb_range_bounds(I, argv[0], a->len, &start, &len))
            return I->flow == FLOW_NONE ? rb_nil() : rb_abrupt();
        return slice(I, a, start, len);
    }
    int64_t i;
    if (!int_arg(I, argv[0], &i))
        return rb_abrupt();
    if (i < 0)
        i += (int64_t)a->len;
    if (i < 0 || i >= (int64_t)a->len)
        return rb_nil();
    return a->items[i];
}

static void ensure_length(RbInterp *I, RbArray *a, size_t len) {
    while (a->len < len)
        rb_array_push(I->ctx, a, rb_nil());
}

static RbValue aset(RbInterp *I, RbValue self, RbValue *argv, size_t argc) {
    if (!mutable(I, self) || !rb_check_argc(I, argc, 2, 3))
        return rb_abrupt();
    RbArray *a = self.as.arr;
    RbValue value = argv[argc - 1];
    if (argc == 2 && argv[0].kind != RB_RANGE) {
        int64_t i;
        if (!int_arg(I, argv[0], &i))
            return rb_abrupt();
        if (i < 0) {
            i += (int64_t)a->len;
            if (i < 0)
                return rb_raise(I, C_INDEX_ERROR, "index %lld too small for array; minimum: -%zu",
                                (long long)(i - (int64_t)a->len), a->len);
        }
        if (i > 100000000)
            return rb_raise(I, C_INDEX_ERROR, "index %lld too big", (long long)i);
        ensure_length(I, a, (size_t)i + 1);
        a->items[i] = value;
        return value;
    }
    int64_t start, len;
    if (argc == 3) {
        if (!int_arg(I, argv[0], &start) || !int_arg(I, argv[1], &len))
            return rb_abrupt();
        if (start < 0)
            start += (int64_t)a->len;
        if (start < 0)
            return rb_raise(I, C_INDEX_ERROR, "index %lld too small for array", (long long)argv[0].as.i);
        if (len < 0)
            return rb_raise(I, C_INDEX_ERROR, "negative length (%lld)", (long long)len);
    } else if (!rb_range_bounds(I, argv[0], a->len, &start, &len)) {
        if (I->flow != FLOW_NONE)
            return rb_abrupt();
        return rb_raise(I, C_RANGE_ERROR, "%s out of range", rb_inspect_cstr(I->ctx, argv[0]));
    }
    ensure_length(I, a, (size_t)start);
    if (start + len > (int64_t)a->len)
        len = (int64_t)a->len - start;
    RbValue replacement = value.kind == RB_ARRAY ? value : rb_array_of(I->ctx, &value, 1);
    RbArray *r = replacement.as.arr;
    size_t tail = a->len - (size_t)(start + len);
    RbValue *items = ctx_alloc(I->ctx, ((size_t)start + r->len + tail + 1) * sizeof *items);
    memcpy(items, a->items, (size_t)start * sizeof *items);
    memcpy(items + start, r->items, r->len * sizeof *items);
    memcpy(items + start + r->len, a->items + start + len, tail * sizeof *items);
    a->items = items;
    a->len = (size_t)start + r->len + tail;
    a->cap = a->len + 1;
    return value;
}

static void remove_at(RbArray *a, size_t i) {
    memmove(a->items + i, a->items + i + 1, (a->len - i - 1) * sizeof *a->items);
    a->len--;
}

static void insert_at(RbInterp *I, RbArray *a, size_t i, const RbValue *items, size_t n) {
    for (size_t k = 0; k < n; k++)
        rb_array_push(I->ctx, a, rb_nil());
    memmove(a->items + i + n, a->items + i, (a->len - n - i) * sizeof *a->items);
    memcpy(a->items + i, items, n * sizeof *items);
}

/* Ruby's join: nested arrays joined recursively, everything else by to_s. */
static bool join_into(RbInterp *I, StrBuf *out, const RbArray *a, const char *sep, size_t sep_len, bool *first,
                      int depth) {
    if (depth > MAX_DATA_DEPTH) {
        rb_raise(I, C_ARGUMENT_ERROR, "recursive array join");
        return false;
    }
    for (size_t i = 0; i < a->len; i++) {
        RbValue v = a->items[i];
        if (v.kind == RB_ARRAY) {
            if (!join_into(I, out, v.as.arr, sep, sep_len, first, depth + 1))
                return false;
            continue;
        }
        if (!*first)
            strbuf_append(out, sep, sep_len);
        *first = false;
        if (v.kind == RB_STR) {
            strbuf_append(out, v.as.str->bytes, v.as.str->len);
            continue;
        }
        RbValue s = rb_call0(I, v, "to_s");
        if (rb_is_abrupt(s))
            return false;
        rb_append_to_s(out, s);
    }
    return true;
}

static bool flatten_into(RbInterp *I, RbArray *out, const RbArray *a, int64_t depth, int level) {
    if (level > MAX_DATA_DEPTH) {
        rb_raise(I, C_ARGUMENT_ERROR, "tried to flatten recursive array");
        return false;
    }
    for (size_t i = 0; i < a->len; i++) {
        RbValue v = a->items[i];
        if (v.kind == RB_ARRAY && depth != 0) {
            if (!flatten_into(I, out, v.as.arr, depth - 1, level + 1))
                return false;
        } else {
            rb_array_push(I->ctx, out, v);
        }
    }
    return true;
}

static bool contains(const RbArray *a, RbValue v) {
    for (size_t i = 0; i < a->len; i++)
        if (rb_equal(a->items[i], v))
            return true;
    return false;
}

/* uniq by eql?/hash, keeping first occurrences (by the block's value when there is one). */
static RbValue uniq(RbInterp *I, const RbArray *a, RbProc *block) {
    RbValue out = rb_array_new(I->ctx, a->len);
    RbValue seen = rb_hash_new(I->ctx);
    for (size_t i = 0; i < a->len; i++) {
        RbValue key = a->items[i];
        if (block) {
            key = rb_yield(I, block, &a->items[i], 1);
            RB_TRY(key);
        }
        if (rb_hash_get(seen.as.hash, key, NULL))
            continue;
        rb_hash_set(I->ctx, seen.as.hash, key, rb_bool(true));
        rb_array_push(I->ctx, out.as.arr, a->items[i]);
    }
    return out;
}

/* Replaces the contents of self with those of result (the bang methods); nil when unchanged. */
static RbValue bang_result(RbValue self, RbValue result, bool report_unchanged) {
    RbArray *a = self.as.arr;
    bool changed = a->len != result.as.arr->len;
    a->items = result.as.arr->items;
    a->len = result.as.arr->len;
    a->cap = result.as.arr->cap;
    return (report_unchanged && !changed) ? rb_nil() : self;
}

static RbValue filter_in_place(RbInterp *I, RbCall *c, bool keep_when) {
    RbValue self = c->self;
    if (!c->block)
        return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
    if (!mutable(I, self))
        return rb_abrupt();
    RbArray *a = self.as.arr;
    RbValue kept = rb_array_new(I->ctx, a->len);
    for (size_t i = 0; i < a->len; i++) {
        RbValue r = rb_yield(I, c->block, &a->items[i], 1);
        RB_TRY(r);
        if (rb_truthy(r) == keep_when)
            rb_array_push(I->ctx, kept.as.arr, a->items[i]);
    }
    bool report = c->mid == M_SELECT_BANG || c->mid == M_FILTER_BANG || c->mid == M_REJECT_BANG;
    return bang_result(self, kept, report);
}

static RbValue product(RbInterp *I, RbCall *c) {
    RbValue acc = rb_array_new(I->ctx, 8);
    for (size_t i = 0; i < c->self.as.arr->len; i++)
        rb_array_push(I->ctx, acc.as.arr, rb_array_of(I->ctx, &c->self.as.arr->items[i], 1));
    for (size_t k = 0; k < c->argc; k++) {
        RbArray *other;
        if (!array_arg(I, c->argv[k], &other))
            return rb_abrupt();
        RbValue next = rb_array_new(I->ctx, acc.as.arr->len * other->len + 1);
        for (size_t i = 0; i < acc.as.arr->len; i++)
            for (size_t j = 0; j < other->len; j++) {
                ctx_step(I->ctx);
                RbValue combo = rb_array_of(I->ctx, acc.as.arr->items[i].as.arr->items, acc.as.arr->items[i].as.arr->len);
                rb_array_push(I->ctx, combo.as.arr, other->items[j]);
                rb_array_push(I->ctx, next.as.arr, combo);
            }
        acc = next;
    }
    return acc;
}

RbValue rb_array_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbValue self = c->self;
    RbArray *a = self.as.arr;
    RbValue arg = c->argc > 0 ? c->argv[0] : rb_nil();
    switch (c->mid) {
    case M_AREF: case M_SLICE:
        return aref(I, a, c->argv, c->argc);
    case M_ASET:
        return aset(I, self, c->argv, c->argc);
    case M_AT: {
        int64_t i;
        if (!rb_check_argc(I, c->argc, 1, 1) || !int_arg(I, arg, &i))
            return rb_abrupt();
        return aref(I, a, c->argv, 1);
    }
    case M_FETCH: {
        int64_t i;
        if (!rb_check_argc(I, c->argc, 1, 2) || !int_arg(I, arg, &i))
            return rb_abrupt();
        int64_t k = i < 0 ? i + (int64_t)a->len : i;
        if (k >= 0 && k < (int64_t)a->len)
            return a->items[k];
        if (c->block)
            return rb_yield(I, c->block, &arg, 1);
        if (c->argc == 2)
            return c->argv[1];
        return rb_raise(I, C_INDEX_ERROR, "index %lld outside of array bounds: %lld...%zu", (long long)i,
                        -(long long)a->len, a->len);
    }
    case M_DIG: {
        if (!rb_check_argc(I, c->argc, 1, SIZE_MAX))
            return rb_abrupt();
        RbValue v = aref(I, a, c->argv, 1);
        RB_TRY(v);
        if (c->argc == 1 || v.kind == RB_NIL)
            return v;
        return rb_send(I, v, M_DIG, "dig", c->argv + 1, c->argc - 1, NULL);
    }
    case M_FIRST: case M_LAST: {
        if (!rb_check_argc(I, c->argc, 0, 1))
            return rb_abrupt();
        if (c->argc == 0)
            return a->len == 0 ? rb_nil() : a->items[c->mid == M_FIRST ? 0 : a->len - 1];
        int64_t n;
        if (!int_arg(I, arg, &n))
            return rb_abrupt();
        if (n < 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "negative array size");
        size_t take = (size_t)n < a->len ? (size_t)n : a->len;
        return rb_array_of(I->ctx, a->items + (c->mid == M_FIRST ? 0 : a->len - take), take);
    }
    case M_PUSH: case M_APPEND: case M_LSHIFT:
        if (!mutable(I, self))
            return rb_abrupt();
        if (c->mid == M_LSHIFT && !rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        for (size_t i = 0; i < c->argc; i++)
            rb_array_push(I->ctx, a, c->argv[i]);
        return self;
    case M_POP: case M_SHIFT: {
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 0, 1))
            return rb_abrupt();
        if (c->argc == 1)
            return rb_refuse(I, "Array#%s with a count", c->name);
        if (a->len == 0)
            return rb_nil();
        RbValue v = a->items[c->mid == M_POP ? a->len - 1 : 0];
        if (c->mid == M_POP)
            a->len--;
        else
            remove_at(a, 0);
        return v;
    }
    case M_UNSHIFT: case M_PREPEND:
        if (!mutable(I, self))
            return rb_abrupt();
        insert_at(I, a, 0, c->argv, c->argc);
        return self;
    case M_INSERT: {
        int64_t i;
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, SIZE_MAX) || !int_arg(I, arg, &i))
            return rb_abrupt();
        if (i < 0)
            i += (int64_t)a->len + 1;
        if (i < 0)
            return rb_raise(I, C_INDEX_ERROR, "index %lld too small for array", (long long)arg.as.i);
        ensure_length(I, a, (size_t)i);
        insert_at(I, a, (size_t)i, c->argv + 1, c->argc - 1);
        return self;
    }
    case M_CONCAT:
        if (!mutable(I, self))
            return rb_abrupt();
        for (size_t k = 0; k < c->argc; k++) {
            RbArray *other;
            if (!array_arg(I, c->argv[k], &other))
                return rb_abrupt();
            size_t n = other->len;
            for (size_t i = 0; i < n; i++)
                rb_array_push(I->ctx, a, other->items[i]);
        }
        return self;
    case M_PLUS: {
        RbArray *other;
        if (!rb_check_argc(I, c->argc, 1, 1) || !array_arg(I, arg, &other))
            return rb_abrupt();
        RbValue r = rb_array_of(I->ctx, a->items, a->len);
        for (size_t i = 0; i < other->len; i++)
            rb_array_push(I->ctx, r.as.arr, other->items[i]);
        return r;
    }
    case M_MINUS: case M_AMP: case M_PIPE: {
        RbArray *other;
        if (!rb_check_argc(I, c->argc, 1, 1) || !array_arg(I, arg, &other))
            return rb_abrupt();
        RbValue set = rb_hash_new(I->ctx);
        for (size_t i = 0; i < other->len; i++)
            rb_hash_set(I->ctx, set.as.hash, other->items[i], rb_bool(true));
        RbValue r = rb_array_new(I->ctx, a->len);
        if (c->mid == M_MINUS) {
            for (size_t i = 0; i < a->len; i++)
                if (!rb_hash_get(set.as.hash, a->items[i], NULL))
                    rb_array_push(I->ctx, r.as.arr, a->items[i]);
            return r;
        }
        RbValue seen = rb_hash_new(I->ctx);
        for (size_t i = 0; i < a->len; i++) {
            if (rb_hash_get(seen.as.hash, a->items[i], NULL))
                continue;
            if (c->mid == M_AMP && !rb_hash_get(set.as.hash, a->items[i], NULL))
                continue;
            rb_hash_set(I->ctx, seen.as.hash, a->items[i], rb_bool(true));
            rb_array_push(I->ctx, r.as.arr, a->items[i]);
        }
        if (c->mid == M_PIPE)
            for (size_t i = 0; i < other->len; i++)
                if (!rb_hash_get(seen.as.hash, other->items[i], NULL)) {
                    rb_hash_set(I->ctx, seen.as.hash, other->items[i], rb_bool(true));
                    rb_array_push(I->ctx, r.as.arr, other->items[i]);
                }
        return r;
    }
    case M_MUL: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind == RB_STR)
            return rb_send(I, self, M_JOIN, "join", &arg, 1, NULL);
        int64_t n;
        if (!int_arg(I, arg, &n))
            return rb_abrupt();
        if (n < 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "negative argument");
        RbValue r = rb_array_new(I->ctx, a->len * (size_t)n + 1);
        for (int64_t k = 0; k < n; k++) {
            ctx_step(I->ctx);
            for (size_t i = 0; i < a->len; i++)
                rb_array_push(I->ctx, r.as.arr, a->items[i]);
        }
        return r;
    }
    case M_EQ: case M_EQL_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(c->mid == M_EQ ? rb_equal(self, arg) : rb_eql(self, arg));
    case M_CMP: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        int r;
        if (arg.kind != RB_ARRAY || !rb_compare(I, self, arg, &r))
            return rb_nil();
        return rb_int(r);
    }
    case M_LENGTH: case M_SIZE:
        return rb_int((int64_t)a->len);
    case M_EMPTY_P:
        return rb_bool(a->len == 0);
    case M_INCLUDE_P: case M_MEMBER_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(contains(a, arg));
    case M_INDEX: case M_FIND_INDEX: case M_RINDEX: {
        bool reverse = c->mid == M_RINDEX;
        for (size_t k = 0; k < a->len; k++) {
            size_t i = reverse ? a->len - 1 - k : k;
            bool hit;
            if (c->argc > 0) {
                hit = rb_equal(a->items[i], arg);
            } else if (c->block) {
                RbValue r = rb_yield(I, c->block, &a->items[i], 1);
                RB_TRY(r);
                hit = rb_truthy(r);
            } else {
                return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
            }
            if (hit)
                return rb_int((int64_t)i);
        }
        return rb_nil();
    }
    case M_JOIN: {
        if (!rb_check_argc(I, c->argc, 0, 1))
            return rb_abrupt();
        const char *sep = "";
        size_t sep_len = 0;
        if (c->argc == 1 && arg.kind != RB_NIL) {
            if (arg.kind != RB_STR)
                return rb_no_implicit(I, arg, "String");
            sep = arg.as.str->bytes;
            sep_len = arg.as.str->len;
        }
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        bool first = true;
        if (!join_into(I, &sb, a, sep, sep_len, &first, 0))
            return rb_abrupt();
        return rb_str_from_buf(I->ctx, &sb);
    }
    case M_REVERSE: {
        RbValue r = rb_array_new(I->ctx, a->len);
        for (size_t i = a->len; i-- > 0;)
            rb_array_push(I->ctx, r.as.arr, a->items[i]);
        return r;
    }
    case M_REVERSE_BANG: {
        if (!mutable(I, self))
            return rb_abrupt();
        for (size_t i = 0, j = a->len; i + 1 < j; i++, j--) {
            RbValue t = a->items[i];
            a->items[i] = a->items[j - 1];
            a->items[j - 1] = t;
        }
        return self;
    }
    case M_ROTATE: {
        int64_t n = 1;
        if (c->argc > 0 && !int_arg(I, arg, &n))
            return rb_abrupt();
        RbValue r = rb_array_new(I->ctx, a->len);
        for (size_t i = 0; i < a->len; i++) {
            int64_t k = ((int64_t)i + n) % (int64_t)a->len;
            if (k < 0)
                k += (int64_t)a->len;
            rb_array_push(I->ctx, r.as.arr, a->items[k]);
        }
        return r;
    }
    case M_SORT_BANG: case M_SORT_BY_BANG: {
        if (!mutable(I, self))
            return rb_abrupt();
        RbValue sorted = rb_send(I, rb_array_of(I->ctx, a->items, a->len), c->mid == M_SORT_BANG ? M_SORT : M_SORT_BY,
                                 c->mid == M_SORT_BANG ? "sort" : "sort_by", c->argv, c->argc, c->block);
        RB_TRY(sorted);
        if (sorted.kind != RB_ARRAY)
            return sorted;
        bang_result(self, sorted, false);
        return self;
    }
    case M_UNIQ: case M_UNIQ_BANG: {
        if (c->mid == M_UNIQ_BANG && !mutable(I, self))
            return rb_abrupt();
        RbValue r = uniq(I, a, c->block);
        RB_TRY(r);
        return c->mid == M_UNIQ ? r : bang_result(self, r, true);
    }
    case M_COMPACT: case M_COMPACT_BANG: {
        if (c->mid == M_COMPACT_BANG && !mutable(I, self))
            return rb_abrupt();
        RbValue r = rb_array_new(I->ctx, a->len);
        for (size_t i = 0; i < a->len; i++)
            if (a->items[i].kind != RB_NIL)
                rb_array_push(I->ctx, r.as.arr, a->items[i]);
        return c->mid == M_COMPACT ? r : bang_result(self, r, true);
    }
    case M_FLATTEN: case M_FLATTEN_BANG: {
        if (c->mid == M_FLATTEN_BANG && !mutable(I, self))
            return rb_abrupt();
        int64_t depth = -1;
        if (c->argc > 0 && arg.kind != RB_NIL && !int_arg(I, arg, &depth))
            return rb_abrupt();
        RbValue r = rb_array_new(I->ctx, a->len);
        if (!flatten_into(I, r.as.arr, a, depth, 0))
            return rb_abrupt();
        if (c->mid == M_FLATTEN)
            return r;
        bool nested = false;
        for (size_t i = 0; i < a->len; i++)
            nested |= a->items[i].kind == RB_ARRAY;
        bang_result(self, r, false);
        return nested ? self : rb_nil();
    }
    case M_MAP_BANG: case M_COLLECT_BANG: {
        if (!c->block)
            return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
        if (!mutable(I, self))
            return rb_abrupt();
        for (size_t i = 0; i < a->len; i++) {
            RbValue r = rb_yield(I, c->block, &a->items[i], 1);
            RB_TRY(r);
            a->items[i] = r;
        }
        return self;
    }
    case M_SELECT_BANG: case M_FILTER_BANG: case M_KEEP_IF:
        return filter_in_place(I, c, true);
    case M_REJECT_BANG: case M_DELETE_IF:
        return filter_in_place(I, c, false);
    case M_DELETE: {
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue found_value = rb_nil();
        bool any = false;
        size_t out = 0;
        for (size_t i = 0; i < a->len; i++) {
            if (rb_equal(a->items[i], arg)) {
                found_value = a->items[i];
                any = true;
            } else {
                a->items[out++] = a->items[i];
            }
        }
        a->len = out;
        if (!any && c->block)
            return rb_yield(I, c->block, &arg, 1);
        return any ? found_value : rb_nil();
    }
    case M_DELETE_AT: {
        int64_t i;
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, 1) || !int_arg(I, arg, &i))
            return rb_abrupt();
        if (i < 0)
            i += (int64_t)a->len;
        if (i < 0 || i >= (int64_t)a->len)
            return rb_nil();
        RbValue v = a->items[i];
        remove_at(a, (size_t)i);
        return v;
    }
    case M_CLEAR:
        if (!mutable(I, self))
            return rb_abrupt();
        a->len = 0;
        return self;
    case M_REPLACE: {
        RbArray *other;
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, 1) || !array_arg(I, arg, &other))
            return rb_abrupt();
        RbValue copy = rb_array_of(I->ctx, other->items, other->len);
        bang_result(self, copy, false);
        return self;
    }
    case M_VALUES_AT: {
        RbValue r = rb_array_new(I->ctx, c->argc);
        for (size_t k = 0; k < c->argc; k++) {
            RbValue v = aref(I, a, &c->argv[k], 1);
            RB_TRY(v);
            if (c->argv[k].kind == RB_RANGE && v.kind == RB_ARRAY) {
                for (size_t i = 0; i < v.as.arr->len; i++)
                    rb_array_push(I->ctx, r.as.arr, v.as.arr->items[i]);
            } else {
                rb_array_push(I->ctx, r.as.arr, v);
            }
        }
        return r;
    }
    case M_ASSOC: case M_RASSOC:
        for (size_t i = 0; i < a->len; i++) {
            RbValue item = a->items[i];
            if (item.kind == RB_ARRAY && item.as.arr->len > (c->mid == M_ASSOC ? 0u : 1u) &&
                rb_equal(item.as.arr->items[c->mid == M_ASSOC ? 0 : 1], arg))
                return item;
        }
        return rb_nil();
    case M_TRANSPOSE: {
        if (a->len == 0)
            return rb_array_new(I->ctx, 0);
        size_t width = 0;
        for (size_t i = 0; i < a->len; i++) {
            RbArray *row;
            if (!array_arg(I, a->items[i], &row))
                return rb_abrupt();
            if (i == 0)
                width = row->len;
            else if (row->len != width)
                return rb_raise(I, C_INDEX_ERROR, "element size differs (%zu should be %zu)", row->len, width);
        }
        RbValue r = rb_array_new(I->ctx, width);
        for (size_t j = 0; j < width; j++) {
            RbValue column = rb_array_new(I->ctx, a->len);
            for (size_t i = 0; i < a->len; i++)
                rb_array_push(I->ctx, column.as.arr, a->items[i].as.arr->items[j]);
            rb_array_push(I->ctx, r.as.arr, column);
        }
        return r;
    }
    case M_PRODUCT:
        return product(I, c);
    case M_EACH: {
        if (!c->block)
            return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
        for (size_t i = 0; i < a->len; i++) {
            RbValue r = rb_yield(I, c->block, &a->items[i], 1);
            RB_TRY(r);
        }
        return self;
    }
    case M_EACH_INDEX: {
        if (!c->block)
            return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
        for (size_t i = 0; i < a->len; i++) {
            RbValue index = rb_int((int64_t)i);
            RbValue r = rb_yield(I, c->block, &index, 1);
            RB_TRY(r);
        }
        return self;
    }
    case M_TO_A: case M_TO_ARY: case M_ENTRIES:
        return self;
    case M_TO_H: {
        RbValue h = rb_hash_new(I->ctx);
        for (size_t i = 0; i < a->len; i++) {
            RbValue pair = a->items[i];
            if (c->block) {
                pair = rb_yield(I, c->block, &a->items[i], 1);
                RB_TRY(pair);
            }
            if (pair.kind != RB_ARRAY)
                return rb_raise(I, C_TYPE_ERROR, "wrong element type %s at %zu (expected array)",
                                rb_value_class_name(I->ctx, pair), i);
            if (pair.as.arr->len != 2)
                return rb_raise(I, C_ARGUMENT_ERROR, "wrong array length at %zu (expected 2, was %zu)", i, pair.as.arr->len);
            rb_hash_set(I->ctx, h.as.hash, pair.as.arr->items[0], pair.as.arr->items[1]);
        }
        return h;
    }
    case M_SAMPLE: case M_SHUFFLE: case M_COMBINATION: case M_CYCLE: case M_FILL:
        return rb_refuse(I, "Array#%s", c->name);
    default:
        *found = false;
        return rb_nil();
    }
}
