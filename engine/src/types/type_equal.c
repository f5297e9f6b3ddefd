/* type_equal.c: the structural hash and equality of types, which interning (type.c) and
 * every memo keyed by types rest on.
 *
 * type_equal is the reference's `==` of two types (PAnyType#eql? and each type's own
 * eql?): Variant and Enum members compared as sets, aliases by name, Objects by identity.
 * type_identical is the shallow identity that interning needs (child pointers, members in
 * order). What this file does not do: assignability (type_assign.c) or the type operators
 * `==`/`<`/`<=` (type_compare.c).
 */
#include "types/type_internal.h"

#include <string.h>

#include "values/semver.h"
#include "objects/type_object.h"
#include "objects/type_typeset.h"

static uint64_t mix(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 33;
    return h;
}

static uint64_t hash_bytes(const char *bytes, size_t len) {
    uint64_t h = 0xcbf29ce484222325ull;   /* FNV-1a */
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)bytes[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static uint64_t hash_cstr_lower(const char *text) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (; text && *text; text++) {
        unsigned char c = (unsigned char)*text;
        h ^= (c >= 'A' && c <= 'Z') ? c + 32u : c;
        h *= 0x100000001b3ull;
    }
    return h;
}

static uint64_t hash_str(const Str *s) {
    return s ? hash_bytes(s->bytes, s->len) : 0x51u;
}

static uint64_t hash_range(bool sized, TypeRange r) {
    return sized ? mix((uint64_t)r.from * 31u ^ (uint64_t)r.to) : 0x77u;
}

static uint64_t hash_double(double d) {
    uint64_t bits;
    if (d == 0.0)
        d = 0.0;
    memcpy(&bits, &d, sizeof bits);
    return bits;
}

static uint64_t hash_child(const Type *t) {
    return t ? type_hash(t) : 0x13u;
}

/* Order-insensitive for Variant and Pattern members, whose equality is set equality in the
 * reference (PVariantType#eql?: same size and no member missing). */
uint64_t type_compute_hash(const Type *t) {
    uint64_t h = mix((uint64_t)t->kind + 0x9e3779b97f4a7c15ull);
    switch (t->kind) {
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_CATALOG_ENTRY:
        break;
    case TYPE_INTEGER:
        h = mix(h ^ (uint64_t)t->u.integer.from) ^ mix((uint64_t)t->u.integer.to + 1) ^
            (uint64_t)(t->u.integer.open_from * 2 + t->u.integer.open_to);
        break;
    case TYPE_FLOAT:
        h = mix(h ^ hash_double(t->u.floating.from)) ^ mix(hash_double(t->u.floating.to) + 1);
        break;
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        h = mix(h ^ (uint64_t)t->u.time.from) ^ mix((uint64_t)t->u.time.to + 1);
        break;
    case TYPE_STRING:
        h = mix(h ^ hash_range(t->u.string.sized, t->u.string.size) ^ (t->u.string.value ? hash_str(t->u.string.value) : 0));
        break;
    case TYPE_ENUM:
        for (size_t i = 0; i < t->u.enumeration.count; i++)
            h = mix(h ^ hash_str(t->u.enumeration.values[i]));
        h ^= t->u.enumeration.case_insensitive;
        break;
    case TYPE_PATTERN: {
        uint64_t sum = 0;
        for (size_t i = 0; i < t->u.pattern.count; i++)
            sum += hash_child(t->u.pattern.regexps[i]);
        h = mix(h ^ sum);
        break;
    }
    case TYPE_BOOLEAN:
        h = mix(h + (uint64_t)(t->u.boolean.value + 2));
        break;
    case TYPE_REGEXP:
        h = mix(h ^ hash_str(t->u.regexp.pattern));
        break;
    case TYPE_SEMVER:
        for (size_t i = 0; i < t->u.semver.count; i++)
            h = mix(h ^ semver_range_hash(t->u.semver.ranges[i]));
        break;
    case TYPE_COLLECTION:
        h = mix(h ^ hash_range(t->u.collection.sized, t->u.collection.size));
        break;
    case TYPE_ARRAY:
        h = mix(h ^ hash_range(t->u.array.sized, t->u.array.size)) ^ mix(hash_child(t->u.array.element));
        break;
    case TYPE_HASH:
        h = mix(h ^ hash_range(t->u.hash.sized, t->u.hash.size)) ^ mix(hash_child(t->u.hash.key)) ^
            mix(hash_child(t->u.hash.value) + 7);
        break;
    case TYPE_TUPLE:
        h = mix(h ^ hash_range(t->u.tuple.sized, t->u.tuple.size));
        for (size_t i = 0; i < t->u.tuple.count; i++)
            h = mix(h ^ hash_child(t->u.tuple.types[i]));
        break;
    case TYPE_STRUCT:
        for (size_t i = 0; i < t->u.structure.count; i++) {
            const TypeStructMember *m = &t->u.structure.members[i];
            h = mix(h ^ hash_str(m->name) ^ (hash_child(m->key_type) << 1) ^ hash_child(m->value_type));
        }
        break;
    case TYPE_VARIANT: {
        uint64_t sum = 0;
        for (size_t i = 0; i < t->u.variant.count; i++)
            sum += hash_child(t->u.variant.types[i]);
        h = mix(h ^ sum);
        break;
    }
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
        h = mix(h ^ hash_child(t->u.contained.type));
        break;
    case TYPE_CALLABLE:
        h = mix(h ^ hash_child(t->u.callable.params)) ^ mix(hash_child(t->u.callable.block) + 1) ^
            mix(hash_child(t->u.callable.ret) + 2);
        break;
    case TYPE_RUNTIME:
        h = mix(h ^ hash_str(t->u.runtime.runtime)) ^ mix(hash_str(t->u.runtime.name) + 1);
        break;
    case TYPE_RESOURCE:
        h = mix(h ^ hash_cstr_lower(t->u.resource.type_name)) ^
            mix(t->u.resource.title ? hash_bytes(t->u.resource.title, strlen(t->u.resource.title)) : 3);
        break;
    case TYPE_CLASS:
        h = mix(h ^ (t->u.klass.name ? hash_bytes(t->u.klass.name, strlen(t->u.klass.name)) : 5));
        break;
    case TYPE_ALIAS:
        h = mix(h ^ hash_bytes(t->u.alias.name, strlen(t->u.alias.name)));
        break;
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        h = mix(h ^ hash_bytes(t->u.reference.text, strlen(t->u.reference.text)));
        break;
    case TYPE_OBJECT: {
        /* PObjectType#hash: by name; anonymous types by their member count */
        const char *name = t->u.object.def->name;
        h = mix(h ^ (name ? hash_bytes(name, strlen(name)) : t->u.object.def->attribute_count + 7));
        h = mix(h ^ t->u.object.param_count);
        break;
    }
    case TYPE_TYPE_SET:
        h = mix(h ^ type_set_def_hash(t->u.type_set.def));
        break;
    case TYPE_INIT:
        h = mix(h ^ hash_child(t->u.init.type));
        for (size_t i = 0; i < t->u.init.count; i++)
            h = mix(h ^ value_hash(t->u.init.args[i]));
        break;
    case TYPE_URI:
        h = mix(h ^ (t->u.uri.parameters ? value_hash(*t->u.uri.parameters) : 9));
        break;
    }
    return h ? h : 1;
}

uint64_t type_hash(const Type *t) {
    return t->hash ? t->hash : type_compute_hash(t);
}

static bool str_same(const Str *a, const Str *b) {
    if (a == b)
        return true;
    if (!a || !b)
        return false;
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

static bool cstr_same(const char *a, const char *b) {
    return a == b || (a && b && strcmp(a, b) == 0);
}

static bool cstr_same_ci(const char *a, const char *b) {
    if (a == b)
        return true;
    if (!a || !b)
        return false;
    for (; *a && *b; a++, b++) {
        char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
        char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
        if (x != y)
            return false;
    }
    return *a == *b;
}

static bool range_same(bool sa, TypeRange a, bool sb, TypeRange b) {
    return sa == sb && (!sa || (a.from == b.from && a.to == b.to));
}

static bool child_equal(const Type *a, const Type *b, bool deep) {
    if (a == b)
        return true;
    if (!a || !b || !deep)
        return false;
    return type_equal(a, b);
}

/* Every member of a is equal to some member of b (sizes being equal: set equality). */
static bool same_text(const char *a, const char *b) {
    return a == b || (a && b && strcmp(a, b) == 0);
}

static bool members_as_set(const Type *const *a, size_t na, const Type *const *b, size_t nb, bool deep) {
    if (na != nb)
        return false;
    for (size_t i = 0; i < na; i++) {
        bool found = false;
        for (size_t j = 0; j < nb && !found; j++)
            found = child_equal(a[i], b[j], deep);
        if (!found)
            return false;
    }
    return true;
}

static bool members_in_order(const Type *const *a, size_t na, const Type *const *b, size_t nb, bool deep) {
    if (na != nb)
        return false;
    for (size_t i = 0; i < na; i++)
        if (!child_equal(a[i], b[i], deep))
            return false;
    return true;
}

/* deep: children compared with type_equal (equality); shallow: by pointer and Variant order
 * kept (interning identity). */
static bool same_structure(const Type *a, const Type *b, bool deep) {
    if (a->kind != b->kind)
        return false;
    switch (a->kind) {
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_CATALOG_ENTRY:
        return true;
    case TYPE_INTEGER:
        return a->u.integer.from == b->u.integer.from && a->u.integer.to == b->u.integer.to &&
               a->u.integer.open_from == b->u.integer.open_from && a->u.integer.open_to == b->u.integer.open_to;
    case TYPE_FLOAT:
        return a->u.floating.from == b->u.floating.from && a->u.floating.to == b->u.floating.to;
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        return a->u.time.from == b->u.time.from && a->u.time.to == b->u.time.to &&
               (deep || (a->u.time.float_from == b->u.time.float_from && a->u.time.float_to == b->u.time.float_to));
    case TYPE_STRING:
        return range_same(a->u.string.sized, a->u.string.size, b->u.string.sized, b->u.string.size) &&
               str_same(a->u.string.value, b->u.string.value);
    case TYPE_ENUM:
        if (a->u.enumeration.count != b->u.enumeration.count ||
            a->u.enumeration.case_insensitive != b->u.enumeration.case_insensitive)
            return false;
        for (size_t i = 0; i < a->u.enumeration.count; i++)
            if (!str_same(a->u.enumeration.values[i], b->u.enumeration.values[i]))
                return false;
        return true;
    case TYPE_PATTERN:
        return deep ? members_as_set(a->u.pattern.regexps, a->u.pattern.count, b->u.pattern.regexps, b->u.pattern.count, true)
                    : members_in_order(a->u.pattern.regexps, a->u.pattern.count, b->u.pattern.regexps, b->u.pattern.count, false);
    case TYPE_BOOLEAN:
        return a->u.boolean.value == b->u.boolean.value;
    case TYPE_REGEXP:
        return str_same(a->u.regexp.pattern, b->u.regexp.pattern);
    case TYPE_SEMVER:
        if (a->u.semver.count != b->u.semver.count)
            return false;
        /* the ranges' texts are part of the interned identity, not of equality: SemVer['1.x']
         * and SemVer['>=1.0.0 <2.0.0'] are equal, and each prints as it was written */
        for (size_t i = 0; i < a->u.semver.count; i++)
            if (!semver_range_equal(a->u.semver.ranges[i], b->u.semver.ranges[i]) ||
                (!deep && !same_text(a->u.semver.ranges[i]->text, b->u.semver.ranges[i]->text)))
                return false;
        return true;
    case TYPE_COLLECTION:
        return range_same(a->u.collection.sized, a->u.collection.size, b->u.collection.sized, b->u.collection.size);
    case TYPE_ARRAY:
        return range_same(a->u.array.sized, a->u.array.size, b->u.array.sized, b->u.array.size) &&
               child_equal(a->u.array.element, b->u.array.element, deep);
    case TYPE_HASH:
        return range_same(a->u.hash.sized, a->u.hash.size, b->u.hash.sized, b->u.hash.size) &&
               child_equal(a->u.hash.key, b->u.hash.key, deep) && child_equal(a->u.hash.value, b->u.hash.value, deep);
    case TYPE_TUPLE:
        return range_same(a->u.tuple.sized, a->u.tuple.size, b->u.tuple.sized, b->u.tuple.size) &&
               members_in_order(a->u.tuple.types, a->u.tuple.count, b->u.tuple.types, b->u.tuple.count, deep);
    case TYPE_STRUCT:
        if (a->u.structure.count != b->u.structure.count)
            return false;
        for (size_t i = 0; i < a->u.structure.count; i++) {
            const TypeStructMember *x = &a->u.structure.members[i], *y = &b->u.structure.members[i];
            if (!str_same(x->name, y->name) || x->optional != y->optional ||
                !child_equal(x->key_type, y->key_type, deep) || !child_equal(x->value_type, y->value_type, deep))
                return false;
        }
        return true;
    case TYPE_VARIANT:
        return deep ? members_as_set(a->u.variant.types, a->u.variant.count, b->u.variant.types, b->u.variant.count, true)
                    : members_in_order(a->u.variant.types, a->u.variant.count, b->u.variant.types, b->u.variant.count, false);
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
        return child_equal(a->u.contained.type, b->u.contained.type, deep);
    case TYPE_CALLABLE:
        return child_equal(a->u.callable.params, b->u.callable.params, deep) &&
               child_equal(a->u.callable.block, b->u.callable.block, deep) &&
               child_equal(a->u.callable.ret, b->u.callable.ret, deep);
    case TYPE_RUNTIME:
        return str_same(a->u.runtime.runtime, b->u.runtime.runtime) && str_same(a->u.runtime.name, b->u.runtime.name);
    case TYPE_RESOURCE:
        /* the reference compares the down-cased type name */
        return cstr_same_ci(a->u.resource.type_name, b->u.resource.type_name) &&
               cstr_same(a->u.resource.title, b->u.resource.title) &&
               (deep || cstr_same(a->u.resource.type_name, b->u.resource.type_name));
    case TYPE_CLASS:
        return cstr_same(a->u.klass.name, b->u.klass.name);
    case TYPE_ALIAS:
        /* PTypeAliasType#eql?: by name */
        return deep ? strcmp(a->u.alias.name, b->u.alias.name) == 0 : a == b;
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        return strcmp(a->u.reference.text, b->u.reference.text) == 0;
    case TYPE_OBJECT:
        if (a->u.object.param_count != b->u.object.param_count ||
            !type_object_def_equal(a->u.object.def, b->u.object.def))
            return false;
        for (size_t i = 0; i < a->u.object.param_count; i++)
            if (!value_eql(a->u.object.params[i], b->u.object.params[i]))
                return false;
        return true;
    case TYPE_TYPE_SET:
        return type_set_def_equal(a->u.type_set.def, b->u.type_set.def);
    case TYPE_INIT:
        if (!child_equal(a->u.init.type, b->u.init.type, deep) || a->u.init.count != b->u.init.count)
            return false;
        for (size_t i = 0; i < a->u.init.count; i++)
            if (!value_eql(a->u.init.args[i], b->u.init.args[i]))
                return false;
        return true;
    case TYPE_URI:
        if (!a->u.uri.parameters || !b->u.uri.parameters)
            return a->u.uri.parameters == b->u.uri.parameters;
        return value_eql(*a->u.uri.parameters, *b->u.uri.parameters);
    }
    return false;
}

bool type_equal(const Type *a, const Type *b) {
    if (a == b)
        return true;
    if (a->kind != b->kind || type_hash(a) != type_hash(b))
        return false;
    return same_structure(a, b, true);
}

bool type_identical(const Type *a, const Type *b) {
    return a == b || same_structure(a, b, false);
}
