/* type.c: the type singletons, built-in names, interning, constructors and aliases
 * (hashing and equality are in type_equal.c, reading a type's parameters in type_accessors.c).
 *
 * Follows types-values-variables.md "The Type System" for the set of types and the
 * reference's constructors (lib/puppet/pops/types/types.rb, type_factory.rb) for how
 * parameters are canonicalized: Enum values sorted and unique, collection sizes clamped at 0
 * (`to_size`), Array[T, 0, 0] holding Unit, Optional[Any]... (see each constructor).
 * What this file does not do: parameter validation and errors (type_parameterize.c), and the
 * operations on types (one file each, listed in type.h).
 */
#include "types/type_internal.h"
#include "values/region.h"

#include <stdlib.h>
#include <string.h>

#include "values/semver.h"
#include "objects/type_object.h"
#include "objects/type_typeset.h"

/* --- singletons ----------------------------------------------------------------------------- */

#define SIMPLE(name, k) const Type name = { .kind = k }
SIMPLE(type_any, TYPE_ANY);
SIMPLE(type_undef, TYPE_UNDEF);
SIMPLE(type_default, TYPE_DEFAULT);
SIMPLE(type_unit, TYPE_UNIT);
SIMPLE(type_scalar, TYPE_SCALAR);
SIMPLE(type_scalar_data, TYPE_SCALAR_DATA);
SIMPLE(type_numeric, TYPE_NUMERIC);
SIMPLE(type_enum, TYPE_ENUM);
SIMPLE(type_pattern, TYPE_PATTERN);
SIMPLE(type_regexp, TYPE_REGEXP);
SIMPLE(type_semver, TYPE_SEMVER);
SIMPLE(type_semver_range, TYPE_SEMVER_RANGE);
SIMPLE(type_binary, TYPE_BINARY);
SIMPLE(type_uri, TYPE_URI);
SIMPLE(type_struct, TYPE_STRUCT);
SIMPLE(type_variant, TYPE_VARIANT);
SIMPLE(type_optional, TYPE_OPTIONAL);
SIMPLE(type_not_undef, TYPE_NOT_UNDEF);
SIMPLE(type_iterable, TYPE_ITERABLE);
SIMPLE(type_iterator, TYPE_ITERATOR);
SIMPLE(type_callable, TYPE_CALLABLE);
SIMPLE(type_type, TYPE_TYPE);
SIMPLE(type_runtime, TYPE_RUNTIME);
SIMPLE(type_catalog_entry, TYPE_CATALOG_ENTRY);
SIMPLE(type_resource_any, TYPE_RESOURCE);
SIMPLE(type_class_any, TYPE_CLASS);
SIMPLE(type_init, TYPE_INIT);
#undef SIMPLE

const Type type_integer = { .kind = TYPE_INTEGER, .u.integer = { TYPE_UNBOUNDED_FROM, TYPE_UNBOUNDED_TO, true, true } };
const Type type_float = { .kind = TYPE_FLOAT, .u.floating = { -INFINITY, INFINITY } };
const Type type_timespan = { .kind = TYPE_TIMESPAN, .u.time = { TYPE_UNBOUNDED_FROM, TYPE_UNBOUNDED_TO, false, false } };
const Type type_timestamp = { .kind = TYPE_TIMESTAMP, .u.time = { TYPE_UNBOUNDED_FROM, TYPE_UNBOUNDED_TO, false, false } };
const Type type_string = { .kind = TYPE_STRING };
const Type type_boolean = { .kind = TYPE_BOOLEAN, .u.boolean = { -1 } };
const Type type_boolean_true = { .kind = TYPE_BOOLEAN, .u.boolean = { 1 } };
const Type type_boolean_false = { .kind = TYPE_BOOLEAN, .u.boolean = { 0 } };
const Type type_collection = { .kind = TYPE_COLLECTION };
const Type type_array = { .kind = TYPE_ARRAY, .u.array = { .element = &type_any } };
const Type type_hash_any = { .kind = TYPE_HASH, .u.hash = { .key = &type_any, .value = &type_any } };
const Type type_tuple = { .kind = TYPE_TUPLE };
const Type type_sensitive = { .kind = TYPE_SENSITIVE, .u.contained = { &type_any } };
const Type type_array_empty = { .kind = TYPE_ARRAY, .u.array = { true, { 0, 0 }, &type_unit } };
const Type type_hash_empty = { .kind = TYPE_HASH, .u.hash = { true, { 0, 0 }, &type_unit, &type_unit } };

/* The unparameterized Object (an empty definition: Object[{}]) and TypeSet as the reference
 * renders them; Error and Deferred, the Object types every Puppet 7 run knows, are defined in
 * type_object_builtin.c. */
static const ObjectDef empty_object = { .equality_include_type = true };
const Type type_object = { .kind = TYPE_OBJECT, .u.object = { &empty_object, NULL, 0 } };
const Type type_type_set = { .kind = TYPE_TYPE_SET, .u.type_set = { &type_set_default_def } };

/* The built-in aliases of the reference's static loader, resolved and normalized as it does:
 *   Data        = Variant[ScalarData, Undef, Hash[String, Data], Array[Data]]
 *   RichDataKey = Variant[String, Numeric]
 *   RichData    = Variant[Scalar, SemVerRange, Binary, Sensitive, Type, TypeSet, URI, Object,
 *                         Undef, Default, Hash[RichDataKey, RichData], Array[RichData]]
 * The static loader does not normalize them (user aliases are): they stay Variants holding Undef,
 * so that `Data < Variant` as in the reference. */
static const Type data_hash = { .kind = TYPE_HASH, .u.hash = { .key = &type_string, .value = &type_data } };
static const Type data_array = { .kind = TYPE_ARRAY, .u.array = { .element = &type_data } };
static const Type *const data_members[] = { &type_scalar_data, &type_undef, &data_hash, &data_array };
static const Type data_variant = { .kind = TYPE_VARIANT, .u.variant = { data_members, 4 } };
const Type type_data = { .kind = TYPE_ALIAS, .u.alias = { .name = "Data", .target = &data_variant } };

static const Type *const rich_key_members[] = { &type_string, &type_numeric };
static const Type rich_key_variant = { .kind = TYPE_VARIANT, .u.variant = { rich_key_members, 2 } };
const Type type_rich_data_key = { .kind = TYPE_ALIAS, .u.alias = { .name = "RichDataKey", .target = &rich_key_variant } };

static const Type rich_hash = { .kind = TYPE_HASH, .u.hash = { .key = &type_rich_data_key, .value = &type_rich_data } };
static const Type rich_array = { .kind = TYPE_ARRAY, .u.array = { .element = &type_rich_data } };
static const Type *const rich_members[] = {
    &type_scalar, &type_semver_range, &type_binary, &type_sensitive, &type_type, &type_type_set,
    &type_uri, &type_object, &type_undef, &type_default, &rich_hash, &rich_array,
};
static const Type rich_variant = { .kind = TYPE_VARIANT, .u.variant = { rich_members, 12 } };
const Type type_rich_data = { .kind = TYPE_ALIAS, .u.alias = { .name = "RichData", .target = &rich_variant } };

/* Each name with its length, so that a lookup (every type name a run evaluates comes here)
 * compares lengths and first letters before any bytes; the names programs use most come
 * first, as the table is searched in order (the names are distinct, so order changes no
 * result). */
#define BUILTIN(name, type) { name, sizeof name - 1, type }
static const struct {
    const char *name;
    size_t len;
    const Type *type;
} builtin_names[] = {
    /* The reference's TypeParser.type_map, keyed by the lower-cased name. */
    BUILTIN("integer", &type_integer), BUILTIN("string", &type_string), BUILTIN("array", &type_array),
    BUILTIN("hash", &type_hash_any), BUILTIN("type", &type_type), BUILTIN("optional", &type_optional),
    BUILTIN("struct", &type_struct), BUILTIN("float", &type_float), BUILTIN("callable", &type_callable),
    BUILTIN("variant", &type_variant), BUILTIN("numeric", &type_numeric), BUILTIN("enum", &type_enum),
    BUILTIN("tuple", &type_tuple), BUILTIN("boolean", &type_boolean), BUILTIN("pattern", &type_pattern),
    BUILTIN("regexp", &type_regexp), BUILTIN("undef", &type_undef), BUILTIN("any", &type_any),
    BUILTIN("default", &type_default), BUILTIN("notundef", &type_not_undef), BUILTIN("scalar", &type_scalar),
    BUILTIN("scalardata", &type_scalar_data), BUILTIN("semver", &type_semver),
    BUILTIN("semverrange", &type_semver_range), BUILTIN("timespan", &type_timespan),
    BUILTIN("timestamp", &type_timestamp), BUILTIN("binary", &type_binary), BUILTIN("uri", &type_uri),
    BUILTIN("collection", &type_collection), BUILTIN("iterable", &type_iterable),
    BUILTIN("iterator", &type_iterator), BUILTIN("sensitive", &type_sensitive), BUILTIN("runtime", &type_runtime),
    BUILTIN("catalogentry", &type_catalog_entry), BUILTIN("resource", &type_resource_any),
    BUILTIN("class", &type_class_any), BUILTIN("object", &type_object), BUILTIN("typeset", &type_type_set),
    BUILTIN("init", &type_init),
    /* The static loader's aliases and Object types (found by their exact name). */
    BUILTIN("Data", &type_data), BUILTIN("RichData", &type_rich_data), BUILTIN("RichDataKey", &type_rich_data_key),
    BUILTIN("Error", &type_error), BUILTIN("Deferred", &type_deferred),
    BUILTIN("Puppet::LookupContext", &type_lookup_context),
};

static char ascii_lower(char c) {
    return (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
}

const Type *type_builtin(const char *name, size_t len) {
    if (len == 0 || len > 21)   /* the longest name above */
        return NULL;
    char first = ascii_lower(name[0]);
    for (size_t i = 0; i < sizeof builtin_names / sizeof builtin_names[0]; i++) {
        if (builtin_names[i].len != len)
            continue;
        const char *candidate = builtin_names[i].name;
        if (candidate[0] >= 'A' && candidate[0] <= 'Z') {   /* an exact name */
            if (name[0] == candidate[0] && memcmp(name, candidate, len) == 0)
                return builtin_names[i].type;
            continue;
        }
        if (first != candidate[0])
            continue;
        size_t k = 1;
        while (k < len && ascii_lower(name[k]) == candidate[k])
            k++;
        if (k == len)
            return builtin_names[i].type;
    }
    return NULL;
}
#undef BUILTIN

const Type *type_default_of(TypeKind kind) {
    switch (kind) {
    case TYPE_ANY: return &type_any;
    case TYPE_UNDEF: return &type_undef;
    case TYPE_DEFAULT: return &type_default;
    case TYPE_UNIT: return &type_unit;
    case TYPE_NOT_UNDEF: return &type_not_undef;
    case TYPE_OPTIONAL: return &type_optional;
    case TYPE_VARIANT: return &type_variant;
    case TYPE_SCALAR: return &type_scalar;
    case TYPE_SCALAR_DATA: return &type_scalar_data;
    case TYPE_NUMERIC: return &type_numeric;
    case TYPE_INTEGER: return &type_integer;
    case TYPE_FLOAT: return &type_float;
    case TYPE_STRING: return &type_string;
    case TYPE_ENUM: return &type_enum;
    case TYPE_PATTERN: return &type_pattern;
    case TYPE_BOOLEAN: return &type_boolean;
    case TYPE_REGEXP: return &type_regexp;
    case TYPE_SEMVER: return &type_semver;
    case TYPE_TIMESPAN: return &type_timespan;
    case TYPE_TIMESTAMP: return &type_timestamp;
    case TYPE_SEMVER_RANGE: return &type_semver_range;
    case TYPE_BINARY: return &type_binary;
    case TYPE_URI: return &type_uri;
    case TYPE_COLLECTION: return &type_collection;
    case TYPE_ARRAY: return &type_array;
    case TYPE_HASH: return &type_hash_any;
    case TYPE_TUPLE: return &type_tuple;
    case TYPE_STRUCT: return &type_struct;
    case TYPE_ITERABLE: return &type_iterable;
    case TYPE_ITERATOR: return &type_iterator;
    case TYPE_CALLABLE: return &type_callable;
    case TYPE_TYPE: return &type_type;
    case TYPE_SENSITIVE: return &type_sensitive;
    case TYPE_RUNTIME: return &type_runtime;
    case TYPE_CATALOG_ENTRY: return &type_catalog_entry;
    case TYPE_RESOURCE: return &type_resource_any;
    case TYPE_CLASS: return &type_class_any;
    case TYPE_OBJECT: return &type_object;
    case TYPE_TYPE_SET: return &type_type_set;
    case TYPE_INIT: return &type_init;
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        return NULL;
    }
    return NULL;
}

TypeKind type_kind(const Type *t) {
    return t->kind;
}

const char *type_kind_name(TypeKind kind) {
    static const char *const names[] = {
#define X(kind, name, flags) name,
#include "types/type.def"
#undef X
    };
    return (unsigned)kind < TYPE_KIND_COUNT ? names[kind] : "?";
}

unsigned type_kind_flags(TypeKind kind) {
    static const unsigned flags[] = {
#define X(kind, name, flags) flags,
#include "types/type.def"
#undef X
    };
    return (unsigned)kind < TYPE_KIND_COUNT ? flags[kind] : 0;
}

/* --- interning ------------------------------------------------------------------------------ */

/* An open-addressing set of canonical types. One per run (ctx->types), plus the read-only
 * table shared by type_share_table. */
struct TypeTable {
    const Type **slots;
    size_t capacity;    /* a power of two */
    size_t count;
    TypeMemo *memo;     /* the assignability memo of the run (type_assign.c) */
    void *aliases;      /* the aliases declared in the run (type_ast.c) */
    bool invalid_regexp;        /* some Regexp[...] of the run has a pattern that does not compile */
    const char *format_error;   /* the first such pattern printed since type_take_format_error */
    const char *instance_error; /* such a pattern compiled by the latest type_is_instance */
};

static TypeTable *shared_table;

/* The run's table, in region 0 like everything it holds (docs/memory.md). */
static TypeTable *table_of(Ctx *ctx) {
    if (!ctx->types) {
        size_t saved = ctx_root_begin(ctx);
        TypeTable *table = ctx_calloc(ctx, 1, sizeof *table);
        table->capacity = 256;
        table->slots = ctx_calloc(ctx, table->capacity, sizeof *table->slots);
        ctx->types = table;
        ctx_root_end(ctx, saved);
    }
    return ctx->types;
}

static const Type *table_find(const TypeTable *table, const Type *candidate, uint64_t hash) {
    if (!table)
        return NULL;
    size_t mask = table->capacity - 1;
    for (size_t slot = (size_t)hash & mask;; slot = (slot + 1) & mask) {
        const Type *t = table->slots[slot];
        if (!t)
            return NULL;
        if (t->hash == hash && type_identical(t, candidate))
            return t;
    }
}

static void table_insert(Ctx *ctx, TypeTable *table, const Type *t) {
    if ((table->count + 1) * 2 > table->capacity) {
        size_t capacity = table->capacity * 2;
        const Type **slots = ctx_calloc(ctx, capacity, sizeof *slots);
        for (size_t i = 0; i < table->capacity; i++) {
            const Type *old = table->slots[i];
            if (!old)
                continue;
            size_t slot = (size_t)old->hash & (capacity - 1);
            while (slots[slot])
                slot = (slot + 1) & (capacity - 1);
            slots[slot] = old;
        }
        table->slots = slots;
        table->capacity = capacity;
    }
    size_t mask = table->capacity - 1;
    size_t slot = (size_t)t->hash & mask;
    while (table->slots[slot])
        slot = (slot + 1) & mask;
    table->slots[slot] = t;
    table->count++;
}

/* A string a type holds, in region 0. */
static const Str *keep_str(Ctx *ctx, const Str *s) {
    if (!s)
        return s;
    Value v = value_from_string(s);
    region_keep(ctx, &v, 0);   /* a string is always kept */
    return v.as.string;
}

/* A value a type holds, in region 0; false when it cannot be kept (a type made by a call). */
static bool keep_value(Ctx *ctx, Value *v) {
    return region_keep(ctx, v, 0);
}

static bool deeper(Ctx *ctx, const Type *child) {
    return child && arena_deeper_than(&ctx->arena, child, 0);
}

static bool any_deeper(Ctx *ctx, const Type *const *children, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (deeper(ctx, children[i]))
            return true;
    return false;
}

/* Whether a child of t is a type a call made (interned ones lie in region 0, but an Object or
 * TypeSet type a call built, or an alias a TypeSet declared, does not). */
static bool children_deeper(Ctx *ctx, const Type *t) {
    switch (t->kind) {
    case TYPE_PATTERN:
        return any_deeper(ctx, t->u.pattern.regexps, t->u.pattern.count);
    case TYPE_ARRAY:
        return deeper(ctx, t->u.array.element);
    case TYPE_HASH:
        return deeper(ctx, t->u.hash.key) || deeper(ctx, t->u.hash.value);
    case TYPE_TUPLE:
        return any_deeper(ctx, t->u.tuple.types, t->u.tuple.count);
    case TYPE_VARIANT:
        return any_deeper(ctx, t->u.variant.types, t->u.variant.count);
    case TYPE_STRUCT:
        for (size_t i = 0; i < t->u.structure.count; i++)
            if (deeper(ctx, t->u.structure.members[i].key_type) || deeper(ctx, t->u.structure.members[i].value_type))
                return true;
        return false;
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
        return deeper(ctx, t->u.contained.type);
    case TYPE_CALLABLE:
        return deeper(ctx, t->u.callable.params) || deeper(ctx, t->u.callable.block) || deeper(ctx, t->u.callable.ret);
    case TYPE_INIT:
        return deeper(ctx, t->u.init.type);
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_STRING:
    case TYPE_ENUM:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        return false;
    }
    return false;
}

/* Moves into region 0 what an interned type refers to that a call made: the table lives as long
 * as the run (docs/memory.md). Children are interned already; a child that is not (an Object or
 * TypeSet type a call built) cannot be, and pins the open regions. */
static void persist_parts(Ctx *ctx, Type *t) {
    bool kept = true;
    switch (t->kind) {
    case TYPE_STRING:
        t->u.string.value = keep_str(ctx, t->u.string.value);
        break;
    case TYPE_ENUM:
        for (size_t i = 0; i < t->u.enumeration.count; i++)
            ((const Str **)t->u.enumeration.values)[i] = keep_str(ctx, t->u.enumeration.values[i]);
        break;
    case TYPE_REGEXP:
        t->u.regexp.pattern = keep_str(ctx, t->u.regexp.pattern);
        break;
    case TYPE_SEMVER:
        for (size_t i = 0; i < t->u.semver.count; i++) {
            Value v = { .kind = VAL_SEMVER_RANGE, .as.semver_range = t->u.semver.ranges[i] };
            kept = kept && keep_value(ctx, &v);
            ((const SemVerRange **)t->u.semver.ranges)[i] = v.as.semver_range;
        }
        break;
    case TYPE_STRUCT:
        for (size_t i = 0; i < t->u.structure.count; i++)
            ((TypeStructMember *)t->u.structure.members)[i].name = keep_str(ctx, t->u.structure.members[i].name);
        break;
    case TYPE_RUNTIME:
        t->u.runtime.runtime = keep_str(ctx, t->u.runtime.runtime);
        t->u.runtime.name = keep_str(ctx, t->u.runtime.name);
        break;
    case TYPE_RESOURCE:
        t->u.resource.type_name = region_keep_cstr(ctx, t->u.resource.type_name, 0);
        t->u.resource.title = region_keep_cstr(ctx, t->u.resource.title, 0);
        break;
    case TYPE_CLASS:
        t->u.klass.name = region_keep_cstr(ctx, t->u.klass.name, 0);
        break;
    case TYPE_REFERENCE:
        t->u.reference.text = region_keep_cstr(ctx, t->u.reference.text, 0);
        break;
    case TYPE_INIT:
        for (size_t i = 0; i < t->u.init.count; i++)
            kept = kept && keep_value(ctx, (Value *)&t->u.init.args[i]);
        break;
    case TYPE_URI:
        if (t->u.uri.parameters)
            kept = keep_value(ctx, (Value *)t->u.uri.parameters);
        break;
    case TYPE_OBJECT:
        kept = !arena_deeper_than(&ctx->arena, t->u.object.def, 0);
        if (t->u.object.param_count) {
            Value *params = ctx_alloc(ctx, t->u.object.param_count * sizeof *params);
            memcpy(params, t->u.object.params, t->u.object.param_count * sizeof *params);
            for (size_t i = 0; i < t->u.object.param_count; i++)
                kept = kept && keep_value(ctx, &params[i]);
            t->u.object.params = params;
        }
        break;
    case TYPE_TYPE_SET:
        kept = !arena_deeper_than(&ctx->arena, t->u.type_set.def, 0);
        break;
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
    case TYPE_PATTERN:
    case TYPE_BOOLEAN:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_COLLECTION:
    case TYPE_ARRAY:
    case TYPE_HASH:
    case TYPE_TUPLE:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_CATALOG_ENTRY:
    case TYPE_ALIAS:
    case TYPE_KIND_COUNT:
        break;
    }
    if (!kept || children_deeper(ctx, t))
        ctx_pin(ctx);
}

/* Copies the candidate's arrays into the arena: the candidate may point at the caller's stack. */
static Type *persist(Ctx *ctx, const Type *candidate) {
    Type *t = ctx_alloc(ctx, sizeof *t);
    *t = *candidate;
    switch (t->kind) {
    case TYPE_ENUM:
        if (t->u.enumeration.count) {
            const Str **values = ctx_alloc(ctx, t->u.enumeration.count * sizeof *values);
            memcpy(values, t->u.enumeration.values, t->u.enumeration.count * sizeof *values);
            t->u.enumeration.values = values;
        }
        break;
    case TYPE_PATTERN:
        if (t->u.pattern.count) {
            const Type **items = ctx_alloc(ctx, t->u.pattern.count * sizeof *items);
            memcpy(items, t->u.pattern.regexps, t->u.pattern.count * sizeof *items);
            t->u.pattern.regexps = items;
        }
        break;
    case TYPE_SEMVER:
        if (t->u.semver.count) {
            const SemVerRange **items = ctx_alloc(ctx, t->u.semver.count * sizeof *items);
            memcpy(items, t->u.semver.ranges, t->u.semver.count * sizeof *items);
            t->u.semver.ranges = items;
        }
        break;
    case TYPE_TUPLE:
        if (t->u.tuple.count) {
            const Type **items = ctx_alloc(ctx, t->u.tuple.count * sizeof *items);
            memcpy(items, t->u.tuple.types, t->u.tuple.count * sizeof *items);
            t->u.tuple.types = items;
        }
        break;
    case TYPE_VARIANT:
        if (t->u.variant.count) {
            const Type **items = ctx_alloc(ctx, t->u.variant.count * sizeof *items);
            memcpy(items, t->u.variant.types, t->u.variant.count * sizeof *items);
            t->u.variant.types = items;
        }
        break;
    case TYPE_STRUCT:
        if (t->u.structure.count) {
            TypeStructMember *items = ctx_alloc(ctx, t->u.structure.count * sizeof *items);
            memcpy(items, t->u.structure.members, t->u.structure.count * sizeof *items);
            t->u.structure.members = items;
        }
        break;
    case TYPE_INIT:
        if (t->u.init.count) {
            Value *items = ctx_alloc(ctx, t->u.init.count * sizeof *items);
            memcpy(items, t->u.init.args, t->u.init.count * sizeof *items);
            t->u.init.args = items;
        }
        break;
    case TYPE_URI:
        if (t->u.uri.parameters) {
            Value *v = ctx_alloc(ctx, sizeof *v);
            *v = *t->u.uri.parameters;
            t->u.uri.parameters = v;
        }
        break;
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_STRING:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_COLLECTION:
    case TYPE_ARRAY:
    case TYPE_HASH:
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
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return t;
}

/* The static singletons the interner recognizes besides the kind defaults. */
static const Type *const extra_singletons[] = {
    &type_boolean_true, &type_boolean_false, &type_array_empty, &type_hash_empty,
};

const Type *type_intern(Ctx *ctx, const Type *candidate) {
    const Type *singleton = type_default_of(candidate->kind);
    if (singleton && type_identical(singleton, candidate))
        return singleton;
    for (size_t i = 0; i < sizeof extra_singletons / sizeof extra_singletons[0]; i++)
        if (type_identical(extra_singletons[i], candidate))
            return extra_singletons[i];
    uint64_t hash = type_compute_hash(candidate);
    const Type *found = table_find(shared_table, candidate, hash);
    if (found)
        return found;
    TypeTable *table = table_of(ctx);
    found = table_find(table, candidate, hash);
    if (found)
        return found;
    size_t saved = ctx_root_begin(ctx);
    Type *t = persist(ctx, candidate);
    t->hash = hash;
    if (ctx->arena.depth)
        persist_parts(ctx, t);
    table_insert(ctx, table, t);
    ctx_root_end(ctx, saved);
    return t;
}

TypeMemo **type_memo_slot(Ctx *ctx) {
    return &table_of(ctx)->memo;
}

void **type_alias_list_slot(Ctx *ctx) {
    return &table_of(ctx)->aliases;
}

void type_share_table(Ctx *ctx, const Ctx *run) {
    TypeTable *staged = ctx->types;
    if (!staged || !staged->count)
        return;
    if (!shared_table) {
        shared_table = ctx_calloc(ctx, 1, sizeof *shared_table);
        shared_table->capacity = 256;
        shared_table->slots = ctx_calloc(ctx, shared_table->capacity, sizeof *shared_table->slots);
    }
    /* a type the run interned itself stays out: the run would otherwise find the shared copy
     * from now on and hold two pointers for one type (interning compares children by pointer) */
    const TypeTable *guard = run ? run->types : NULL;
    for (size_t i = 0; i < staged->capacity; i++) {
        const Type *t = staged->slots[i];
        if (t && (!guard || !table_find(guard, t, t->hash)))
            table_insert(ctx, shared_table, t);
    }
    /* the staging table starts empty again: the context's later types are shared by the
     * next call, not seen by runs before it */
    memset(staged->slots, 0, staged->capacity * sizeof *staged->slots);
    staged->count = 0;
}

/* --- constructors --------------------------------------------------------------------------- */

const Type *type_new_integer(Ctx *ctx, int64_t from, int64_t to) {
    return type_new_integer_open(ctx, from, to, from == TYPE_UNBOUNDED_FROM, to == TYPE_UNBOUNDED_TO);
}

const Type *type_new_integer_exact(Ctx *ctx, int64_t from, int64_t to) {
    return type_new_integer_open(ctx, from, to, false, false);
}

const Type *type_new_integer_open(Ctx *ctx, int64_t from, int64_t to, bool open_from, bool open_to) {
    Type c = { .kind = TYPE_INTEGER, .u.integer = { open_from ? TYPE_UNBOUNDED_FROM : from, open_to ? TYPE_UNBOUNDED_TO : to,
                                                    open_from, open_to } };
    return type_intern(ctx, &c);
}

const Type *type_new_float(Ctx *ctx, double from, double to) {
    Type c = { .kind = TYPE_FLOAT, .u.floating = { from, to } };
    return type_intern(ctx, &c);
}

const Type *type_new_time(Ctx *ctx, TypeKind kind, int64_t from, int64_t to) {
    return type_new_time_from(ctx, kind, from, to, false, false);
}

const Type *type_new_time_from(Ctx *ctx, TypeKind kind, int64_t from, int64_t to, bool float_from, bool float_to) {
    Type c = { .kind = kind, .u.time = { from, to, float_from, float_to } };
    return type_intern(ctx, &c);
}

/* The reference's PIntegerType#to_size: a size range never goes below 0. */
static TypeRange to_size(TypeRange r) {
    if (r.from >= 0)
        return r;
    return type_range(0, r.to < 0 ? 0 : r.to);
}

const Type *type_new_string_sized(Ctx *ctx, bool sized, TypeRange size) {
    Type c = { .kind = TYPE_STRING, .u.string = { sized, sized ? to_size(size) : type_range(0, 0), NULL } };
    return type_intern(ctx, &c);
}

const Type *type_new_string_value(Ctx *ctx, const Str *value) {
    Type c = { .kind = TYPE_STRING, .u.string = { false, type_range(0, 0), value } };
    return type_intern(ctx, &c);
}

static int str_order(const Str *a, const Str *b) {
    size_t n = a->len < b->len ? a->len : b->len;
    int c = memcmp(a->bytes, b->bytes, n);
    return c ? c : (a->len < b->len ? -1 : a->len > b->len);
}

static int str_order_qsort(const void *a, const void *b) {
    return str_order(*(const Str *const *)a, *(const Str *const *)b);
}

const Type *type_new_enum(Ctx *ctx, const Str *const *values, size_t count, bool case_insensitive) {
    /* PEnumType#initialize: values.uniq.sort (byte order, as Ruby's String#<=>); sorted first,
     * so that equal values are neighbours (Enum[*$words] of 100,000 words: n log n) */
    const Str **sorted = count ? ctx_alloc(ctx, count * sizeof *sorted) : NULL;
    if (count)
        memcpy(sorted, values, count * sizeof *sorted);
    if (count > 1)
        qsort(sorted, count, sizeof *sorted, str_order_qsort);
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        if (n == 0 || str_order(sorted[n - 1], sorted[i]) != 0)
            sorted[n++] = sorted[i];
    Type c = { .kind = TYPE_ENUM, .u.enumeration = { (const Str *const *)sorted, n, case_insensitive } };
    return type_intern(ctx, &c);
}

/* Drops each type equal to an earlier one (type_equal), keeping the order; returns how many
 * are left. Many types go through a hash set over type_hash, so that Variant[*$types] or
 * Pattern[*$regexps] of 100,000 members costs n rather than n² comparisons. */
static size_t drop_equal_types(Ctx *ctx, const Type **items, size_t n) {
    size_t kept = 0;
    if (n < 16) {
        for (size_t i = 0; i < n; i++) {
            bool seen = false;
            for (size_t j = 0; j < kept && !seen; j++)
                seen = type_equal(items[j], items[i]);
            if (!seen)
                items[kept++] = items[i];
        }
        return kept;
    }
    size_t capacity = 32;
    while (capacity < 2 * n)
        capacity *= 2;
    const Type **slots = ctx_calloc(ctx, capacity, sizeof *slots);
    for (size_t i = 0; i < n; i++) {
        const Type *t = items[i];
        size_t at = (size_t)type_hash(t) & (capacity - 1);
        bool seen = false;
        while (slots[at] && !seen) {
            seen = type_equal(slots[at], t);
            at = (at + 1) & (capacity - 1);
        }
        if (seen)
            continue;
        slots[at] = t;
        items[kept++] = t;
    }
    return kept;
}

const Type *type_new_pattern(Ctx *ctx, const Type *const *regexps, size_t count) {
    const Type **unique = count ? ctx_alloc(ctx, count * sizeof *unique) : NULL;
    if (count)
        memcpy(unique, regexps, count * sizeof *unique);
    size_t n = drop_equal_types(ctx, unique, count);
    Type c = { .kind = TYPE_PATTERN, .u.pattern = { (const Type *const *)unique, n } };
    return type_intern(ctx, &c);
}

const Type *type_new_boolean(int value) {
    return value < 0 ? &type_boolean : value ? &type_boolean_true : &type_boolean_false;
}

const Type *type_new_regexp(Ctx *ctx, const Str *pattern) {
    Type c = { .kind = TYPE_REGEXP, .u.regexp = { pattern } };
    const Type *t = type_intern(ctx, &c);
    /* the reference compiles the pattern only when the type is printed or matched
     * (PRegexpType#regexp); knowing that none is invalid spares the printing check */
    if (pattern && type_regexp_error(ctx, t))
        table_of(ctx)->invalid_regexp = true;
    return t;
}

bool type_run_has_invalid_regexp(Ctx *ctx) {
    return ctx->types && ctx->types->invalid_regexp;
}

/* The texts below are kept in the run's table, read after the call that noted them may have
 * returned: they lie in region 0. */
void type_note_format_error(Ctx *ctx, const char *message) {
    if (!table_of(ctx)->format_error)
        ctx->types->format_error = region_keep_cstr(ctx, message, 0);
}

void type_note_instance_error(Ctx *ctx, const char *message) {
    if (message || ctx->types)
        table_of(ctx)->instance_error = region_keep_cstr(ctx, message, 0);
}

const char *type_instance_error(Ctx *ctx) {
    return ctx->types ? ctx->types->instance_error : NULL;
}

const char *type_take_format_error(Ctx *ctx) {
    if (!ctx->types)
        return NULL;
    const char *message = ctx->types->format_error;
    ctx->types->format_error = NULL;
    return message;
}

const Type *type_new_semver(Ctx *ctx, const SemVerRange *const *ranges, size_t count) {
    Type c = { .kind = TYPE_SEMVER, .u.semver = { ranges, count } };
    return type_intern(ctx, &c);
}

const Type *type_new_collection(Ctx *ctx, bool sized, TypeRange size) {
    Type c = { .kind = TYPE_COLLECTION, .u.collection = { sized, sized ? to_size(size) : type_range(0, 0) } };
    return type_intern(ctx, &c);
}

const Type *type_new_array(Ctx *ctx, const Type *element, bool sized, TypeRange size) {
    if (sized)
        size = to_size(size);
    else
        size = type_range(0, 0);
    /* PArrayType#initialize: an empty array holds Unit whatever element was given */
    if (sized && size.from == 0 && size.to == 0)
        element = &type_unit;
    Type c = { .kind = TYPE_ARRAY, .u.array = { sized, size, element ? element : &type_any } };
    return type_intern(ctx, &c);
}

const Type *type_new_hash(Ctx *ctx, const Type *key, const Type *value, bool sized, TypeRange size) {
    if (sized)
        size = to_size(size);
    else
        size = type_range(0, 0);
    if (sized && size.from == 0 && size.to == 0)
        key = value = &type_unit;
    Type c = { .kind = TYPE_HASH, .u.hash = { sized, size, key ? key : &type_any, value ? value : &type_any } };
    return type_intern(ctx, &c);
}

const Type *type_new_tuple(Ctx *ctx, const Type *const *types, size_t count, bool sized, TypeRange size) {
    Type c = { .kind = TYPE_TUPLE, .u.tuple = { sized, sized ? to_size(size) : type_range(0, 0), types, count } };
    return type_intern(ctx, &c);
}

const Type *type_new_struct(Ctx *ctx, const TypeStructMember *members, size_t count) {
    Type c = { .kind = TYPE_STRUCT, .u.structure = { members, count } };
    return type_intern(ctx, &c);
}

const Type *type_new_variant(Ctx *ctx, const Type *const *types, size_t count) {
    Type c = { .kind = TYPE_VARIANT, .u.variant = { types, count } };
    return type_intern(ctx, &c);
}

const Type *type_variant_of(Ctx *ctx, const Type *const *types, size_t count) {
    size_t total = 0;
    for (size_t i = 0; i < count; i++)
        total += types[i]->kind == TYPE_VARIANT ? types[i]->u.variant.count : 1;
    const Type **flat = total ? ctx_alloc(ctx, total * sizeof *flat) : NULL;
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        if (types[i]->kind == TYPE_VARIANT) {
            for (size_t j = 0; j < types[i]->u.variant.count; j++)
                flat[n++] = types[i]->u.variant.types[j];
        } else {
            flat[n++] = types[i];
        }
    }
    n = drop_equal_types(ctx, flat, n);
    if (n == 1)
        return flat[0];
    return type_new_variant(ctx, (const Type *const *)flat, n);
}

const Type *type_new_contained(Ctx *ctx, TypeKind kind, const Type *t) {
    if (kind == TYPE_NOT_UNDEF && t && t->kind == TYPE_ANY)
        t = NULL;   /* PNotUndefType#initialize: NotUndef[Any] is NotUndef */
    if (kind == TYPE_SENSITIVE)
        t = t ? type_generalize(ctx, t) : &type_any;
    Type c = { .kind = kind, .u.contained = { t } };
    return type_intern(ctx, &c);
}

const Type *type_new_callable(Ctx *ctx, const Type *params, const Type *block, const Type *ret) {
    if (ret && ret->kind == TYPE_ANY)
        ret = NULL;   /* PCallableType#initialize: return type Any is no return type */
    Type c = { .kind = TYPE_CALLABLE, .u.callable = { params, block, ret } };
    return type_intern(ctx, &c);
}

const Type *type_new_runtime(Ctx *ctx, const Str *runtime, const Str *name) {
    Type c = { .kind = TYPE_RUNTIME, .u.runtime = { runtime, name } };
    return type_intern(ctx, &c);
}

const Type *type_new_init(Ctx *ctx, const Type *t, const Value *args, size_t count) {
    Type c = { .kind = TYPE_INIT, .u.init = { t, args, count } };
    return type_intern(ctx, &c);
}

const Type *type_new_uri(Ctx *ctx, const Value *parameters) {
    Type c = { .kind = TYPE_URI, .u.uri = { parameters } };
    return type_intern(ctx, &c);
}

const Type *type_new_reference(Ctx *ctx, const char *text) {
    Type c = { .kind = TYPE_REFERENCE, .u.reference = { ctx_strndup(ctx, text, strlen(text)) } };
    return type_intern(ctx, &c);
}

const char *type_capitalize_segments(Ctx *ctx, const char *name) {
    size_t len = strlen(name);
    char *out = ctx_strndup(ctx, name, len);
    if (name[0] >= 'A' && name[0] <= 'Z')
        return out;
    /* Ruby's String#capitalize per segment: first letter up, the rest down */
    bool start = true;
    for (size_t i = 0; i < len; i++) {
        if (out[i] == ':') {
            start = true;
            continue;
        }
        if (start && out[i] >= 'a' && out[i] <= 'z')
            out[i] = (char)(out[i] - 32);
        else if (!start && out[i] >= 'A' && out[i] <= 'Z')
            out[i] = (char)(out[i] + 32);
        start = false;
    }
    return out;
}

const Type *type_resource(Ctx *ctx, const char *type_name, const char *title_or_null) {
    if (!type_name)
        return &type_resource_any;
    const char *title = title_or_null ? ctx_strndup(ctx, title_or_null, strlen(title_or_null)) : NULL;
    Type c = { .kind = TYPE_RESOURCE, .u.resource = { type_capitalize_segments(ctx, type_name), title } };
    return type_intern(ctx, &c);
}

const Type *type_class(Ctx *ctx, const char *class_name_or_null) {
    if (!class_name_or_null)
        return &type_class_any;
    const char *name = class_name_or_null;
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    size_t len = strlen(name);
    char *lower = ctx_strndup(ctx, name, len);
    for (size_t i = 0; i < len; i++)
        if (lower[i] >= 'A' && lower[i] <= 'Z')
            lower[i] = (char)(lower[i] + 32);
    Type c = { .kind = TYPE_CLASS, .u.klass = { lower } };
    return type_intern(ctx, &c);
}

/* --- aliases ------------------------------------------------------------------------------- */

/* Whether t contains some type that is neither an alias nor a Variant (the reference's
 * AssertOtherTypeAcceptor); `seen` holds the aliases on the current path. Unresolved aliases
 * count as real: they are resolved later and checked then. */
typedef struct AliasPath {
    const Type *alias;
    const struct AliasPath *outer;
} AliasPath;

static bool has_real_type(const Type *t, const AliasPath *seen) {
    if (t->kind == TYPE_ALIAS) {
        for (const AliasPath *p = seen; p; p = p->outer)
            if (p->alias == t)
                return false;
        if (!t->u.alias.target)
            return true;
        AliasPath here = { t, seen };
        return has_real_type(t->u.alias.target, &here);
    }
    if (t->kind == TYPE_VARIANT) {
        for (size_t i = 0; i < t->u.variant.count; i++)
            if (has_real_type(t->u.variant.types[i], seen))
                return true;
        return false;
    }
    return true;
}

bool type_alias_resolve(Ctx *ctx, const Type *alias, const Type *resolved, SrcSpan where) {
    (void)where;
    Type *a = (Type *)alias;   /* aliases are the one mutable kind: declared, then resolved */
    /* the reference normalizes while the alias still stands for a TypeReference: Optional[A]
     * inside A's own body stays (Undef is not assignable to A yet) */
    bool was_resolving = a->u.alias.resolving;
    a->u.alias.resolving = true;
    const Type *target = type_normalize(ctx, resolved);
    a->u.alias.resolving = was_resolving;
    a->u.alias.target = target;
    if (!has_real_type(alias, NULL)) {
        /* the reference resolves aliases lazily: the error comes where the alias is used */
        a->u.alias.target = NULL;
        a->u.alias.unresolvable = true;
        return true;
    }
    /* when_self_recursion_detected: a Variant drops the members that are the alias itself or
     * hold no real type (type A = Variant[A, Integer] is Integer) */
    if (target->kind == TYPE_VARIANT) {
        const Type **kept = ctx_alloc(ctx, (target->u.variant.count + 1) * sizeof *kept);
        size_t n = 0;
        AliasPath self = { alias, NULL };
        for (size_t i = 0; i < target->u.variant.count; i++) {
            const Type *member = target->u.variant.types[i];
            if (member != alias && has_real_type(member, &self))
                kept[n++] = member;
        }
        if (n != target->u.variant.count)
            a->u.alias.target = type_variant_of(ctx, kept, n);
    }
    return true;
}
