/* type_parameterize.c: T[args], every parameter rule and its error, once: the dispatch by kind.
 *
 * Used by the evaluator's access operator and by type_from_ast (type strings of built-in
 * signatures), so the rules exist in one place (the reference has them twice: access_operator.rb
 * and type_parser.rb; the access operator's are the ones users see, and they are followed here,
 * messages included). Per type (types-values-variables.md, each type's parameters):
 *   Integer/Float[from, to], String/Collection[size], Array[T, size], Hash[K, V, size],
 *   Tuple[T..., size], Struct[{key => T}], Enum[s..., ci], Pattern[re...], Regexp[re],
 *   Variant/Optional/NotUndef/Type/Sensitive/Iterable/Iterator[T], Callable[params, block] and
 *   Callable[[params], return], Runtime[rt, name], Timespan/Timestamp[from, to], SemVer[ranges],
 *   Boolean[b], Init[T, args], URI[uri], Resource[type, titles...], Class[names...].
 * Most kinds flatten array arguments first (keys.flatten! in the reference); Struct, Callable
 * and Init do not. Errors blame the argument the reference blames, through arg_spans.
 */
#include "types/type_parameterize_internal.h"

Value type_parameterize(Ctx *ctx, const Type *base, const Value *args, size_t count, SrcSpan where) {
    return type_parameterize_at(ctx, base, args, count, NULL, where);
}

Value type_parameterize_at(Ctx *ctx, const Type *base, const Value *args, size_t count, const SrcSpan *arg_spans,
                           SrcSpan where) {
    TypeAccess a = { ctx, base, args, count, arg_spans, count, where };
    switch (base->kind) {
    case TYPE_INTEGER:
        return param_integer(&a);
    case TYPE_FLOAT:
        return param_float(&a);
    case TYPE_STRING:
        return param_string(&a);
    case TYPE_COLLECTION:
        return param_collection(&a);
    case TYPE_ARRAY:
        return param_array(&a);
    case TYPE_HASH:
        return param_hash(&a);
    case TYPE_TUPLE:
        return param_tuple(&a);
    case TYPE_STRUCT:
        return param_struct(&a);
    case TYPE_VARIANT:
        return param_variant(&a);
    case TYPE_ENUM:
        return param_enum(&a);
    case TYPE_PATTERN:
        return param_pattern(&a);
    case TYPE_REGEXP:
        return param_regexp(&a);
    case TYPE_BOOLEAN:
        return param_boolean(&a);
    case TYPE_OPTIONAL:
    case TYPE_NOT_UNDEF:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
        return param_contained(&a);
    case TYPE_RUNTIME:
        return param_runtime(&a);
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        return param_time(&a);
    case TYPE_SEMVER:
        return param_semver(&a);
    case TYPE_CALLABLE:
        return param_callable(&a);
    case TYPE_INIT:
        return param_init(&a);
    case TYPE_URI:
        return param_uri(&a);
    case TYPE_RESOURCE:
        /* a titled reference is an attribute lookup: the evaluator's, not a type */
        if (base->u.resource.title)
            return param_not_applicable(&a);
        return param_resource(&a);
    case TYPE_CLASS:
        if (base->u.klass.name)
            return param_not_applicable(&a);
        return param_class(&a);
    case TYPE_OBJECT:
        return param_object(&a);
    case TYPE_TYPE_SET:
        return param_type_set(&a);
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
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return param_not_applicable(&a);
}
