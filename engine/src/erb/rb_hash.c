/* rb_hash.c: the Hash methods of template Ruby that are Hash's own, as Ruby 3.1 has them.
 * Insertion order is kept; a default value or default block answers missing keys in [] only.
 * Hash's own filters (select, reject, delete_if, keep_if) yield the key and the value as two
 * values (a one-parameter block gets the key), while the Enumerable methods (rb_enum.c) yield
 * [key, value] pairs, as Ruby does.
 *
 * What this file does not do: Enumerable over pairs (rb_enum.c).
 */
#include "erb/rb.h"

#include <string.h>


static bool mutable(RbInterp *I, RbValue self) {
    if (!rb_check_frozen(I, self.as.hash->frozen, self))
        return false;
    rb_identity_changing(I->ctx, self);
    return true;
}

/* Gives h the contents of fresh, keeping what h is (its identity with a Puppet hash). */
static void take_contents(RbHash *h, const RbHash *fresh) {
    const Hash *origin = h->origin;
    bool changed = h->changed;
    *h = *fresh;
    h->origin = origin;
    h->changed = changed;
}

static bool hash_arg(RbInterp *I, RbValue v, RbHash **out) {
    if (v.kind == RB_HASH) {
        *out = v.as.hash;
        return true;
    }
    rb_no_implicit(I, v, "Hash");
    return false;
}

/* hash[key] with the default value or block. */
RbValue rb_hash_aref(RbInterp *I, RbValue self, RbValue key) {
    RbValue v;
    if (rb_hash_get(self.as.hash, key, &v))
        return v;
    if (self.as.hash->default_proc) {
        RbValue args[2] = { self, key };
        return rb_yield(I, self.as.hash->default_proc, args, 2);
    }
    return self.as.hash->default_value;
}

/* Calls the block with key and value as two values. */
static RbValue yield_pair(RbInterp *I, RbProc *block, const RbHashEntry *e) {
    RbValue args[2] = { e->key, e->value };
    return rb_yield(I, block, args, 2);
}

static RbValue filtered(RbInterp *I, RbCall *c, bool keep_when, bool in_place) {
    RbValue self = c->self;
    if (!c->block)
        return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
    if (in_place && !mutable(I, self))
        return rb_abrupt();
    RbHash *h = self.as.hash;
    RbValue out = rb_hash_new(I->ctx);
    bool changed = false;
    for (size_t i = 0; i < h->used; i++) {
        if (!h->entries[i].live)
            continue;
        RbHashEntry e = h->entries[i];
        RbValue r = yield_pair(I, c->block, &e);
        RB_TRY(r);
        if (rb_truthy(r) == keep_when)
            rb_hash_set(I->ctx, out.as.hash, e.key, e.value);
        else
            changed = true;
    }
    if (!in_place)
        return out;
    take_contents(h, out.as.hash);
    bool report = c->mid == M_SELECT_BANG || c->mid == M_FILTER_BANG || c->mid == M_REJECT_BANG;
    return report && !changed ? rb_nil() : self;
}

static RbValue merged(RbInterp *I, RbCall *c, RbHash *into) {
    for (size_t k = 0; k < c->argc; k++) {
        RbHash *other;
        if (!hash_arg(I, c->argv[k], &other))
            return rb_abrupt();
        for (size_t i = 0; i < other->used; i++) {
            if (!other->entries[i].live)
                continue;
            RbValue key = other->entries[i].key, value = other->entries[i].value, old;
            if (c->block && rb_hash_get(into, key, &old)) {
                RbValue args[3] = { key, old, value };
                value = rb_yield(I, c->block, args, 3);
                RB_TRY(value);
            }
            rb_hash_set(I->ctx, into, key, value);
        }
    }
    return rb_nil();
}

static RbValue copy(RbInterp *I, const RbHash *h) {
    RbValue out = rb_hash_new(I->ctx);
    for (size_t i = 0; i < h->used; i++)
        if (h->entries[i].live)
            rb_hash_set(I->ctx, out.as.hash, h->entries[i].key, h->entries[i].value);
    return out;
}

static RbValue key_not_found(RbInterp *I, RbValue key) {
    return rb_raise(I, C_KEY_ERROR, "key not found: %s", rb_inspect_cstr(I->ctx, key));
}

RbValue rb_hash_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbValue self = c->self;
    RbHash *h = self.as.hash;
    RbValue arg = c->argc > 0 ? c->argv[0] : rb_nil();
    switch (c->mid) {
    case M_AREF:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_hash_aref(I, self, arg);
    case M_ASET: case M_STORE:
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 2, 2))
            return rb_abrupt();
        rb_hash_set(I->ctx, h, arg, c->argv[1]);
        return c->argv[1];
    case M_FETCH: {
        if (!rb_check_argc(I, c->argc, 1, 2))
            return rb_abrupt();
        RbValue v;
        if (rb_hash_get(h, arg, &v))
            return v;
        if (c->block)
            return rb_yield(I, c->block, &arg, 1);
        if (c->argc == 2)
            return c->argv[1];
        return key_not_found(I, arg);
    }
    case M_FETCH_VALUES: {
        RbValue out = rb_array_new(I->ctx, c->argc);
        for (size_t i = 0; i < c->argc; i++) {
            RbValue v;
            if (!rb_hash_get(h, c->argv[i], &v)) {
                if (!c->block)
                    return key_not_found(I, c->argv[i]);
                v = rb_yield(I, c->block, &c->argv[i], 1);
                RB_TRY(v);
            }
            rb_array_push(I->ctx, out.as.arr, v);
        }
        return out;
    }
    case M_DIG: {
        if (!rb_check_argc(I, c->argc, 1, SIZE_MAX))
            return rb_abrupt();
        RbValue v = rb_hash_aref(I, self, arg);
        RB_TRY(v);
        if (c->argc == 1 || v.kind == RB_NIL)
            return v;
        return rb_send(I, v, M_DIG, "dig", c->argv + 1, c->argc - 1, NULL);
    }
    case M_KEY_P: case M_HAS_KEY_P: case M_INCLUDE_P: case M_MEMBER_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_hash_get(h, arg, NULL));
    case M_VALUE_P: case M_HAS_VALUE_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live && rb_equal(h->entries[i].value, arg))
                return rb_bool(true);
        return rb_bool(false);
    case M_KEY:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live && rb_equal(h->entries[i].value, arg))
                return h->entries[i].key;
        return rb_nil();
    case M_KEYS: case M_VALUES: {
        RbValue out = rb_array_new(I->ctx, h->count);
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live)
                rb_array_push(I->ctx, out.as.arr, c->mid == M_KEYS ? h->entries[i].key : h->entries[i].value);
        return out;
    }
    case M_VALUES_AT: {
        RbValue out = rb_array_new(I->ctx, c->argc);
        for (size_t i = 0; i < c->argc; i++) {
            RbValue v = rb_hash_aref(I, self, c->argv[i]);
            RB_TRY(v);
            rb_array_push(I->ctx, out.as.arr, v);
        }
        return out;
    }
    case M_LENGTH: case M_SIZE:
        return rb_int((int64_t)h->count);
    case M_COUNT:
        if (c->argc == 0 && !c->block)
            return rb_int((int64_t)h->count);
        break;
    case M_EMPTY_P:
        return rb_bool(h->count == 0);
    case M_EACH: case M_EACH_PAIR: case M_EACH_KEY: case M_EACH_VALUE: {
        if (!c->block)
            return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
        for (size_t i = 0; i < h->used; i++) {
            if (!h->entries[i].live)
                continue;
            RbValue item = c->mid == M_EACH_KEY ? h->entries[i].key
                         : c->mid == M_EACH_VALUE ? h->entries[i].value
                         : rb_pair(I->ctx, h->entries[i].key, h->entries[i].value);
            RbValue r = rb_yield(I, c->block, &item, 1);
            RB_TRY(r);
        }
        return self;
    }
    case M_DELETE: {
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue v;
        if (rb_hash_delete(h, arg, &v))
            return v;
        return c->block ? rb_yield(I, c->block, &arg, 1) : rb_nil();
    }
    case M_SELECT: case M_FILTER:
        return filtered(I, c, true, false);
    case M_REJECT:
        return filtered(I, c, false, false);
    case M_SELECT_BANG: case M_FILTER_BANG: case M_KEEP_IF:
        return filtered(I, c, true, true);
    case M_REJECT_BANG: case M_DELETE_IF:
        return filtered(I, c, false, true);
    case M_MERGE: {
        RbValue out = copy(I, h);
        out.as.hash->default_value = h->default_value;
        out.as.hash->default_proc = h->default_proc;
        RB_TRY(merged(I, c, out.as.hash));
        return out;
    }
    case M_MERGE_BANG: case M_UPDATE:
        if (!mutable(I, self))
            return rb_abrupt();
        RB_TRY(merged(I, c, h));
        return self;
    case M_TO_H: {
        if (!c->block)
            return self;
        RbValue out = rb_hash_new(I->ctx);
        for (size_t i = 0; i < h->used; i++) {
            if (!h->entries[i].live)
                continue;
            RbValue pair = yield_pair(I, c->block, &h->entries[i]);
            RB_TRY(pair);
            if (pair.kind != RB_ARRAY || pair.as.arr->len != 2)
                return rb_raise(I, C_TYPE_ERROR, "wrong element type %s (expected array)", rb_value_class_name(I->ctx, pair));
            rb_hash_set(I->ctx, out.as.hash, pair.as.arr->items[0], pair.as.arr->items[1]);
        }
        return out;
    }
    case M_TO_HASH:
        return self;
    case M_INVERT: {
        RbValue out = rb_hash_new(I->ctx);
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live)
                rb_hash_set(I->ctx, out.as.hash, h->entries[i].value, h->entries[i].key);
        return out;
    }
    case M_TRANSFORM_VALUES: case M_TRANSFORM_KEYS: {
        if (!c->block)
            return rb_enumerator(I, self, c->mid, c->name, c->argv, c->argc);
        RbValue out = rb_hash_new(I->ctx);
        for (size_t i = 0; i < h->used; i++) {
            if (!h->entries[i].live)
                continue;
            RbValue key = h->entries[i].key, value = h->entries[i].value;
            RbValue r = rb_yield(I, c->block, c->mid == M_TRANSFORM_VALUES ? &value : &key, 1);
            RB_TRY(r);
            rb_hash_set(I->ctx, out.as.hash, c->mid == M_TRANSFORM_KEYS ? r : key, c->mid == M_TRANSFORM_VALUES ? r : value);
        }
        return out;
    }
    case M_DEFAULT:
        return h->default_value;
    case M_DEFAULT_SET:
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        h->default_value = arg;
        h->default_proc = NULL;
        return arg;
    case M_COMPACT: {
        RbValue out = rb_hash_new(I->ctx);
        for (size_t i = 0; i < h->used; i++)
            if (h->entries[i].live && h->entries[i].value.kind != RB_NIL)
                rb_hash_set(I->ctx, out.as.hash, h->entries[i].key, h->entries[i].value);
        return out;
    }
    case M_CLEAR:
        if (!mutable(I, self))
            return rb_abrupt();
        h->used = h->count = 0;
        h->index = NULL;
        return self;
    case M_REPLACE: {
        RbHash *other;
        if (!mutable(I, self) || !rb_check_argc(I, c->argc, 1, 1) || !hash_arg(I, arg, &other))
            return rb_abrupt();
        RbValue fresh = copy(I, other);
        take_contents(h, fresh.as.hash);
        return self;
    }
    case M_EXCEPT: case M_SLICE: {
        RbValue out = rb_hash_new(I->ctx);
        if (c->mid == M_EXCEPT) {
            out = copy(I, h);
            for (size_t i = 0; i < c->argc; i++)
                rb_hash_delete(out.as.hash, c->argv[i], NULL);
        } else {
            for (size_t i = 0; i < c->argc; i++) {
                RbValue v;
                if (rb_hash_get(h, c->argv[i], &v))
                    rb_hash_set(I->ctx, out.as.hash, c->argv[i], v);
            }
        }
        return out;
    }
    case M_ANY_P:
        if (c->argc == 0 && c->block) {
            for (size_t i = 0; i < h->used; i++) {
                if (!h->entries[i].live)
                    continue;
                RbValue pair = rb_pair(I->ctx, h->entries[i].key, h->entries[i].value);
                RbValue r = rb_yield(I, c->block, &pair, 1);
                RB_TRY(r);
                if (rb_truthy(r))
                    return rb_bool(true);
            }
            return rb_bool(false);
        }
        if (c->argc == 0)
            return rb_bool(h->count > 0);
        break;
    case M_EQ: case M_EQL_P:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_equal(self, arg));
    case M_COMPARE_BY_IDENTITY:
        return rb_refuse(I, "Hash#compare_by_identity");
    default:
        break;
    }
    *found = false;
    return rb_nil();
}
