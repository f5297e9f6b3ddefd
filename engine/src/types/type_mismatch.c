/* type_mismatch.c: why a value does not match a type, in the reference's words.
 *
 * A port of the reference's TypeMismatchDescriber (type_mismatch_describer.rb), which the
 * spec leaves to the implementation: the expected type is compared with the value's detailed
 * type (infer_set) and every difference becomes a mismatch at a path ("index 1", "entry 'a'",
 * "key of entry 'a'"), rendered as
 *   expects an Integer value, got String
 *   expects a value of type Undef or Integer, got String
 *   expects a match for Enum['a', 'b'], got 'c'
 *   expects size to be at least 2, got 1
 *   expects a value for key 'b' / unrecognized key 'c'
 * Variant members that disagree in the same way are merged into one mismatch (their expected
 * types joined), as merge_descriptions does.
 */
#include <string.h>

#include "support/strbuf.h"
#include "types/type_internal.h"
#include "objects/type_object.h"

typedef enum MismatchKind {
    MM_TYPE,
    MM_PATTERN,
    MM_SIZE,
    MM_MISSING_KEY,
    MM_EXTRANEOUS_KEY,
    MM_UNRESOLVED,
} MismatchKind;

typedef enum PathKind {
    PATH_ENTRY_VALUE,   /* entry 'k' */
    PATH_ENTRY_KEY,     /* key of entry 'k' */
    PATH_INDEX,         /* index N */
    PATH_VARIANT,       /* variant N (left out of the canonical path) */
    PATH_RETURN,        /* return */
    PATH_BLOCK,         /* block */
} PathKind;

typedef struct PathElement {
    PathKind kind;
    const char *key;
    size_t index;
} PathElement;

typedef struct Path {
    const PathElement *items;
    size_t count;
} Path;

typedef struct Mismatch {
    MismatchKind kind;
    Path path;
    const Type *expected;    /* normalized (TYPE, PATTERN); NULL otherwise */
    const Type *actual;      /* normalized */
    TypeRange expected_size, actual_size;   /* MM_SIZE */
    const char *key;         /* MM_MISSING_KEY, MM_EXTRANEOUS_KEY, MM_UNRESOLVED */
} Mismatch;

typedef struct MismatchList {
    Mismatch *items;
    size_t count, capacity;
} MismatchList;

static void push(Ctx *ctx, MismatchList *list, Mismatch m) {
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? list->capacity * 2 : 4;
        list->items = ctx_realloc(ctx, list->items, list->capacity * sizeof *list->items, capacity * sizeof *list->items);
        list->capacity = capacity;
    }
    list->items[list->count++] = m;
}

static void append_all(Ctx *ctx, MismatchList *to, const MismatchList *from) {
    for (size_t i = 0; i < from->count; i++)
        push(ctx, to, from->items[i]);
}

static Path path_with(Ctx *ctx, Path p, PathKind kind, const char *key, size_t index) {
    PathElement *items = ctx_alloc(ctx, (p.count + 1) * sizeof *items);
    if (p.count)
        memcpy(items, p.items, p.count * sizeof *items);
    items[p.count].kind = kind;
    items[p.count].key = key;
    items[p.count].index = index;
    Path r = { items, p.count + 1 };
    return r;
}

static bool element_equal(const PathElement *a, const PathElement *b) {
    if (a->kind != b->kind)
        return false;
    if (a->kind == PATH_INDEX || a->kind == PATH_VARIANT)
        return a->index == b->index;
    if (a->kind == PATH_ENTRY_KEY || a->kind == PATH_ENTRY_VALUE)
        return strcmp(a->key, b->key) == 0;
    return true;
}

/* canonical_path equality: the paths without their variant elements. */
static bool canonical_equal(Path a, Path b) {
    size_t i = 0, j = 0;
    for (;;) {
        while (i < a.count && a.items[i].kind == PATH_VARIANT)
            i++;
        while (j < b.count && b.items[j].kind == PATH_VARIANT)
            j++;
        if (i == a.count || j == b.count)
            return i == a.count && j == b.count;
        if (!element_equal(&a.items[i], &b.items[j]))
            return false;
        i++;
        j++;
    }
}

static Path chop_path(Ctx *ctx, Path p, size_t at) {
    if (at >= p.count)
        return p;
    PathElement *items = ctx_alloc(ctx, p.count * sizeof *items);
    size_t k = 0;
    for (size_t i = 0; i < p.count; i++)
        if (i != at)
            items[k++] = p.items[i];
    Path r = { items, k };
    return r;
}

/* --- names and labels --------------------------------------------------------------------- */

const char *type_simple_name(const Type *t) {
    switch (t->kind) {
    case TYPE_ALIAS:
        return t->u.alias.name;
    case TYPE_OBJECT:
        return type_object_label(t->u.object.def);
    case TYPE_TYPE_SET:
        return "TypeSet";
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_VARIANT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_STRING:
    case TYPE_ENUM:
    case TYPE_PATTERN:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_ARRAY:
    case TYPE_HASH:
    case TYPE_TUPLE:
    case TYPE_STRUCT:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_INIT:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return type_kind_name(t->kind);
}

/* short_name: "Integer", or "Optional[Integer]" for a container of a non-Any type. */
static const char *short_name(Ctx *ctx, const Type *t) {
    /* the contained type's name as it is: the describer normalized the actual type once
     * (make_type_mismatch), so an Iterator over Variant[Integer[1, 1], Integer[2, 2]] is
     * "Iterator[Integer]" but over three such ranges "Iterator[Variant]", as PVariantType's
     * merge_ranges joins only what meets the last range in one pass */
    if ((type_kind_flags(t->kind) & TF_CONTAINER) && t->u.contained.type && t->u.contained.type->kind != TYPE_ANY)
        return ctx_sprintf(ctx, "%s[%s]", type_simple_name(t), type_simple_name(t->u.contained.type));
    return type_simple_name(t);
}

/* short_name of an actual type described against a Variant: the describer normalizes it once
 * more there (describe_PVariantType), so three Integer ranges merge into "Iterator[Integer]" */
static const char *short_name_against_variant(Ctx *ctx, const Type *t) {
    if ((type_kind_flags(t->kind) & TF_CONTAINER) && t->u.contained.type && t->u.contained.type->kind != TYPE_ANY)
        return short_name(ctx, type_new_contained(ctx, t->kind, type_normalize(ctx, t->u.contained.type)));
    return short_name(ctx, t);
}

static const char *expanded(Ctx *ctx, const Type *t) {
    return type_to_string_expanded(ctx, t)->bytes;
}

static const char *article_of(const char *text) {
    char c = text[0];
    if ((c == '"' || c == '\'') && text[1])
        c = text[1];
    if (c >= 'A' && c <= 'Z')
        c = (char)(c + 32);
    return c && strchr("aeiouy", c) ? "an" : "a";
}

/* --- TypeMismatch#message ------------------------------------------------------------------ */

static const Type *resolved(const Type *t) {
    return t->kind == TYPE_ALIAS ? type_resolve(t) : t;
}

/* specialization: a Struct expected and a Hash found, or a Tuple and an Array */
static bool always_fully_detailed_one(const Type *e, const Type *a) {
    return e->kind == a->kind || e->kind == TYPE_ALIAS || a->kind == TYPE_ALIAS ||
           (e->kind == TYPE_STRUCT && a->kind == TYPE_HASH) || (e->kind == TYPE_TUPLE && a->kind == TYPE_ARRAY);
}

static bool always_fully_detailed(const Type *const *e, size_t n, const Type *a) {
    for (size_t i = 0; i < n; i++)
        if (always_fully_detailed_one(e[i], a))
            return true;
    return false;
}

static bool assignable_to_default(Ctx *ctx, const Type *const *e, size_t n, const Type *a) {
    for (size_t i = 0; i < n; i++) {
        const Type *d = type_default_of(resolved(e[i])->kind);
        if (d && type_is_assignable(ctx, d, a))
            return true;
    }
    return false;
}

static const char *detailed_actual(Ctx *ctx, const Type *const *e, size_t n, const Type *a) {
    const Type **all = ctx_alloc(ctx, (n + 1) * sizeof *all);
    for (size_t i = 0; i < n; i++)
        all[i] = resolved(e[i]);
    if (always_fully_detailed(all, n, a))
        return expanded(ctx, a);
    const Type *general = type_generalize(ctx, a);
    for (size_t i = 0; i < n; i++)
        if (type_is_assignable(ctx, all[i], general))
            return expanded(ctx, a);
    return type_simple_name(a);
}

static const char *type_mismatch_text(Ctx *ctx, const Mismatch *m, const char *position) {
    const Type *e = m->expected, *a = m->actual;
    bool optional = false;
    if (e->kind == TYPE_OPTIONAL && e->u.contained.type) {
        e = e->u.contained.type;
        optional = true;
    }
    const Type *const *members = &e;
    size_t n = 1;
    if (e->kind == TYPE_VARIANT) {
        members = e->u.variant.types;
        n = e->u.variant.count;
    }
    bool detailed = always_fully_detailed(members, n, a) || assignable_to_default(ctx, members, n, a);
    const char *actual;
    const char **names = ctx_alloc(ctx, (n + 2) * sizeof *names);
    size_t count = 0;
    if (optional)
        names[count++] = "Undef";
    if (detailed) {
        actual = detailed_actual(ctx, members, n, a);
        for (size_t i = 0; i < n; i++)
            names[count++] = expanded(ctx, members[i]);
    } else {
        actual = e->kind == TYPE_VARIANT ? short_name_against_variant(ctx, a) : short_name(ctx, a);
        for (size_t i = 0; i < n; i++) {
            const char *name = short_name(ctx, members[i]);
            bool seen = false;
            for (size_t j = optional ? 1 : 0; j < count && !seen; j++)
                seen = strcmp(names[j], name) == 0;   /* .uniq on the short names */
            if (!seen)
                names[count++] = name;
        }
    }
    if (count == 1)
        return ctx_sprintf(ctx, "%s expects %s %s value, got %s", position, article_of(names[0]), names[0], actual);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_cstr(&sb, count == 2 ? " or " : i == count - 1 ? ", or " : ", ");
        strbuf_append_cstr(&sb, names[i]);
    }
    return ctx_sprintf(ctx, "%s expects a value of type %s, got %s", position, strbuf_finish(&sb)->bytes, actual);
}

static const char *range_text(Ctx *ctx, TypeRange r, const char *zero) {
    int64_t min = r.from == TYPE_UNBOUNDED_FROM ? 0 : r.from;
    int64_t max = r.to;
    if (min == max)
        return min == 0 ? zero : ctx_sprintf(ctx, "%lld", (long long)min);
    if (min == 0)
        return max == TYPE_UNBOUNDED_TO ? "unlimited" : ctx_sprintf(ctx, "at most %lld", (long long)max);
    if (max == TYPE_UNBOUNDED_TO)
        return ctx_sprintf(ctx, "at least %lld", (long long)min);
    return ctx_sprintf(ctx, "between %lld and %lld", (long long)min, (long long)max);
}

static const char *path_text(Ctx *ctx, Path p) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < p.count; i++) {
        const PathElement *e = &p.items[i];
        strbuf_append_char(&sb, ' ');
        switch (e->kind) {
        case PATH_ENTRY_VALUE:
            strbuf_printf(&sb, "entry '%s'", e->key);
            break;
        case PATH_ENTRY_KEY:
            strbuf_printf(&sb, "key of entry '%s'", e->key);
            break;
        case PATH_INDEX:
            strbuf_printf(&sb, "index %zu", e->index);
            break;
        case PATH_VARIANT:
            strbuf_printf(&sb, "variant %zu", e->index);
            break;
        case PATH_RETURN:
            strbuf_append_cstr(&sb, "return");
            break;
        case PATH_BLOCK:
            strbuf_append_cstr(&sb, "block");
            break;
        }
    }
    return strbuf_finish(&sb)->bytes;
}

/* Mismatch#format with the subject left to the caller: " index 1 expects ..." */
static const char *format_mismatch(Ctx *ctx, const Mismatch *m) {
    const char *position = path_text(ctx, m->path);
    switch (m->kind) {
    case MM_TYPE:
        return type_mismatch_text(ctx, m, position);
    case MM_PATTERN: {
        const Type *e = m->expected;
        const char *prefix = "";
        if (e->kind == TYPE_OPTIONAL && e->u.contained.type) {
            e = e->u.contained.type;
            prefix = "an undef value or ";
        }
        const Type *a = m->actual;
        const char *actual = a->kind == TYPE_STRING && a->u.string.value ? ctx_sprintf(ctx, "'%s'", a->u.string.value->bytes)
                                                                          : short_name(ctx, a);
        return ctx_sprintf(ctx, "%s expects %sa match for %s, got %s", position, prefix, expanded(ctx, e), actual);
    }
    case MM_SIZE:
        return ctx_sprintf(ctx, "%s expects size to be %s, got %s", position, range_text(ctx, m->expected_size, "0"),
                           range_text(ctx, m->actual_size, "0"));
    case MM_MISSING_KEY:
        return ctx_sprintf(ctx, "%s expects a value for key '%s'", position, m->key);
    case MM_EXTRANEOUS_KEY:
        return ctx_sprintf(ctx, "%s unrecognized key '%s'", position, m->key);
    case MM_UNRESOLVED:
        return ctx_sprintf(ctx, "%s references an unresolved type '%s'", position, m->key);
    }
    return position;
}

/* --- describe ----------------------------------------------------------------------------- */

static void describe(Ctx *ctx, const Type *expected, const Type *actual, Path path, MismatchList *out);
static void internal_describe(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                              MismatchList *out);

static Mismatch make_type_mismatch(Ctx *ctx, Path path, const Type *expected, const Type *actual) {
    Mismatch m = { MM_TYPE, path, type_normalize(ctx, expected), type_normalize(ctx, actual), { 0, 0 }, { 0, 0 }, NULL };
    return m;
}

static Mismatch make_pattern_mismatch(Ctx *ctx, Path path, const Type *expected, const Type *actual) {
    Mismatch m = make_type_mismatch(ctx, path, expected, actual);
    m.kind = MM_PATTERN;
    return m;
}

static Mismatch make_size_mismatch(Path path, TypeRange expected, TypeRange actual) {
    Mismatch m = { MM_SIZE, path, NULL, NULL, expected, actual, NULL };
    return m;
}

static Mismatch make_key_mismatch(MismatchKind kind, Path path, const char *key) {
    Mismatch m = { kind, path, NULL, NULL, { 0, 0 }, { 0, 0 }, key };
    return m;
}

/* Mismatch#merge of two like mismatches at the same canonical path. */
static Mismatch merge_two(Ctx *ctx, const Mismatch *a, const Mismatch *b) {
    Mismatch r = *a;
    if (a->kind == MM_SIZE) {
        r.expected_size.from = a->expected_size.from < b->expected_size.from ? a->expected_size.from : b->expected_size.from;
        r.expected_size.to = a->expected_size.to > b->expected_size.to ? a->expected_size.to : b->expected_size.to;
    } else if (a->kind == MM_TYPE || a->kind == MM_PATTERN) {
        /* [expected, o.expected].flatten.uniq as a Variant, normalized; stays a TypeMismatch */
        size_t na = a->expected->kind == TYPE_VARIANT ? a->expected->u.variant.count : 1;
        size_t nb = b->expected->kind == TYPE_VARIANT ? b->expected->u.variant.count : 1;
        const Type **types = ctx_alloc(ctx, (na + nb) * sizeof *types);
        size_t k = 0;
        const Type *sides[2] = { a->expected, b->expected };
        for (int s = 0; s < 2; s++) {
            const Type *t = sides[s];
            size_t n = t->kind == TYPE_VARIANT ? t->u.variant.count : 1;
            for (size_t i = 0; i < n; i++) {
                const Type *member = t->kind == TYPE_VARIANT ? t->u.variant.types[i] : t;
                bool seen = false;
                for (size_t j = 0; j < k && !seen; j++)
                    seen = type_equal(types[j], member);
                if (!seen)
                    types[k++] = member;
            }
        }
        r.expected = type_normalize(ctx, type_variant_of(ctx, types, k));
    }
    return r;
}

static bool same_mismatch(const Mismatch *a, const Mismatch *b) {
    if (a->kind != b->kind || !canonical_equal(a->path, b->path))
        return false;
    switch (a->kind) {
    case MM_TYPE:
    case MM_PATTERN:
        return type_equal(a->expected, b->expected) && type_equal(a->actual, b->actual);
    case MM_SIZE:
        return a->expected_size.from == b->expected_size.from && a->expected_size.to == b->expected_size.to &&
               a->actual_size.from == b->actual_size.from && a->actual_size.to == b->actual_size.to;
    case MM_MISSING_KEY:
    case MM_EXTRANEOUS_KEY:
    case MM_UNRESOLVED:
        return strcmp(a->key, b->key) == 0;
    }
    return false;
}

/* merge_descriptions: when every variant failed with the same class of mismatch at the same
 * canonical path, one merged mismatch; duplicates removed; a single result loses the path
 * element at varying_position. */
static void merge_descriptions(Ctx *ctx, size_t varying_position, MismatchList *variants, size_t variant_count,
                               MismatchList *out) {
    MismatchList all = { NULL, 0, 0 };
    for (size_t i = 0; i < variant_count; i++)
        append_all(ctx, &all, &variants[i]);
    static const MismatchKind order[] = { MM_SIZE, MM_TYPE };
    for (size_t o = 0; o < sizeof order / sizeof order[0]; o++) {
        MismatchKind kind = order[o];
        size_t matching = 0;
        /* TypeMismatch is the class of PatternMismatch too */
        for (size_t i = 0; i < all.count; i++)
            if (all.items[i].kind == kind || (kind == MM_TYPE && all.items[i].kind == MM_PATTERN))
                matching++;
        if (matching != variant_count)
            continue;
        Mismatch merged;
        bool have = false, ok = true;
        for (size_t i = 0; i < all.count && ok; i++) {
            const Mismatch *m = &all.items[i];
            if (!(m->kind == kind || (kind == MM_TYPE && m->kind == MM_PATTERN)))
                continue;
            if (!have) {
                merged = *m;
                have = true;
            } else if (!canonical_equal(merged.path, m->path)) {
                ok = false;
            } else {
                merged = merge_two(ctx, &merged, m);
            }
        }
        if (have && ok) {
            all.count = 0;
            push(ctx, &all, merged);
            break;
        }
    }
    MismatchList unique = { NULL, 0, 0 };
    for (size_t i = 0; i < all.count; i++) {
        bool seen = false;
        for (size_t j = 0; j < unique.count && !seen; j++)
            seen = same_mismatch(&unique.items[j], &all.items[i]);
        if (!seen)
            push(ctx, &unique, all.items[i]);
    }
    if (unique.count == 1)
        unique.items[0].path = chop_path(ctx, unique.items[0].path, varying_position);
    append_all(ctx, out, &unique);
}

static void describe_variant(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                             MismatchList *out) {
    size_t n = expected->u.variant.count;
    bool with_undef = original->kind == TYPE_OPTIONAL;
    size_t total = n + (with_undef ? 1 : 0);
    MismatchList *variants = ctx_calloc(ctx, total + 1, sizeof *variants);
    for (size_t i = 0; i < total; i++) {
        const Type *vt = with_undef ? (i == 0 ? &type_undef : expected->u.variant.types[i - 1]) : expected->u.variant.types[i];
        describe(ctx, vt, actual, path_with(ctx, path, PATH_VARIANT, NULL, i), &variants[i]);
        if (variants[i].count == 0)
            return;   /* one member accepts it */
    }
    MismatchList merged = { NULL, 0, 0 };
    merge_descriptions(ctx, path.count, variants, total, &merged);
    if (original->kind == TYPE_ALIAS && merged.count == 1) {
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
        return;
    }
    append_all(ctx, out, &merged);
}

static void describe_array(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                           MismatchList *out) {
    const Type *element = expected->u.array.element;
    if (actual->kind == TYPE_TUPLE) {
        TypeRange expected_size = type_size_of(expected);
        TypeRange actual_size = type_size_of(actual);
        if (!actual->u.tuple.sized)
            actual_size = type_range((int64_t)actual->u.tuple.count, (int64_t)actual->u.tuple.count);
        if (type_range_covers(expected_size, actual_size)) {
            for (size_t i = 0; i < actual->u.tuple.count; i++)
                if (!type_is_assignable(ctx, element, actual->u.tuple.types[i]))
                    describe(ctx, element, actual->u.tuple.types[i], path_with(ctx, path, PATH_INDEX, NULL, i), out);
        } else {
            push(ctx, out, make_size_mismatch(path, expected_size, actual_size));
        }
    } else if (actual->kind == TYPE_ARRAY) {
        TypeRange actual_size = type_size_of(actual);
        if (!expected->u.array.sized || type_range_covers(expected->u.array.size, actual_size))
            push(ctx, out, make_type_mismatch(ctx, path, original,
                                              type_new_array(ctx, actual->u.array.element, false, type_range(0, 0))));
        else
            push(ctx, out, make_size_mismatch(path, expected->u.array.size, actual_size));
    } else {
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
    }
}

static void describe_hash(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                          MismatchList *out) {
    const Type *key_type = expected->u.hash.key, *value_type = expected->u.hash.value;
    if (actual->kind == TYPE_STRUCT) {
        TypeRange expected_size = type_size_of(expected);
        TypeRange actual_size = type_size_of(actual);
        if (type_range_covers(expected_size, actual_size)) {
            for (size_t i = 0; i < actual->u.structure.count; i++) {
                const TypeStructMember *m = &actual->u.structure.members[i];
                if (!type_is_assignable(ctx, key_type, m->key_type))
                    describe(ctx, key_type, m->key_type, path_with(ctx, path, PATH_ENTRY_KEY, m->name->bytes, 0), out);
                if (!type_is_assignable(ctx, value_type, m->value_type))
                    describe(ctx, value_type, m->value_type, path_with(ctx, path, PATH_ENTRY_VALUE, m->name->bytes, 0), out);
            }
        } else {
            push(ctx, out, make_size_mismatch(path, expected_size, actual_size));
        }
    } else if (actual->kind == TYPE_HASH) {
        TypeRange actual_size = type_size_of(actual);
        if (!expected->u.hash.sized || type_range_covers(expected->u.hash.size, actual_size))
            push(ctx, out, make_type_mismatch(ctx, path, original,
                                              type_new_hash(ctx, actual->u.hash.key, actual->u.hash.value, false, type_range(0, 0))));
        else
            push(ctx, out, make_size_mismatch(path, expected->u.hash.size, actual_size));
    } else {
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
    }
}

static void describe_struct(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                            MismatchList *out) {
    size_t n = expected->u.structure.count;
    if (actual->kind == TYPE_STRUCT) {
        size_t an = actual->u.structure.count;
        bool *used = ctx_calloc(ctx, an + 1, sizeof *used);
        for (size_t i = 0; i < n; i++) {
            const TypeStructMember *e1 = &expected->u.structure.members[i];
            const TypeStructMember *e2 = NULL;
            for (size_t j = 0; j < an && !e2; j++) {
                const TypeStructMember *m = &actual->u.structure.members[j];
                if (!used[j] && m->name->len == e1->name->len && memcmp(m->name->bytes, e1->name->bytes, m->name->len) == 0) {
                    e2 = m;
                    used[j] = true;
                }
            }
            const char *key = e1->name->bytes;
            if (!e2) {
                if (!type_accepts_undef(ctx, e1->key_type))
                    push(ctx, out, make_key_mismatch(MM_MISSING_KEY, path, key));
                continue;
            }
            if (!type_is_assignable(ctx, e1->key_type, e2->key_type))
                describe(ctx, e1->key_type, e2->key_type, path_with(ctx, path, PATH_ENTRY_KEY, key, 0), out);
            if (!type_is_assignable(ctx, e1->value_type, e2->value_type))
                describe(ctx, e1->value_type, e2->value_type, path_with(ctx, path, PATH_ENTRY_VALUE, key, 0), out);
        }
        for (size_t j = 0; j < an; j++)
            if (!used[j])
                push(ctx, out, make_key_mismatch(MM_EXTRANEOUS_KEY, path, actual->u.structure.members[j].name->bytes));
    } else if (actual->kind == TYPE_HASH) {
        TypeRange actual_size = type_size_of(actual);
        TypeRange expected_size = type_size_of(expected);
        if (type_range_covers(expected_size, actual_size))
            push(ctx, out, make_type_mismatch(ctx, path, original,
                                              type_new_hash(ctx, actual->u.hash.key, actual->u.hash.value, false, type_range(0, 0))));
        else
            push(ctx, out, make_size_mismatch(path, expected_size, actual_size));
    } else {
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
    }
}

static void describe_tuple(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                           MismatchList *out) {
    if (type_equal(expected, actual) || (expected->u.tuple.count == 0 && actual->kind == TYPE_ARRAY))
        return;
    TypeRange expected_size = type_size_of(expected);
    size_t ne = expected->u.tuple.count;
    if (actual->kind == TYPE_TUPLE) {
        TypeRange actual_size = type_size_of(actual);
        if (!type_range_covers(expected_size, actual_size)) {
            push(ctx, out, make_size_mismatch(path, expected_size, actual_size));
            return;
        }
        for (size_t i = 0; ne && i < actual->u.tuple.count; i++) {
            size_t adx = i >= ne ? ne - 1 : i;
            describe(ctx, expected->u.tuple.types[adx], actual->u.tuple.types[i], path_with(ctx, path, PATH_INDEX, NULL, adx), out);
        }
    } else if (actual->kind == TYPE_ARRAY) {
        TypeRange actual_size = type_size_of(actual);
        if (!type_range_covers(expected_size, actual_size)) {
            push(ctx, out, make_size_mismatch(path, expected_size, actual_size));
            return;
        }
        for (size_t i = 0; i < ne; i++)
            describe(ctx, expected->u.tuple.types[i], actual->u.array.element, path_with(ctx, path, PATH_INDEX, NULL, i), out);
    } else {
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
    }
}

static void describe_callable(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                              MismatchList *out) {
    if (actual->kind != TYPE_CALLABLE) {
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
        return;
    }
    if (!expected->u.callable.params && !expected->u.callable.ret)
        return;
    if (expected->u.callable.params && actual->u.callable.params &&
        !type_is_assignable(ctx, actual->u.callable.params, expected->u.callable.params)) {
        MismatchList params = { NULL, 0, 0 };
        describe_tuple(ctx, expected->u.callable.params, expected->u.callable.params, actual->u.callable.params, path, &params);
        if (params.count) {
            append_all(ctx, out, &params);
            return;
        }
    }
    const Type *this_ret = expected->u.callable.ret ? expected->u.callable.ret : &type_any;
    const Type *that_ret = actual->u.callable.ret ? actual->u.callable.ret : &type_any;
    if (!type_is_assignable(ctx, this_ret, that_ret)) {
        push(ctx, out, make_type_mismatch(ctx, path_with(ctx, path, PATH_RETURN, NULL, 0), this_ret, that_ret));
        return;
    }
    const Type *this_block = expected->u.callable.block ? expected->u.callable.block : &type_undef;
    const Type *that_block = actual->u.callable.block ? actual->u.callable.block : &type_undef;
    if (!type_is_assignable(ctx, that_block, this_block))
        push(ctx, out, make_type_mismatch(ctx, path_with(ctx, path, PATH_BLOCK, NULL, 0), this_block, that_block));
}

static void internal_describe(Ctx *ctx, const Type *expected, const Type *original, const Type *actual, Path path,
                              MismatchList *out) {
    switch (expected->kind) {
    case TYPE_VARIANT:
        describe_variant(ctx, expected, original, actual, path, out);
        return;
    case TYPE_STRUCT:
        describe_struct(ctx, expected, original, actual, path, out);
        return;
    case TYPE_HASH:
        describe_hash(ctx, expected, original, actual, path, out);
        return;
    case TYPE_TUPLE:
        describe_tuple(ctx, expected, original, actual, path, out);
        return;
    case TYPE_ARRAY:
        describe_array(ctx, expected, original, actual, path, out);
        return;
    case TYPE_CALLABLE:
        describe_callable(ctx, expected, original, actual, path, out);
        return;
    case TYPE_OPTIONAL:
        if (actual->kind == TYPE_UNDEF || !expected->u.contained.type)
            return;
        internal_describe(ctx, expected->u.contained.type, original->kind == TYPE_ALIAS ? original : expected, actual, path, out);
        return;
    case TYPE_PATTERN:
    case TYPE_ENUM:
        push(ctx, out, make_pattern_mismatch(ctx, path, original, actual));
        return;
    case TYPE_ALIAS:
        internal_describe(ctx, type_normalize(ctx, type_resolve(expected)), expected, actual, path, out);
        return;
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_STRING:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    if (!type_is_assignable(ctx, expected, actual))
        push(ctx, out, make_type_mismatch(ctx, path, original, actual));
}

/* Aliases already searched by unresolved_in: each alias is searched once, since a recursive
 * alias such as RichData reaches itself through every member and a plain walk is exponential. */
typedef struct {
    const Type *items[64];
    size_t count;
} SearchedAliases;

static bool searched_before(SearchedAliases *searched, const Type *alias) {
    for (size_t i = 0; i < searched->count; i++)
        if (searched->items[i] == alias)
            return true;
    if (searched->count < sizeof searched->items / sizeof searched->items[0])
        searched->items[searched->count++] = alias;
    return false;
}

/* The first unresolved reference inside t (UnresolvedTypeFinder), or NULL. */
static const char *unresolved_in(const Type *t, int depth, SearchedAliases *searched) {
    if (depth > 64)
        return NULL;
    if (t->kind == TYPE_REFERENCE)
        return t->u.reference.text;
    if (t->kind == TYPE_ALIAS) {
        if (!t->u.alias.target || searched_before(searched, t))
            return NULL;
        return unresolved_in(t->u.alias.target, depth + 1, searched);
    }
    for (size_t i = 0; i < type_member_count(t); i++) {
        const char *found = unresolved_in(type_member(t, i), depth + 1, searched);
        if (found)
            return found;
    }
    const Type *inner = type_element(t);
    return inner ? unresolved_in(inner, depth + 1, searched) : NULL;
}

static void describe(Ctx *ctx, const Type *expected, const Type *actual, Path path, MismatchList *out) {
    SearchedAliases searched = { .count = 0 };
    const char *unresolved = unresolved_in(expected, 0, &searched);
    if (unresolved) {
        push(ctx, out, make_key_mismatch(MM_UNRESOLVED, path, unresolved));
        return;
    }
    internal_describe(ctx, type_normalize(ctx, expected), expected, actual, path, out);
}

const char *type_mismatch_describe(Ctx *ctx, const char *subject, const Type *expected, Value actual) {
    MismatchList list = { NULL, 0, 0 };
    Path root = { NULL, 0 };
    describe(ctx, expected, type_infer_set(ctx, actual), root, &list);
    if (list.count == 0)
        return "";
    if (list.count == 1) {
        const char *text = format_mismatch(ctx, &list.items[0]);
        while (*text == ' ')
            text++;
        return ctx_sprintf(ctx, "%s %s", subject, text);
    }
    /* errors.map(&:format).join("\n "): each formatted error starts with a space */
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < list.count; i++) {
        if (i)
            strbuf_append_cstr(&sb, "\n ");
        strbuf_printf(&sb, " %s%s", subject, format_mismatch(ctx, &list.items[i]));
    }
    return strbuf_finish(&sb)->bytes;
}

const char *type_mismatch_message(Ctx *ctx, const Type *expected, Value actual) {
    MismatchList list = { NULL, 0, 0 };
    Path root = { NULL, 0 };
    describe(ctx, expected, type_infer_set(ctx, actual), root, &list);
    if (list.count == 0)
        return "";
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < list.count; i++) {
        const char *text = format_mismatch(ctx, &list.items[i]);
        while (*text == ' ')
            text++;
        if (i)
            strbuf_append_char(&sb, '\n');
        strbuf_append_cstr(&sb, text);
    }
    return strbuf_finish(&sb)->bytes;
}
