/* rb_identity.c: Puppet's arrays and hashes as the same Ruby objects the reference's templates
 * get, and what a template changes in them made visible to Puppet.
 *
 * In the reference a Puppet array is a Ruby Array: a template's `aliases = @scriptaliases;
 * aliases << {...}` appends to the variable's own value, which the define's resource holds as
 * its parameter (apache's vhost/_scriptalias.erb does this). Here Puppet values are immutable
 * and a template runs on Ruby values of its own (rb.h), so:
 *   - each Puppet array or hash becomes one Ruby object per run (`objects`: the same one for
 *     every variable, element or template that hands it over, as identity in Ruby goes);
 *   - the facts and $trusted are handed over frozen, as the reference deep-freezes them;
 *   - an array or hash about to change in place is listed (rb_identity_changing), and when the
 *     render ends its new contents are written into the Puppet value itself, so that every
 *     holder of that value sees them: later reads of the variable, containers holding it, the
 *     resource whose parameter it is (catalog_class.c binds a parameter and its variable to one
 *     value). Holders the reference gives a copy of their own keep the old contents: resource
 *     parameters as declared (the reference converts them when the resource is declared),
 *     resource defaults and overrides get a copy before the write.
 * Values the engine shares where Ruby would have two objects are rare (a function returning its
 * argument itself); docs/erb.md says what is and is not covered.
 *
 * What this file does not do: strings (the reference's are frozen when they come from a
 * literal; the engine cannot tell the others apart and hands all over frozen), or map values in
 * the other direction than rb_puppet.c does.
 */
#include "erb/rb.h"

#include <string.h>

#include "catalog/catalog.h"
#include "eval/eval.h"
#include "eval/scope.h"
#include "support/limits.h"

/* --- objects --------------------------------------------------------------------------------- */

static NameEntry *object_entry(RbIdentity *id, const void *const *key) {
    return name_table_find(&id->objects, (const char *)key, sizeof *key);
}

/* The containers under v, added to the frozen set. */
static void add_frozen(Ctx *ctx, RbIdentity *id, Value v, int depth) {
    if (depth > MAX_DATA_DEPTH || (v.kind != VAL_ARRAY && v.kind != VAL_HASH))
        return;
    const void **key = ctx_alloc(ctx, sizeof *key);
    *key = v.kind == VAL_ARRAY ? (const void *)v.as.array : (const void *)v.as.hash;
    name_table_put(ctx, &id->frozen, (const char *)key, sizeof *key);
    if (v.kind == VAL_ARRAY)
        for (size_t i = 0; i < v.as.array->count; i++)
            add_frozen(ctx, id, v.as.array->items[i], depth + 1);
    else
        for (size_t i = 0; i < v.as.hash->count; i++)
            add_frozen(ctx, id, hash_entry_at(v.as.hash, i)->value, depth + 1);
}

/* Whether the reference hands the container at key over frozen: the facts (also as the
 * top-scope variables of each fact, which are their members) and $trusted. */
static bool frozen_container(Ctx *ctx, RbIdentity *id, const void *const *key) {
    if (!id->frozen_known) {
        id->frozen_known = true;
        static const char *const FROZEN[] = { "facts", "trusted", "server_facts" };
        for (size_t i = 0; i < sizeof FROZEN / sizeof *FROZEN; i++) {
            Value v;
            if (ctx->interp && scope_lookup(ctx->interp->top, FROZEN[i], &v))
                add_frozen(ctx, id, v, 0);
        }
    }
    return name_table_find(&id->frozen, (const char *)key, sizeof *key) != NULL;
}

static void remember(Ctx *ctx, RbIdentity *id, RbValue r, const void *const *key) {
    RbValue *kept = ctx_alloc(ctx, sizeof *kept);
    *kept = r;
    name_table_put(ctx, &id->objects, (const char *)key, sizeof *key)->ptr = kept;
}

RbValue rb_identity_object(Ctx *ctx, Value v) {
    RbIdentity *id = rb_identity(ctx);
    if (v.kind == VAL_ARRAY) {
        const Array *a = v.as.array;
        NameEntry *e = object_entry(id, (const void *const *)&a);
        if (e)
            return *(const RbValue *)e->ptr;
        RbValue r = rb_array_new(ctx, a->count);
        r.as.arr->origin = a;
        r.as.arr->frozen = frozen_container(ctx, id, (const void *const *)&r.as.arr->origin);
        remember(ctx, id, r, (const void *const *)&r.as.arr->origin);
        for (size_t i = 0; i < a->count; i++)
            rb_array_push(ctx, r.as.arr, rb_from_puppet(ctx, a->items[i]));
        return r;
    }
    const Hash *h = v.as.hash;
    NameEntry *e = object_entry(id, (const void *const *)&h);
    if (e)
        return *(const RbValue *)e->ptr;
    RbValue r = rb_hash_new(ctx);
    r.as.hash->origin = h;
    bool frozen = frozen_container(ctx, id, (const void *const *)&r.as.hash->origin);
    remember(ctx, id, r, (const void *const *)&r.as.hash->origin);
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *he = hash_entry_at(h, i);
        rb_hash_set(ctx, r.as.hash, rb_from_puppet(ctx, he->key), rb_from_puppet(ctx, he->value));
    }
    r.as.hash->frozen = frozen;
    return r;
}

void rb_identity_changing(Ctx *ctx, RbValue self) {
    bool *changed = self.kind == RB_ARRAY ? &self.as.arr->changed : &self.as.hash->changed;
    bool puppet = self.kind == RB_ARRAY ? self.as.arr->origin != NULL : self.as.hash->origin != NULL;
    if (!puppet || *changed)
        return;
    *changed = true;
    RbIdentity *id = rb_identity(ctx);
    if (id->changed_count == id->changed_cap) {
        size_t cap = id->changed_cap ? id->changed_cap * 2 : 8;
        id->changed = ctx_realloc(ctx, id->changed, id->changed_cap * sizeof *id->changed, cap * sizeof *id->changed);
        id->changed_cap = cap;
    }
    id->changed[id->changed_count++] = self;
}

/* --- copies for the holders that have their own ---------------------------------------------- */

/* Whether v holds (is, or contains) one of the changed containers. */
static bool holds_changed(RbIdentity *id, Value v, int depth) {
    if (depth > MAX_DATA_DEPTH)
        return false;
    if (v.kind == VAL_ARRAY) {
        const Array *a = v.as.array;
        NameEntry *e = object_entry(id, (const void *const *)&a);
        if (e && ((const RbValue *)e->ptr)->as.arr->changed)
            return true;
        for (size_t i = 0; i < a->count; i++)
            if (holds_changed(id, a->items[i], depth + 1))
                return true;
    } else if (v.kind == VAL_HASH) {
        const Hash *h = v.as.hash;
        NameEntry *e = object_entry(id, (const void *const *)&h);
        if (e && ((const RbValue *)e->ptr)->as.hash->changed)
            return true;
        for (size_t i = 0; i < h->count; i++)
            if (holds_changed(id, hash_entry_at(h, i)->key, depth + 1) ||
                holds_changed(id, hash_entry_at(h, i)->value, depth + 1))
                return true;
    }
    return false;
}

/* A copy of v's arrays and hashes as they are now. */
static Value deep_copy(Ctx *ctx, Value v, int depth) {
    if (depth > MAX_DATA_DEPTH)
        return v;
    if (v.kind == VAL_ARRAY) {
        Array *a = array_new(ctx, v.as.array->count);
        for (size_t i = 0; i < v.as.array->count; i++)
            a->items[i] = deep_copy(ctx, v.as.array->items[i], depth + 1);
        return value_from_array(a);
    }
    if (v.kind == VAL_HASH) {
        Hash *h = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            hash_put(ctx, h, deep_copy(ctx, e->key, depth + 1), deep_copy(ctx, e->value, depth + 1));
        }
        return value_from_hash(h);
    }
    return v;
}

static void keep_copies(Ctx *ctx, RbIdentity *id, CatParam *params, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (!params[i].bound && holds_changed(id, params[i].value, 0))
            params[i].value = deep_copy(ctx, params[i].value, 0);
}

/* Gives the catalog's own copies (see the file comment) the contents from before the write. */
static void keep_catalog_copies(Ctx *ctx, RbIdentity *id) {
    Catalog *cat = catalog_of(ctx);
    for (size_t i = 0; i < cat->resource_count; i++)
        keep_copies(ctx, id, cat->resources[i]->params.items, cat->resources[i]->params.count);
    for (size_t i = 0; i < cat->override_count; i++)
        keep_copies(ctx, id, cat->overrides[i]->params.items, cat->overrides[i]->params.count);
    for (size_t i = 0; i < cat->frames.capacity; i++) {
        CatFrame *f = (CatFrame *)cat->frames.slots[i].ptr;
        if (!cat->frames.slots[i].name || !f)
            continue;
        for (size_t k = 0; k < f->default_count; k++)
            keep_copies(ctx, id, &f->defaults[k].param, 1);
    }
}

/* --- the write-back ---------------------------------------------------------------------------- */

static bool as_puppet(RbInterp *I, RbValue v, Value *out, int depth);

/* A Ruby array or hash made by the template, as a new Puppet value that the object then is. */
static bool adopt(RbInterp *I, RbValue v, Value *out, int depth) {
    RbIdentity *id = rb_identity(I->ctx);
    if (v.kind == RB_ARRAY) {
        Array *a = array_new(I->ctx, v.as.arr->len);
        for (size_t i = 0; i < v.as.arr->len; i++)
            if (!as_puppet(I, v.as.arr->items[i], &a->items[i], depth + 1))
                return false;
        if (!v.as.arr->origin) {   /* not adopted meanwhile through a cycle */
            v.as.arr->origin = a;
            remember(I->ctx, id, v, (const void *const *)&v.as.arr->origin);
        }
        *out = value_from_array(a);
        return true;
    }
    Hash *h = hash_new(I->ctx, v.as.hash->count);
    for (size_t i = 0; i < v.as.hash->used; i++) {
        const RbHashEntry *e = &v.as.hash->entries[i];
        Value key, value;
        if (!e->live)
            continue;
        if (!as_puppet(I, e->key, &key, depth + 1) || !as_puppet(I, e->value, &value, depth + 1))
            return false;
        hash_put(I->ctx, h, key, value);
    }
    if (!v.as.hash->origin) {
        v.as.hash->origin = h;
        remember(I->ctx, id, v, (const void *const *)&v.as.hash->origin);
    }
    *out = value_from_hash(h);
    return true;
}

/* An element of a changed container: a Puppet container's object is that container (its own
 * change is written on its own), a new Ruby one is adopted, the rest converted. */
static bool as_puppet(RbInterp *I, RbValue v, Value *out, int depth) {
    if (depth > MAX_DATA_DEPTH) {
        rb_refuse(I, "a value nested deeper than %d levels", MAX_DATA_DEPTH);
        return false;
    }
    if (v.kind == RB_ARRAY && v.as.arr->origin) {
        *out = value_from_array(v.as.arr->origin);
        return true;
    }
    if (v.kind == RB_HASH && v.as.hash->origin) {
        *out = value_from_hash(v.as.hash->origin);
        return true;
    }
    if (v.kind == RB_ARRAY || v.kind == RB_HASH)
        return adopt(I, v, out, depth);
    return rb_to_puppet(I, v, out);
}

/* The new contents of a changed object, written into its Puppet value. Puppet values are
 * immutable everywhere else: the old item and entry blocks stay as they are (a newer array may
 * share them, value.h), the value gets blocks of its own. */
static bool write(RbInterp *I, RbValue v) {
    if (v.kind == RB_ARRAY) {
        Value *items = ctx_alloc(I->ctx, (v.as.arr->len + 1) * sizeof *items);
        for (size_t i = 0; i < v.as.arr->len; i++)
            if (!as_puppet(I, v.as.arr->items[i], &items[i], 1))
                return false;
        Array *a = (Array *)v.as.arr->origin;
        a->items = items;
        a->count = a->capacity = v.as.arr->len;
        a->tip = NULL;
        return true;
    }
    Hash *fresh = hash_new(I->ctx, v.as.hash->count);
    for (size_t i = 0; i < v.as.hash->used; i++) {
        const RbHashEntry *e = &v.as.hash->entries[i];
        Value key, value;
        if (!e->live)
            continue;
        if (!as_puppet(I, e->key, &key, 1) || !as_puppet(I, e->value, &value, 1))
            return false;
        hash_put(I->ctx, fresh, key, value);
    }
    *(Hash *)v.as.hash->origin = *fresh;
    return true;
}

bool rb_identity_write_back(RbInterp *I) {
    RbIdentity *id = rb_identity(I->ctx);
    if (!id->changed_count)
        return true;
    /* every copy first, while each changed value still holds its old contents */
    keep_catalog_copies(I->ctx, id);
    bool ok = true;
    for (size_t i = 0; i < id->changed_count && ok; i++)
        ok = write(I, id->changed[i]);
    for (size_t i = 0; i < id->changed_count; i++) {
        RbValue v = id->changed[i];
        if (v.kind == RB_ARRAY)
            v.as.arr->changed = false;
        else
            v.as.hash->changed = false;
    }
    id->changed_count = 0;
    return ok;
}
