/* rb_enum.c: Enumerable for template Ruby (arrays, hashes as [key, value] pairs, ranges,
 * Enumerators), Range's own methods, and the stable merge sort behind sort, sort_by, min and
 * max (Ruby sorts with glibc's qsort_r, a merge sort: equal keys keep their order).
 *
 * sum adds Floats with Kahan-Babuska compensation as Ruby's Enumerable#sum does, so that
 * [0.1, 0.2, 0.3].sum is 0.6. What this file does not do: Array's and Hash's own methods.
 */
#include "erb/rb.h"

#include <math.h>
#include <string.h>


/* --- items ----------------------------------------------------------------------------------- */

static RbValue range_items(RbInterp *I, const RbRange *r) {
    if (r->first.kind == RB_INT && (r->last.kind == RB_INT || r->last.kind == RB_FLOAT)) {
        int64_t last = r->last.kind == RB_INT ? r->last.as.i : (int64_t)floor(r->last.as.f);
        if (r->exclusive && !(r->last.kind == RB_FLOAT && floor(r->last.as.f) != r->last.as.f))
            last--;
        RbValue out = rb_array_new(I->ctx, last >= r->first.as.i ? (size_t)(last - r->first.as.i + 1) % 1024 + 1 : 1);
        for (int64_t i = r->first.as.i; i <= last; i++) {
            ctx_step(I->ctx);
            rb_array_push(I->ctx, out.as.arr, rb_int(i));
            if (i == INT64_MAX)
                break;
        }
        return out;
    }
    if (r->first.kind == RB_INT && r->last.kind == RB_NIL)
        return rb_refuse(I, "iterating an endless range");
    if (r->first.kind == RB_STR && r->last.kind == RB_STR) {
        RbValue out = rb_array_new(I->ctx, 8);
        RbValue cur = r->first;
        const RbStr *end = r->last.as.str;
        if (cur.as.str->len > end->len)
            return out;
        for (;;) {
            bool at_end = rb_eql(cur, r->last);
            if (at_end && r->exclusive)
                break;
            rb_array_push(I->ctx, out.as.arr, cur);
            if (at_end || cur.as.str->len > end->len)
                break;
            cur = rb_call0(I, cur, "succ");
            RB_TRY(cur);
            if (cur.as.str->len > end->len)
                break;
        }
        return out;
    }
    return rb_raise(I, C_TYPE_ERROR, "can't iterate from %s", rb_value_class_name(I->ctx, r->first));
}

RbValue rb_enum_items(RbInterp *I, RbValue v) {
    switch (v.kind) {
    case RB_ARRAY:
        return v;
    case RB_HASH: {
        const RbHash *h = v.as.hash;
        RbValue out = rb_array_new(I->ctx, h->count);
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live)
                rb_array_push(I->ctx, out.as.arr, rb_pair(I->ctx, h->entries[i].key, h->entries[i].value));
        return out;
    }
    case RB_RANGE:
        return range_items(I, v.as.range);
    case RB_OBJECT:
        if (v.as.obj->kind == OBJ_ENUMERATOR) {
            RbValue items = rb_call0(I, v, "to_a");
            RB_TRY(items);
            if (items.kind == RB_ARRAY)
                return items;
        }
        break;
    default:
        break;
    }
    return rb_no_method(I, v, "each");
}

bool rb_range_bounds(RbInterp *I, RbValue range, size_t count, int64_t *start, int64_t *length) {
    const RbRange *r = range.as.range;
    if ((r->first.kind != RB_INT && r->first.kind != RB_NIL) || (r->last.kind != RB_INT && r->last.kind != RB_NIL)) {
        rb_no_implicit(I, r->first.kind != RB_INT ? r->first : r->last, "Integer");
        return false;
    }
    int64_t n = (int64_t)count;
    int64_t beg = r->first.kind == RB_INT ? r->first.as.i : 0;
    int64_t end = r->last.kind == RB_INT ? r->last.as.i : n;
    bool exclusive = r->last.kind == RB_INT ? r->exclusive : true;
    if (beg < 0) {
        beg += n;
        if (beg < 0)
            return false;
    }
    if (end < 0)
        end += n;
    if (!exclusive)
        end++;
    int64_t len = end - beg;
    if (len < 0)
        len = 0;
    if (beg > n)
        return false;
    if (beg + len > n)
        len = n - beg;
    *start = beg;
    *length = len;
    return true;
}

/* --- sorting --------------------------------------------------------------------------------- */

/* A comparison for the sort: the block's answer (an Integer, or a Float, by its sign) or <=>. */
static bool compare_for_sort(RbInterp *I, RbProc *block, RbValue a, RbValue b, int *out) {
    if (!block)
        return rb_compare_or_raise(I, a, b, out);
    RbValue args[2] = { a, b };
    RbValue r = rb_yield(I, block, args, 2);
    if (rb_is_abrupt(r))
        return false;
    if (r.kind == RB_INT) {
        *out = r.as.i < 0 ? -1 : r.as.i > 0;
        return true;
    }
    if (r.kind == RB_FLOAT) {
        *out = r.as.f < 0 ? -1 : r.as.f > 0;
        return true;
    }
    rb_raise(I, C_ARGUMENT_ERROR, "comparison of %s with %s failed", rb_value_class_name(I->ctx, a),
             rb_value_class_name(I->ctx, b));
    return false;
}

/* Sorts items by keys (keys NULL: by the items) in place, stably. Returns false after an error. */
static bool merge_sort(RbInterp *I, RbValue *items, RbValue *keys, size_t n, RbProc *block) {
    if (n < 2)
        return true;
    RbValue *tmp_items = ctx_alloc(I->ctx, n * sizeof *tmp_items);
    RbValue *tmp_keys = keys ? ctx_alloc(I->ctx, n * sizeof *tmp_keys) : NULL;
    for (size_t width = 1; width < n; width *= 2) {
        for (size_t lo = 0; lo < n; lo += 2 * width) {
            size_t mid = lo + width < n ? lo + width : n;
            size_t hi = lo + 2 * width < n ? lo + 2 * width : n;
            size_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                int c;
                ctx_step(I->ctx);
                if (!compare_for_sort(I, block, keys ? keys[i] : items[i], keys ? keys[j] : items[j], &c))
                    return false;
                size_t from = c <= 0 ? i++ : j++;
                tmp_items[k] = items[from];
                if (keys)
                    tmp_keys[k] = keys[from];
                k++;
            }
            for (; i < mid; i++, k++) {
                tmp_items[k] = items[i];
                if (keys)
                    tmp_keys[k] = keys[i];
            }
            for (; j < hi; j++, k++) {
                tmp_items[k] = items[j];
                if (keys)
                    tmp_keys[k] = keys[j];
            }
        }
        memcpy(items, tmp_items, n * sizeof *items);
        if (keys)
            memcpy(keys, tmp_keys, n * sizeof *keys);
    }
    return true;
}

RbValue rb_sort_values(RbInterp *I, RbValue *items, size_t count, RbProc *block) {
    RbValue out = rb_array_of(I->ctx, items, count);
    if (!merge_sort(I, out.as.arr->items, NULL, count, block))
        return rb_abrupt();
    return out;
}

static RbValue sort_by(RbInterp *I, const RbArray *items, RbProc *block) {
    RbValue out = rb_array_of(I->ctx, items->items, items->len);
    RbValue *keys = ctx_alloc(I->ctx, (items->len + 1) * sizeof *keys);
    for (size_t i = 0; i < items->len; i++) {
        keys[i] = rb_yield(I, block, &items->items[i], 1);
        RB_TRY(keys[i]);
    }
    if (!merge_sort(I, out.as.arr->items, keys, items->len, NULL))
        return rb_abrupt();
    return out;
}

/* --- sum and inject -------------------------------------------------------------------------- */

/* One Kahan-Babuska step (enum.c sum_iter). */
static void kahan_add(double *f, double *c, double x) {
    if (isnan(*f))
        return;
    if (isnan(x)) {
        *f = x;
        return;
    }
    if (isinf(x)) {
        *f = (isinf(*f) && signbit(x) != signbit(*f)) ? NAN : x;
        return;
    }
    if (isinf(*f))
        return;
    double t = *f + x;
    if (fabs(*f) >= fabs(x))
        *c += ((*f - t) + x);
    else
        *c += ((x - t) + *f);
    *f = t;
}

static RbValue sum(RbInterp *I, const RbArray *items, RbValue init, RbProc *block) {
    RbValue acc = init;
    bool in_float = acc.kind == RB_FLOAT;
    double f = in_float ? acc.as.f : 0, c = 0;
    for (size_t i = 0; i < items->len; i++) {
        RbValue v = items->items[i];
        if (block) {
            v = rb_yield(I, block, &v, 1);
            RB_TRY(v);
        }
        if (in_float) {
            if (v.kind == RB_INT || v.kind == RB_FLOAT) {
                kahan_add(&f, &c, v.kind == RB_INT ? (double)v.as.i : v.as.f);
                continue;
            }
            acc = rb_float(f);   /* Ruby drops the compensation here */
            in_float = false;
        } else if (acc.kind == RB_INT && v.kind == RB_FLOAT) {
            f = (double)acc.as.i;
            c = 0;
            in_float = true;
            kahan_add(&f, &c, v.as.f);
            continue;
        }
        acc = rb_send(I, acc, M_PLUS, "+", &v, 1, NULL);
        RB_TRY(acc);
    }
    return in_float ? rb_float(f + c) : acc;
}

static RbValue inject(RbInterp *I, RbCall *c, const RbArray *items) {
    if (!rb_check_argc(I, c->argc, 0, 2))
        return rb_abrupt();
    const char *op = NULL;
    size_t start = 0;
    RbValue acc = rb_nil();
    if (c->argc == 2 || (c->argc == 1 && !c->block)) {
        RbValue sym = c->argv[c->argc - 1];
        if (sym.kind != RB_SYM && sym.kind != RB_STR)
            return rb_raise(I, C_TYPE_ERROR, "%s is not a symbol nor a string", rb_inspect_cstr(I->ctx, sym));
        op = sym.kind == RB_SYM ? sym.as.sym->bytes : sym.as.str->bytes;
    }
    if (c->argc == 2 || (c->argc == 1 && c->block)) {
        acc = c->argv[0];
    } else {
        if (items->len == 0)
            return rb_nil();
        acc = items->items[0];
        start = 1;
    }
    for (size_t i = start; i < items->len; i++) {
        if (op) {
            acc = rb_send(I, acc, rb_method_id(op, strlen(op)), op, &items->items[i], 1, NULL);
        } else {
            RbValue args[2] = { acc, items->items[i] };
            acc = rb_yield(I, c->block, args, 2);
        }
        RB_TRY(acc);
    }
    return acc;
}

/* --- Enumerable ------------------------------------------------------------------------------ */

/* The block's value for item (or item itself without a block). */
static RbValue yielded(RbInterp *I, RbProc *block, RbValue item) {
    return block ? rb_yield(I, block, &item, 1) : item;
}

/* all?/any?/none?/one? with a pattern, a block or truthiness */
static RbValue quantifier(RbInterp *I, RbCall *c, const RbArray *items) {
    size_t hits = 0;
    for (size_t i = 0; i < items->len; i++) {
        RbValue r;
        if (c->argc > 0)
            r = rb_send(I, c->argv[0], M_EQQ, "===", &items->items[i], 1, NULL);
        else
            r = yielded(I, c->block, items->items[i]);
        RB_TRY(r);
        bool t = rb_truthy(r);
        hits += t;
        if (c->mid == M_ANY_P && t)
            return rb_bool(true);
        if (c->mid == M_ALL_P && !t)
            return rb_bool(false);
        if (c->mid == M_NONE_P && t)
            return rb_bool(false);
        if (c->mid == M_ONE_P && hits > 1)
            return rb_bool(false);
    }
    return rb_bool(c->mid == M_ANY_P ? false : c->mid == M_ONE_P ? hits == 1 : true);
}

static RbValue min_max(RbInterp *I, RbCall *c, const RbArray *items) {
    bool want_max = c->mid == M_MAX || c->mid == M_MAX_BY;
    bool by = c->mid == M_MIN_BY || c->mid == M_MAX_BY;
    if (by && !c->block)
        return rb_enumerator(I, c->self, c->mid, c->name, c->argv, c->argc);
    if (c->argc > 0) {
        if (c->argv[0].kind != RB_INT)
            return rb_no_implicit(I, c->argv[0], "Integer");
        RbValue sorted = by ? sort_by(I, items, c->block) : rb_sort_values(I, items->items, items->len, c->block);
        RB_TRY(sorted);
        RbArray *s = sorted.as.arr;
        size_t n = (size_t)c->argv[0].as.i < s->len ? (size_t)c->argv[0].as.i : s->len;
        RbValue out = rb_array_new(I->ctx, n);
        for (size_t i = 0; i < n; i++)
            rb_array_push(I->ctx, out.as.arr, s->items[want_max ? s->len - 1 - i : i]);
        return out;
    }
    if (items->len == 0)
        return rb_nil();
    RbValue best = items->items[0];
    RbValue best_key = best;
    if (by) {
        best_key = rb_yield(I, c->block, &best, 1);
        RB_TRY(best_key);
    }
    for (size_t i = 1; i < items->len; i++) {
        RbValue v = items->items[i], key = v;
        int cmp;
        if (by) {
            key = rb_yield(I, c->block, &v, 1);
            RB_TRY(key);
            if (!rb_compare_or_raise(I, key, best_key, &cmp))
                return rb_abrupt();
        } else if (!compare_for_sort(I, c->block, v, best, &cmp)) {
            return rb_abrupt();
        }
        if (want_max ? cmp > 0 : cmp < 0) {
            best = v;
            best_key = key;
        }
    }
    return best;
}

RbValue rb_enum_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbValue self = c->self;
    int mid = c->mid;
    switch (mid) {
    case M_MAP: case M_COLLECT: case M_FLAT_MAP: case M_COLLECT_CONCAT: case M_SELECT: case M_FILTER:
    case M_FIND_ALL: case M_REJECT: case M_FILTER_MAP: case M_FIND: case M_DETECT: case M_EACH_WITH_INDEX:
    case M_EACH_WITH_OBJECT: case M_GROUP_BY: case M_PARTITION: case M_SORT_BY: case M_EACH_SLICE:
    case M_EACH_CONS: case M_TAKE_WHILE: case M_DROP_WHILE: case M_REVERSE_EACH: case M_EACH_ENTRY:
    case M_CHUNK_WHILE: case M_SLICE_WHEN: case M_EACH: case M_FIND_INDEX:
        if (!c->block)
            return rb_enumerator(I, self, mid, c->name, c->argv, c->argc);
        break;
    default:
        break;
    }
    RbValue all = rb_enum_items(I, self);
    RB_TRY(all);
    const RbArray *items = all.as.arr;
    RbValue arg = c->argc > 0 ? c->argv[0] : rb_nil();
    switch (mid) {
    case M_EACH: case M_EACH_ENTRY:
        for (size_t i = 0; i < items->len; i++)
            RB_TRY(rb_yield(I, c->block, &items->items[i], 1));
        return self;
    case M_REVERSE_EACH:
        for (size_t i = items->len; i-- > 0;)
            RB_TRY(rb_yield(I, c->block, &items->items[i], 1));
        return self;
    case M_MAP: case M_COLLECT: case M_FLAT_MAP: case M_COLLECT_CONCAT: case M_FILTER_MAP: {
        RbValue out = rb_array_new(I->ctx, items->len);
        for (size_t i = 0; i < items->len; i++) {
            RbValue r = rb_yield(I, c->block, &items->items[i], 1);
            RB_TRY(r);
            if ((mid == M_FLAT_MAP || mid == M_COLLECT_CONCAT) && r.kind == RB_ARRAY) {
                for (size_t k = 0; k < r.as.arr->len; k++)
                    rb_array_push(I->ctx, out.as.arr, r.as.arr->items[k]);
            } else if (mid != M_FILTER_MAP || rb_truthy(r)) {
                rb_array_push(I->ctx, out.as.arr, r);
            }
        }
        return out;
    }
    case M_SELECT: case M_FILTER: case M_FIND_ALL: case M_REJECT: {
        RbValue out = rb_array_new(I->ctx, items->len);
        for (size_t i = 0; i < items->len; i++) {
            RbValue r = rb_yield(I, c->block, &items->items[i], 1);
            RB_TRY(r);
            if (rb_truthy(r) == (mid != M_REJECT))
                rb_array_push(I->ctx, out.as.arr, items->items[i]);
        }
        return out;
    }
    case M_FIND: case M_DETECT:
        for (size_t i = 0; i < items->len; i++) {
            RbValue r = rb_yield(I, c->block, &items->items[i], 1);
            RB_TRY(r);
            if (rb_truthy(r))
                return items->items[i];
        }
        return rb_nil();
    case M_FIND_INDEX:
        for (size_t i = 0; i < items->len; i++) {
            RbValue r = rb_yield(I, c->block, &items->items[i], 1);
            RB_TRY(r);
            if (rb_truthy(r))
                return rb_int((int64_t)i);
        }
        return rb_nil();
    case M_EACH_WITH_INDEX:
        for (size_t i = 0; i < items->len; i++) {
            RbValue args[2] = { items->items[i], rb_int((int64_t)i) };
            RB_TRY(rb_yield(I, c->block, args, 2));
        }
        return self;
    case M_EACH_WITH_OBJECT:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        for (size_t i = 0; i < items->len; i++) {
            RbValue args[2] = { items->items[i], arg };
            RB_TRY(rb_yield(I, c->block, args, 2));
        }
        return arg;
    case M_COUNT: {
        if (c->argc == 0 && !c->block)
            return rb_int((int64_t)items->len);
        int64_t n = 0;
        for (size_t i = 0; i < items->len; i++) {
            RbValue r = c->argc ? rb_bool(rb_equal(items->items[i], arg)) : rb_yield(I, c->block, &items->items[i], 1);
            RB_TRY(r);
            n += rb_truthy(r);
        }
        return rb_int(n);
    }
    case M_INCLUDE_P: case M_MEMBER_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        for (size_t i = 0; i < items->len; i++)
            if (rb_equal(items->items[i], arg))
                return rb_bool(true);
        return rb_bool(false);
    case M_MIN: case M_MAX: case M_MIN_BY: case M_MAX_BY:
        return min_max(I, c, items);
    case M_MINMAX: {
        RbCall lo = *c, hi = *c;
        lo.mid = M_MIN;
        hi.mid = M_MAX;
        RbValue a = min_max(I, &lo, items);
        RB_TRY(a);
        RbValue b = min_max(I, &hi, items);
        RB_TRY(b);
        return rb_pair(I->ctx, a, b);
    }
    case M_SUM:
        if (!rb_check_argc(I, c->argc, 0, 1))
            return rb_abrupt();
        return sum(I, items, c->argc ? arg : rb_int(0), c->block);
    case M_INJECT: case M_REDUCE:
        return inject(I, c, items);
    case M_GROUP_BY: case M_PARTITION: {
        RbValue groups = rb_hash_new(I->ctx);
        RbValue yes = rb_array_new(I->ctx, 4), no = rb_array_new(I->ctx, 4);
        for (size_t i = 0; i < items->len; i++) {
            RbValue key = rb_yield(I, c->block, &items->items[i], 1);
            RB_TRY(key);
            if (mid == M_PARTITION) {
                rb_array_push(I->ctx, (rb_truthy(key) ? yes : no).as.arr, items->items[i]);
                continue;
            }
            RbValue list;
            if (!rb_hash_get(groups.as.hash, key, &list)) {
                list = rb_array_new(I->ctx, 4);
                rb_hash_set(I->ctx, groups.as.hash, key, list);
            }
            rb_array_push(I->ctx, list.as.arr, items->items[i]);
        }
        return mid == M_PARTITION ? rb_pair(I->ctx, yes, no) : groups;
    }
    case M_SORT:
        return rb_sort_values(I, items->items, items->len, c->block);
    case M_SORT_BY:
        return sort_by(I, items, c->block);
    case M_ZIP: {
        RbValue out = rb_array_new(I->ctx, items->len);
        for (size_t i = 0; i < items->len; i++) {
            RbValue row = rb_array_new(I->ctx, c->argc + 1);
            rb_array_push(I->ctx, row.as.arr, items->items[i]);
            for (size_t k = 0; k < c->argc; k++) {
                RbValue other = rb_enum_items(I, c->argv[k]);
                RB_TRY(other);
                rb_array_push(I->ctx, row.as.arr, i < other.as.arr->len ? other.as.arr->items[i] : rb_nil());
            }
            if (c->block)
                RB_TRY(rb_yield(I, c->block, &row, 1));
            else
                rb_array_push(I->ctx, out.as.arr, row);
        }
        return c->block ? rb_nil() : out;
    }
    case M_TAKE: case M_DROP: case M_FIRST: {
        if (mid == M_FIRST && c->argc == 0)
            return items->len ? items->items[0] : rb_nil();
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind != RB_INT)
            return rb_no_implicit(I, arg, "Integer");
        if (arg.as.i < 0)
            return rb_raise(I, C_ARGUMENT_ERROR, mid == M_DROP ? "attempt to drop negative size" : "attempt to take negative size");
        size_t n = (size_t)arg.as.i < items->len ? (size_t)arg.as.i : items->len;
        if (mid == M_DROP)
            return rb_array_of(I->ctx, items->items + n, items->len - n);
        return rb_array_of(I->ctx, items->items, n);
    }
    case M_TAKE_WHILE: case M_DROP_WHILE: {
        size_t n = 0;
        for (; n < items->len; n++) {
            RbValue r = rb_yield(I, c->block, &items->items[n], 1);
            RB_TRY(r);
            if (!rb_truthy(r))
                break;
        }
        if (mid == M_TAKE_WHILE)
            return rb_array_of(I->ctx, items->items, n);
        return rb_array_of(I->ctx, items->items + n, items->len - n);
    }
    case M_ANY_P: case M_ALL_P: case M_NONE_P: case M_ONE_P:
        return quantifier(I, c, items);
    case M_TALLY: {
        RbValue counts = rb_hash_new(I->ctx);
        for (size_t i = 0; i < items->len; i++) {
            RbValue n;
            if (!rb_hash_get(counts.as.hash, items->items[i], &n))
                n = rb_int(0);
            rb_hash_set(I->ctx, counts.as.hash, items->items[i], rb_int(n.as.i + 1));
        }
        return counts;
    }
    case M_TO_A: case M_ENTRIES:
        return rb_array_of(I->ctx, items->items, items->len);
    case M_TO_H: case M_UNIQ: case M_JOIN: case M_REVERSE: case M_COMPACT: case M_FLATTEN: case M_LENGTH:
    case M_SIZE: case M_EMPTY_P: case M_LAST: case M_VALUES_AT: case M_AREF: case M_INDEX: case M_ROTATE: {
        if (self.kind == RB_ARRAY)
            break;
        /* as on the array of the items */
        RbCall on_array = *c;
        on_array.self = rb_array_of(I->ctx, items->items, items->len);
        bool known = true;
        RbValue r = rb_array_call(&on_array, &known);
        if (known)
            return r;
        break;
    }
    case M_EACH_SLICE: case M_EACH_CONS: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind != RB_INT || arg.as.i <= 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "invalid size");
        size_t n = (size_t)arg.as.i;
        size_t step = mid == M_EACH_SLICE ? n : 1;
        for (size_t i = 0; i < items->len; i += step) {
            if (mid == M_EACH_CONS && i + n > items->len)
                break;
            size_t take = i + n <= items->len ? n : items->len - i;
            RbValue piece = rb_array_of(I->ctx, items->items + i, take);
            RB_TRY(rb_yield(I, c->block, &piece, 1));
        }
        return mid == M_EACH_SLICE ? rb_nil() : self;
    }
    case M_GREP: case M_GREP_V: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue out = rb_array_new(I->ctx, items->len);
        for (size_t i = 0; i < items->len; i++) {
            RbValue r = rb_send(I, arg, M_EQQ, "===", &items->items[i], 1, NULL);
            RB_TRY(r);
            if (rb_truthy(r) != (mid == M_GREP))
                continue;
            RbValue v = items->items[i];
            if (c->block) {
                v = rb_yield(I, c->block, &v, 1);
                RB_TRY(v);
            }
            rb_array_push(I->ctx, out.as.arr, v);
        }
        return out;
    }
    case M_CHUNK_WHILE: case M_SLICE_WHEN: {
        RbValue out = rb_array_new(I->ctx, 4);
        if (items->len == 0)
            return out;
        RbValue current = rb_array_of(I->ctx, items->items, 1);
        for (size_t i = 1; i < items->len; i++) {
            RbValue args[2] = { items->items[i - 1], items->items[i] };
            RbValue r = rb_yield(I, c->block, args, 2);
            RB_TRY(r);
            if (rb_truthy(r) == (mid == M_SLICE_WHEN)) {
                rb_array_push(I->ctx, out.as.arr, current);
                current = rb_array_new(I->ctx, 4);
            }
            rb_array_push(I->ctx, current.as.arr, items->items[i]);
        }
        rb_array_push(I->ctx, out.as.arr, current);
        return out;
    }
    case M_LAZY: case M_CYCLE:
        return rb_refuse(I, "Enumerable#%s", c->name);
    default:
        break;
    }
    *found = false;
    return rb_nil();
}

/* --- Range ----------------------------------------------------------------------------------- */

static bool covers(RbInterp *I, const RbRange *r, RbValue v, bool *out) {
    int lo = -1, hi = 1;
    if (r->first.kind != RB_NIL && !rb_compare(I, r->first, v, &lo)) {
        *out = false;
        return true;
    }
    if (r->last.kind != RB_NIL && !rb_compare(I, v, r->last, &hi)) {
        *out = false;
        return true;
    }
    if (r->first.kind == RB_NIL)
        lo = -1;
    if (r->last.kind == RB_NIL)
        hi = -1;
    *out = lo <= 0 && (r->exclusive ? hi < 0 : hi <= 0);
    return true;
}

RbValue rb_range_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    const RbRange *r = c->self.as.range;
    switch (c->mid) {
    case M_BEGIN: return r->first;
    case M_END: return r->last;
    case M_FIRST:
        if (c->argc == 0) {
            if (r->first.kind == RB_NIL)
                return rb_raise(I, C_RANGE_ERROR, "cannot get the first element of beginless range");
            return r->first;
        }
        break;
    case M_LAST: case M_MIN: case M_MAX:
        if (c->argc == 0 && !c->block && r->first.kind == RB_INT && r->last.kind == RB_INT) {
            int64_t last = r->exclusive ? r->last.as.i - 1 : r->last.as.i;
            if (c->mid == M_LAST)
                return r->last;
            if (last < r->first.as.i)
                return rb_nil();
            return rb_int(c->mid == M_MIN ? r->first.as.i : last);
        }
        break;
    case M_SIZE: case M_COUNT: case M_LENGTH:
        if (c->argc == 0 && !c->block && r->first.kind == RB_INT && r->last.kind == RB_INT) {
            int64_t n = r->last.as.i - r->first.as.i + (r->exclusive ? 0 : 1);
            return rb_int(n < 0 ? 0 : n);
        }
        if (c->mid == M_SIZE && r->first.kind != RB_INT && r->first.kind != RB_FLOAT)
            return rb_nil();
        break;
    case M_INCLUDE_P: case M_MEMBER_P: case M_COVER_P: case M_EQQ: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        bool in;
        covers(I, r, c->argv[0], &in);
        return rb_bool(in);
    }
    case M_EXCLUDE_END_P:
        return rb_bool(r->exclusive);
    case M_STEP: {
        if (!rb_check_argc(I, c->argc, 1, 1) || c->argv[0].kind != RB_INT || r->first.kind != RB_INT ||
            r->last.kind != RB_INT)
            return rb_refuse(I, "Range#step other than over integers");
        int64_t step = c->argv[0].as.i;
        if (step <= 0)
            return rb_raise(I, C_ARGUMENT_ERROR, step == 0 ? "step can't be 0" : "step can't be negative");
        RbValue out = rb_array_new(I->ctx, 8);
        for (int64_t i = r->first.as.i; r->exclusive ? i < r->last.as.i : i <= r->last.as.i; i += step) {
            ctx_step(I->ctx);
            if (c->block)
                RB_TRY(rb_yield(I, c->block, &(RbValue){ .kind = RB_INT, .as.i = i }, 1));
            else
                rb_array_push(I->ctx, out.as.arr, rb_int(i));
        }
        return c->block ? c->self : out;
    }
    case M_TO_A: case M_TO_ARY: case M_ENTRIES:
        return rb_enum_items(I, c->self);
    case M_EQ: case M_EQL_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_equal(c->self, c->argv[0]));
    default:
        break;
    }
    *found = false;
    return rb_nil();
}
