/* iterator.c: cursors over iterable values and lazy iterators. See iterator.h. */
#include "values/iterator.h"

#include <string.h>

#include "support/ctx.h"
#include "types/type.h"

bool iterator_is_iterable(Value v) {
    switch (v.kind) {
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_STRING:
    case VAL_INTEGER:
    case VAL_ITERATOR:
        return true;
    case VAL_TYPE:
        return type_is_iterable(v.as.type);
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_FLOAT:
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
    return false;
}

static const Iterator *iterator_make(Ctx *ctx, IteratorKind kind, Value source, int64_t step) {
    Iterator *it = ctx_alloc(ctx, sizeof *it);
    it->kind = kind;
    it->source = source;
    it->step = step;
    return it;
}

const Iterator *iterator_of(Ctx *ctx, Value v) {
    if (v.kind == VAL_ITERATOR)
        return v.as.iterator;
    return iterator_make(ctx, ITERATOR_OF, v, 1);
}

const Iterator *iterator_new_reverse(Ctx *ctx, Value source) {
    return iterator_make(ctx, ITERATOR_REVERSE, source, 1);
}

const Iterator *iterator_new_step(Ctx *ctx, Value source, int64_t step) {
    return iterator_make(ctx, ITERATOR_STEP, source, step);
}

const Iterator *iterator_new_tree(Ctx *ctx, Value root, const TreeOptions *options) {
    Iterator *it = (Iterator *)iterator_make(ctx, ITERATOR_TREE, root, 1);
    it->tree = options;
    return it;
}

/* Ruby's Integer#% (the result has the divisor's sign). */
static int64_t ruby_mod(int64_t a, int64_t b) {
    int64_t m = a % b;
    return (m != 0 && ((m < 0) != (b < 0))) ? m + b : m;
}

bool iterator_range_form(Value v, int64_t *from, int64_t *to, int64_t *step) {
    switch (v.kind) {
    case VAL_INTEGER:
        if (v.as.integer <= 0)
            return false;   /* 0.times is a plain Iterator over nothing */
        *from = 0;
        *to = v.as.integer - 1;
        *step = 1;
        return true;
    case VAL_TYPE: {
        int64_t f, t, span;
        if (!type_integer_range(v.as.type, &f, &t) || f > t || __builtin_sub_overflow(t, f, &span))
            return false;
        *from = f;
        *to = t;
        *step = 1;
        return true;
    }
    case VAL_ITERATOR:
        break;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
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
        return false;
    }
    const Iterator *it = v.as.iterator;
    switch (it->kind) {
    case ITERATOR_OF:
        return iterator_range_form(it->source, from, to, step);
    case ITERATOR_REVERSE:
        if (!iterator_range_form(it->source, from, to, step))
            return false;
        *step = -*step;
        return true;
    case ITERATOR_STEP: {
        int64_t s;
        if (!iterator_range_form(it->source, from, to, &s))
            return false;
        /* IntegerRangeIterator#step_iterator: the range shrinks to what the new step reaches */
        if (it->step > 1) {
            if (__builtin_mul_overflow(s, it->step, &s))
                s = s < 0 ? INT64_MIN : INT64_MAX;
            int64_t mod = ruby_mod(*to - *from, s);
            if (mod < 0) {
                if (__builtin_sub_overflow(*from, mod, from))
                    return false;
            } else {
                *to -= mod;
            }
        }
        *step = s;
        return true;
    }
    case ITERATOR_TREE:
        return false;
    }
    return false;
}

/* PVariantType.maybe_create: the distinct types (nested Variants flattened), one type alone as
 * itself. */
static const Type *variant_of(Ctx *ctx, const Type **types, size_t count) {
    Value *members = ctx_alloc(ctx, (count ? count : 1) * sizeof *members);
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        const Type *t = types[i];
        size_t parts = type_kind(t) == TYPE_VARIANT ? type_member_count(t) : 1;
        for (size_t p = 0; p < parts; p++) {
            const Type *m = type_kind(t) == TYPE_VARIANT ? type_member(t, p) : t;
            bool seen = false;
            for (size_t j = 0; j < n && !seen; j++)
                seen = type_equal(members[j].as.type, m);
            if (!seen)
                members[n++] = value_from_type(m);
        }
    }
    if (n == 1)
        return members[0].as.type;
    Value v = type_parameterize(ctx, type_builtin("Variant", 7), members, n, span_none());
    if (v.kind != VAL_TYPE) {
        ctx_clear_unwind(ctx);
        return type_builtin("Any", 3);
    }
    return v.as.type;
}

static const Type *detailed_types_variant(Ctx *ctx, const Value *values, size_t count, size_t stride) {
    const Type **types = ctx_alloc(ctx, (count ? count : 1) * sizeof *types);
    for (size_t i = 0; i < count; i++)
        types[i] = type_infer(ctx, values[i * stride]);
    return variant_of(ctx, types, count);
}

static const Type *parameterized(Ctx *ctx, const char *name, const Value *args, size_t count) {
    Value v = type_parameterize(ctx, type_builtin(name, strlen(name)), args, count, span_none());
    if (v.kind != VAL_TYPE) {
        ctx_clear_unwind(ctx);
        return type_builtin("Any", 3);
    }
    return v.as.type;
}

const Type *iterator_element_type(Ctx *ctx, const Iterator *it) {
    if (it->kind == ITERATOR_TREE)
        return NULL;
    int64_t from, to, step;
    if (iterator_range_form(value_from_iterator(it), &from, &to, &step)) {
        Value range[2] = { value_integer(from), value_integer(to) };
        return parameterized(ctx, "Integer", range, 2);
    }
    Value src = it->source;
    if (src.kind == VAL_ITERATOR && src.as.iterator->kind == ITERATOR_TREE)
        return type_builtin("Any", 3);   /* reverse_each and step of a tree walk: Iterator[Any] */
    if (src.kind == VAL_ITERATOR)
        return iterator_element_type(ctx, src.as.iterator);
    switch (src.kind) {
    case VAL_ARRAY:
        if (!src.as.array->count)
            return type_default_of(TYPE_UNIT);
        return detailed_types_variant(ctx, src.as.array->items, src.as.array->count, 1);
    case VAL_HASH: {
        const Hash *h = src.as.hash;
        if (!h->count) {   /* PHashType::DEFAULT_KEY_PAIR_TUPLE */
            Value unit[4] = { value_from_type(type_default_of(TYPE_UNIT)), value_from_type(type_default_of(TYPE_UNIT)),
                              value_integer(2), value_integer(2) };
            return parameterized(ctx, "Tuple", unit, 4);
        }
        const Type *keys = detailed_types_variant(ctx, &h->entries[0].key, h->count, 2);
        const Type *values = detailed_types_variant(ctx, &h->entries[0].value, h->count, 2);
        Value params[4] = { value_from_type(keys), value_from_type(values), value_integer(2), value_integer(2) };
        return parameterized(ctx, "Tuple", params, 4);
    }
    case VAL_STRING: {
        Value one[2] = { value_integer(1), value_integer(1) };
        return parameterized(ctx, "String", one, 2);
    }
    case VAL_INTEGER: {
        if (src.as.integer <= 0)
            return type_default_of(TYPE_UNIT);
        Value range[2] = { value_integer(0), value_integer(src.as.integer - 1) };
        return parameterized(ctx, "Integer", range, 2);
    }
    case VAL_TYPE:
        return src.as.type;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
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
    return NULL;
}

/* Byte length of the UTF-8 character starting at s[0] (1 for an invalid byte). */
static size_t utf8_char_len(const char *s, size_t avail) {
    unsigned char c = (unsigned char)s[0];
    size_t n = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return n > avail ? avail : n;
}

static void start_concrete(IterCursor *c, Value v) {
    c->kind = ITERATOR_OF;
    c->source = v;
    switch (v.kind) {
    case VAL_ARRAY:
        c->count = v.as.array->count;
        break;
    case VAL_HASH:
        c->count = v.as.hash->count;
        break;
    case VAL_STRING:
        c->count = v.as.string->len;   /* bytes; pos advances by characters */
        break;
    case VAL_INTEGER:
        c->range = true;
        c->next = 0;
        c->last = v.as.integer - 1;
        c->done = v.as.integer <= 0;
        break;
    case VAL_TYPE: {
        int64_t from, to;
        if (type_integer_range(v.as.type, &from, &to)) {
            c->range = true;
            c->next = from;
            c->last = to;
            c->done = from > to;
        } else {
            c->count = type_enum_count(v.as.type);
        }
        break;
    }
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
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
        c->done = true;
        break;
    }
}

void iterator_start(Ctx *ctx, IterCursor *c, Value v) {
    memset(c, 0, sizeof *c);
    c->stride = 1;
    if (v.kind != VAL_ITERATOR) {
        start_concrete(c, v);
        return;
    }
    const Iterator *it = v.as.iterator;
    int64_t from, to, step;
    if (iterator_range_form(v, &from, &to, &step)) {
        /* an IntegerRangeIterator: every step-th value of [from, to], from the end when step < 0 */
        c->kind = ITERATOR_OF;
        c->range = true;
        c->done = from > to;
        c->backward = step < 0;
        c->stride = step < 0 ? (step == INT64_MIN ? INT64_MAX : -step) : step;
        int64_t reach = (int64_t)(((uint64_t)to - (uint64_t)from) / (uint64_t)c->stride * (uint64_t)c->stride);
        c->next = c->backward ? to : from;
        c->last = c->backward ? to - reach : from + reach;
        return;
    }
    switch (it->kind) {
    case ITERATOR_OF:
        start_concrete(c, it->source);
        return;
    case ITERATOR_REVERSE: {
        Value src = it->source;
        if (src.kind == VAL_ITERATOR && src.as.iterator->kind == ITERATOR_OF)
            src = src.as.iterator->source;
        if (src.kind != VAL_ITERATOR) {
            /* a concrete source is walked backwards in place */
            start_concrete(c, src);
            c->backward = true;
            if (c->range) {
                int64_t first = c->next;
                c->next = c->last;
                c->last = first;
            } else {
                c->pos = c->count;
            }
            return;
        }
        Value all = iterator_to_array(ctx, iterator_of(ctx, it->source), ctx->current_span);
        c->kind = ITERATOR_REVERSE;
        c->items = all.as.array->items;
        c->pos = all.as.array->count;
        return;
    }
    case ITERATOR_STEP:
        c->kind = ITERATOR_STEP;
        c->step = it->step;
        c->inner = ctx_alloc(ctx, sizeof *c->inner);
        iterator_start(ctx, c->inner, it->source);
        return;
    case ITERATOR_TREE:
        iterator_tree_start(ctx, c, it);
        return;
    }
}

/* The previous value of a concrete source walked backwards (c->pos counts down). */
static bool prev_concrete(Ctx *ctx, IterCursor *c, Value *out) {
    if (c->pos == 0)
        return false;
    Value v = c->source;
    switch (v.kind) {
    case VAL_ARRAY:
        *out = v.as.array->items[--c->pos];
        return true;
    case VAL_HASH: {
        const HashEntry *e = &v.as.hash->entries[--c->pos];
        Value pair[2] = { e->key, e->value };
        *out = value_array_of(ctx, pair, 2);
        return true;
    }
    case VAL_STRING: {
        const Str *s = v.as.string;
        size_t end = c->pos, start = end - 1;
        /* back over continuation bytes to the start of the character, if it is a valid one */
        while (start > 0 && end - start < 4 && ((unsigned char)s->bytes[start] & 0xC0) == 0x80)
            start--;
        if (utf8_char_len(s->bytes + start, end - start) != end - start)
            start = end - 1;
        *out = value_string(ctx, s->bytes + start, end - start);
        c->pos = start;
        return true;
    }
    case VAL_TYPE:
        *out = value_from_string(type_enum_value(v.as.type, --c->pos));
        return true;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
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
    return false;
}

static bool next_concrete(Ctx *ctx, IterCursor *c, Value *out) {
    if (c->done)
        return false;
    if (c->range) {
        *out = value_integer(c->next);
        if (c->next == c->last)
            c->done = true;
        else if (c->backward)
            c->next -= c->stride;
        else
            c->next += c->stride;
        return true;
    }
    if (c->backward)
        return prev_concrete(ctx, c, out);
    if (c->pos >= c->count)
        return false;
    Value v = c->source;
    switch (v.kind) {
    case VAL_ARRAY:
        *out = v.as.array->items[c->pos++];
        return true;
    case VAL_HASH: {
        const HashEntry *e = &v.as.hash->entries[c->pos++];
        Value pair[2] = { e->key, e->value };
        *out = value_array_of(ctx, pair, 2);
        return true;
    }
    case VAL_STRING: {
        const Str *s = v.as.string;
        size_t n = utf8_char_len(s->bytes + c->pos, s->len - c->pos);
        *out = value_string(ctx, s->bytes + c->pos, n);
        c->pos += n;
        return true;
    }
    case VAL_TYPE:
        *out = value_from_string(type_enum_value(v.as.type, c->pos++));
        return true;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
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
    return false;
}

bool iterator_next(Ctx *ctx, IterCursor *c, Value *out);

/* Moves a cursor past n values without producing them: integer ranges and arrays, hashes and
 * enums jump there (so stepping through a huge range costs nothing per skipped value), other
 * sources are walked. Returns false when the values ran out. */
static bool iterator_skip(Ctx *ctx, IterCursor *c, int64_t n) {
    if (n <= 0)
        return true;
    if (c->kind == ITERATOR_OF && c->range) {
        if (c->done)
            return false;
        /* values left after the current one: |last - next| / stride */
        uint64_t left = (c->backward ? (uint64_t)c->next - (uint64_t)c->last : (uint64_t)c->last - (uint64_t)c->next)
                        / (uint64_t)c->stride;
        if ((uint64_t)n > left) {
            c->done = true;
            return false;
        }
        uint64_t by = (uint64_t)n * (uint64_t)c->stride;
        c->next = (int64_t)(c->backward ? (uint64_t)c->next - by : (uint64_t)c->next + by);
        return true;
    }
    if (c->kind == ITERATOR_OF && c->source.kind != VAL_STRING && c->source.kind != VAL_INTEGER) {
        if (c->backward) {
            if ((uint64_t)n > c->pos) {
                c->pos = 0;
                return false;
            }
            c->pos -= (size_t)n;
            return true;
        }
        if ((uint64_t)n > c->count - (c->pos < c->count ? c->pos : c->count)) {
            c->pos = c->count;
            return false;
        }
        c->pos += (size_t)n;
        return true;
    }
    Value skipped;
    for (int64_t i = 0; i < n; i++)
        if (!iterator_next(ctx, c, &skipped))
            return false;
    return true;
}

bool iterator_next(Ctx *ctx, IterCursor *c, Value *out) {
    ctx_step(ctx);
    switch (c->kind) {
    case ITERATOR_OF:
        return next_concrete(ctx, c, out);
    case ITERATOR_REVERSE:
        if (c->pos == 0)
            return false;
        *out = c->items[--c->pos];
        return true;
    case ITERATOR_STEP: {
        if (c->done)
            return false;
        if (!iterator_next(ctx, c->inner, out)) {
            c->done = true;
            return false;
        }
        /* skip the values between this one and the next to yield */
        if (!iterator_skip(ctx, c->inner, c->step - 1))
            c->done = true;
        return true;
    }
    case ITERATOR_TREE:
        return iterator_tree_next(ctx, c, out);
    }
    return false;
}

Value iterator_to_array(Ctx *ctx, const Iterator *it, SrcSpan where) {
    (void)where;
    IterCursor c;
    iterator_start(ctx, &c, value_from_iterator(it));
    ArrayBuilder b;
    array_builder_init(&b);
    Value v;
    while (iterator_next(ctx, &c, &v))
        array_builder_push(ctx, &b, v);
    return array_builder_finish(ctx, &b);
}

size_t iterator_count(Ctx *ctx, Value v) {
    switch (v.kind) {
    case VAL_ARRAY:
        return v.as.array->count;
    case VAL_HASH:
        return v.as.hash->count;
    case VAL_STRING:
        return str_char_count_cursor(ctx, v.as.string);
    case VAL_INTEGER:
        return v.as.integer > 0 ? (size_t)v.as.integer : 0;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
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
    IterCursor c;
    iterator_start(ctx, &c, v);
    size_t n = 0;
    Value item;
    while (iterator_next(ctx, &c, &item))
        n++;
    return n;
}
