/* type_accessors.c: reading a type's parameters (type.h "accessors"): ranges, sizes,
 * members, element and key types, names, the way the operation files and the rest of the
 * engine look inside a Type without knowing its layout (type_internal.h).
 *
 * What this file does not do: build or intern types (type.c), or decide anything about them
 * (one operation file each, listed in type.h).
 */
#include "types/type_internal.h"

#include <string.h>

TypeRange type_size_of(const Type *t) {
    switch (t->kind) {
    case TYPE_STRING:
        if (t->u.string.sized)
            return t->u.string.size;
        if (t->u.string.value) {
            int64_t n = (int64_t)str_char_count(t->u.string.value);
            return type_range(n, n);
        }
        return type_range_default_size();
    case TYPE_COLLECTION:
        return t->u.collection.sized ? t->u.collection.size : type_range_default_size();
    case TYPE_ARRAY:
        return t->u.array.sized ? t->u.array.size : type_range_default_size();
    case TYPE_HASH:
        return t->u.hash.sized ? t->u.hash.size : type_range_default_size();
    case TYPE_TUPLE:
        /* PTupleType#size_range */
        if (t->u.tuple.sized)
            return t->u.tuple.size;
        if (t->u.tuple.count == 0)
            return type_range_default_size();
        return type_range((int64_t)t->u.tuple.count, (int64_t)t->u.tuple.count);
    case TYPE_STRUCT: {
        int64_t required = 0;
        for (size_t i = 0; i < t->u.structure.count; i++)
            required += !t->u.structure.members[i].optional;
        return type_range(required, (int64_t)t->u.structure.count);
    }
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
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return type_range_default_size();
}

bool type_integer_range(const Type *t, int64_t *from, int64_t *to) {
    t = type_resolve(t);   /* an alias iterates as its type: type A = Integer[1, 3]; A.each */
    if (t->kind != TYPE_INTEGER)
        return false;
    *from = t->u.integer.from;
    *to = t->u.integer.to;
    return true;
}

bool type_float_range(const Type *t, double *from, double *to) {
    if (t->kind != TYPE_FLOAT)
        return false;
    *from = t->u.floating.from;
    *to = t->u.floating.to;
    return true;
}

bool type_size_range(const Type *t, int64_t *from, int64_t *to) {
    if (t->kind != TYPE_STRING && t->kind != TYPE_COLLECTION && t->kind != TYPE_ARRAY &&
        t->kind != TYPE_HASH && t->kind != TYPE_TUPLE && t->kind != TYPE_STRUCT)
        return false;
    TypeRange r = type_size_of(t);
    *from = r.from;
    *to = r.to;
    return true;
}

size_t type_enum_count(const Type *t) {
    t = type_resolve(t);
    return t->kind == TYPE_ENUM ? t->u.enumeration.count : 0;
}

const Str *type_enum_value(const Type *t, size_t i) {
    t = type_resolve(t);
    return t->u.enumeration.values[i];
}

bool type_enum_case_insensitive(const Type *t) {
    return t->kind == TYPE_ENUM && t->u.enumeration.case_insensitive;
}

const Type *type_element(const Type *t) {
    if (t->kind == TYPE_ARRAY)
        return t->u.array.element;
    if (t->kind == TYPE_HASH)
        return t->u.hash.value;
    if (type_kind_flags(t->kind) & TF_CONTAINER)
        return t->u.contained.type;
    return NULL;
}

const Type *type_hash_key(const Type *t) {
    return t->kind == TYPE_HASH ? t->u.hash.key : NULL;
}

size_t type_member_count(const Type *t) {
    if (t->kind == TYPE_VARIANT)
        return t->u.variant.count;
    if (t->kind == TYPE_TUPLE)
        return t->u.tuple.count;
    if (t->kind == TYPE_PATTERN)
        return t->u.pattern.count;
    return 0;
}

const Type *type_member(const Type *t, size_t i) {
    if (t->kind == TYPE_VARIANT)
        return t->u.variant.types[i];
    if (t->kind == TYPE_TUPLE)
        return t->u.tuple.types[i];
    if (t->kind == TYPE_PATTERN)
        return t->u.pattern.regexps[i];
    return NULL;
}

size_t type_struct_count(const Type *t) {
    return t->kind == TYPE_STRUCT ? t->u.structure.count : 0;
}

const TypeStructMember *type_struct_member(const Type *t, size_t i) {
    return &t->u.structure.members[i];
}

const Type *type_callable_params(const Type *t) {
    return t->kind == TYPE_CALLABLE ? t->u.callable.params : NULL;
}

const Type *type_callable_block(const Type *t) {
    return t->kind == TYPE_CALLABLE ? t->u.callable.block : NULL;
}

const Type *type_callable_return(const Type *t) {
    return t->kind == TYPE_CALLABLE ? t->u.callable.ret : NULL;
}

const char *type_resource_name(const Type *t) {
    return t->kind == TYPE_RESOURCE ? t->u.resource.type_name : NULL;
}

const char *type_resource_title(const Type *t) {
    return t->kind == TYPE_RESOURCE ? t->u.resource.title : NULL;
}

const char *type_class_name(const Type *t) {
    return t->kind == TYPE_CLASS ? t->u.klass.name : NULL;
}

const Str *type_regexp_pattern(const Type *t) {
    return t->kind == TYPE_REGEXP ? t->u.regexp.pattern : NULL;
}

const char *type_alias_name(const Type *t) {
    return t->kind == TYPE_ALIAS ? t->u.alias.name : NULL;
}

const Type *type_alias_target(const Type *t) {
    return t->kind == TYPE_ALIAS ? t->u.alias.target : NULL;
}

const Type *type_resolve(const Type *t) {
    /* bounded: an alias chain longer than this can only be a cycle of aliases */
    for (int i = 0; i < 100 && t->kind == TYPE_ALIAS; i++)
        t = t->u.alias.target ? t->u.alias.target : &type_any;
    return t->kind == TYPE_ALIAS ? &type_any : t;
}

bool type_is_iterable(const Type *t) {
    t = type_resolve(t);
    if (t->kind == TYPE_INTEGER)
        return !t->u.integer.open_from && !t->u.integer.open_to;
    if (t->kind == TYPE_ENUM)
        return true;
    if (t->kind == TYPE_TYPE)
        return t->u.contained.type && type_is_iterable(t->u.contained.type);
    return false;
}
