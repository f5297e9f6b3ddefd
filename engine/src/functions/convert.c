/* convert.c: `new` for every type (convert.h): the reference's new_instance, the table of
 * constructor signatures, and what the constructors share.
 *
 * Follows the reference's functions/new.rb and each type's new_function (types.rb,
 * p_*_type.rb), which the spec's "<Type>.new" sections describe:
 *   - a single argument that already is an instance of the type is returned as it is (no
 *     conversion, and no call of the block either);
 *   - otherwise the constructor of the type's kind runs, its result is asserted against the
 *     type ("Converted value from Integer[0, 10].new has wrong type, ...") and passed to the
 *     block when there is one;
 *   - types without a constructor: "Creation of new instance of type 'Enum['a', 'b']' is not
 *     supported".
 * Each constructor is a built-in function with the reference's dispatches (functions_convert.c;
 * first match wins; the reference's argument_mismatch handlers are the last dispatches and
 * produce its custom messages). They are registered under names with a blank ("new Integer")
 * that no call can spell, and their messages are shown with the reference's names: 'new' for
 * Integer, 'new_float' for Float and (a copy-paste in the reference) Regexp, and so on.
 */
#include "functions/convert_internal.h"

#include <stdarg.h>
#include <string.h>

#include "values/iterator.h"
#include "support/strbuf.h"
#include "objects/type_object.h"
#include "types/type_internal.h"   /* Init[T, args]: its type and arguments have no accessor in type.h */

/* Registry names and the reference's names of the constructors. */
static const struct { const char *registered, *shown; } constructor_names[] = {
    { "new Numeric", "new_numeric" }, { "new Integer", "new" }, { "new Float", "new_float" },
    { "new Boolean", "new_boolean" }, { "new String", "new_string" }, { "new Regexp", "new_float" },
    { "new Array", "new_array" }, { "new Hash", "new_hash" }, { "new Type", "new_type" },
    { "new Unit", "new_unit" }, { "new Sensitive", "new_Sensitive" }, { "new Binary", "new_Binary" },
    { "new SemVer", "new_Version" }, { "new SemVerRange", "new_VersionRange" },
    { "new Timespan", "new_timespan" }, { "new Timestamp", "new_timestamp" },
    { "new URI", "new_error" },   /* (sic: p_uri_type.rb names its function :new_error) */
};

static const char *shown_name(const char *registered) {
    for (size_t i = 0; i < sizeof constructor_names / sizeof constructor_names[0]; i++)
        if (strcmp(constructor_names[i].registered, registered) == 0)
            return constructor_names[i].shown;
    return registered;
}

/* Replaces the registry name quoted in a message by the reference's name. */
static const char *rename_in_message(Ctx *ctx, const char *message, const char *registered) {
    const char *quoted = ctx_sprintf(ctx, "'%s'", registered);
    const char *at = strstr(message, quoted);
    if (!at)
        return message;
    return ctx_sprintf(ctx, "%.*s'%s'%s", (int)(at - message), message, shown_name(registered),
                       at + strlen(quoted));
}

Value convert_mismatch(Ctx *ctx, const CallSite *site, const char *format, ...) {
    va_list args;
    va_start(args, format);
    const char *message = ctx_vsprintf(ctx, format, args);
    va_end(args);
    return function_error(ctx, site, "'%s' %s", shown_name(site->name), message);
}

const char *convert_type_label(Ctx *ctx, Value v) {
    return type_to_string(ctx, type_infer_mode(ctx, v, INFER_GENERALIZED))->bytes;
}

Value convert_cannot(Ctx *ctx, const CallSite *site, Value from, const char *target) {
    if (from.kind == VAL_STRING)
        return convert_mismatch(ctx, site, "The string '%s' cannot be converted to %s", from.as.string->bytes, target);
    return convert_mismatch(ctx, site, "Value of type %s cannot be converted to %s", convert_type_label(ctx, from),
                            target);
}

bool convert_hash_get(const Hash *h, const char *key, Value *out) {
    size_t n = strlen(key);
    for (size_t i = 0; i < h->count; i++) {
        Value k = h->entries[i].key;
        if (k.kind == VAL_STRING && k.as.string->len == n && memcmp(k.as.string->bytes, key, n) == 0) {
            *out = h->entries[i].value;
            return true;
        }
    }
    return false;
}

Value convert_iterable_to_array(Ctx *ctx, Value v, SrcSpan where) {
    if (v.kind == VAL_ARRAY)
        return v;
    return iterator_to_array(ctx, iterator_of(ctx, v), where);
}

/* Runs the constructor registered as `name` with the call's arguments. */
static Value run_constructor(Ctx *ctx, const CallSite *site, const char *name, const Value *args, size_t count) {
    CallSite inner = *site;
    inner.name = name;
    Value result;
    if (!function_call_builtin(ctx, &inner, args, count, NULL, &result))
        return function_error(ctx, site, "Internal error: no constructor '%s'", name);
    if (value_is_abrupt(result) && ctx->unwind.kind == UNWIND_ERROR && ctx->unwind.message)
        ctx->unwind.message = rename_in_message(ctx, ctx->unwind.message, name);
    return result;
}

static Value not_supported(Ctx *ctx, const CallSite *site, const Type *t) {
    return function_error(ctx, site, "Creation of new instance of type '%s' is not supported",
                          type_to_string(ctx, t)->bytes);
}

Value convert_new(Ctx *ctx, const CallSite *site, const Type *t, const Value *args, size_t count,
                  const Callable *block);

/* The built-in constructor of a kind of type (its new_function), or NULL. */
static const char *constructor_name(TypeKind kind) {
    switch (kind) {
    case TYPE_NUMERIC: return "new Numeric";
    case TYPE_INTEGER: return "new Integer";
    case TYPE_FLOAT: return "new Float";
    case TYPE_BOOLEAN: return "new Boolean";
    case TYPE_STRING: return "new String";
    case TYPE_REGEXP: return "new Regexp";
    case TYPE_ARRAY:
    case TYPE_TUPLE: return "new Array";
    case TYPE_HASH:
    case TYPE_STRUCT: return "new Hash";
    case TYPE_TYPE: return "new Type";
    case TYPE_UNIT: return "new Unit";
    case TYPE_SENSITIVE: return "new Sensitive";
    case TYPE_BINARY: return "new Binary";
    case TYPE_SEMVER: return "new SemVer";
    case TYPE_SEMVER_RANGE: return "new SemVerRange";
    case TYPE_TIMESPAN: return "new Timespan";
    case TYPE_TIMESTAMP: return "new Timestamp";
    case TYPE_URI: return "new URI";
    default: return NULL;
    }
}

/* Whether every item of a is an Integer[0, 255] (Binary's from_array takes Array[ByteInteger]). */
static bool all_bytes(const Array *a) {
    for (size_t i = 0; i < a->count; i++) {
        Value v = a->items[i];
        if (v.kind != VAL_INTEGER || v.as.integer < 0 || v.as.integer > 255)
            return false;
    }
    return true;
}

/* Whether Init[target] takes the array v as its one argument (PInitType#new_function's
 * from_array): v is an instance of target or of the parameter type of one of target's
 * constructor signatures that take exactly one argument. */
static bool init_takes_array_whole(Ctx *ctx, const Type *target, Value v) {
    if (type_is_instance(ctx, target, v))
        return true;
    switch (type_kind(type_resolve(target))) {
    case TYPE_HASH: case TYPE_STRUCT: case TYPE_SENSITIVE: case TYPE_UNIT:
        return true;   /* Hash's from-iterable, Sensitive's and Unit's Any */
    case TYPE_BINARY:
        return all_bytes(v.as.array);
    default:
        return false;   /* String, Array and Tuple take (Any, Boolean-or-Formats?): two */
    }
}

bool convert_init_supported(const Type *t) {
    const Type *rt = type_resolve(t);
    if (constructor_name(type_kind(rt)))
        return true;
    return type_kind(rt) == TYPE_OBJECT && (type_object_def(rt)->attribute_count || type_object_def(rt)->name);
}

/* Init[T, init_args](v) is new(T, v, *init_args); without init arguments an array that T's
 * constructor would not take as one value is spread into the arguments. */
static Value construct_init(Ctx *ctx, const CallSite *site, const Type *init, const Value *args, size_t count) {
    const Type *target = init->u.init.type;
    if (!target)
        return not_supported(ctx, site, init);
    /* assert_initialized: Init, Optional and NotUndef are refused, as every type without a
     * new_function; the init arguments must fit one of its signatures after the value */
    const Type *rt = type_resolve(target);
    const char *ctor = constructor_name(type_kind(rt));
    if (!convert_init_supported(rt))
        return not_supported(ctx, site, target);
    size_t n_init = init->u.init.count;
    bool fits = ctor ? n_init == 0 || function_takes_trailing(ctx, ctor, init->u.init.args, n_init)
                     : n_init + 1 <= type_object_def(rt)->attribute_count;   /* new_<Object>'s positional form */
    if (!fits)
        return function_error(ctx, site, "The type '%s' does not represent a valid set of parameters for %s.new",
                              type_to_string(ctx, init)->bytes,
                              ctor ? type_kind_name(type_kind(rt))
                              : type_object_def(rt)->name ? type_object_def(rt)->name : "Object");
    if (count != 1)
        return function_error(ctx, site, "'new_Init' expects 1 argument, got %s",
                              count ? ctx_sprintf(ctx, "%zu", count) : "none");
    if (n_init > 0) {
        Value *all = ctx_alloc(ctx, (n_init + 1) * sizeof *all);
        all[0] = args[0];
        for (size_t i = 0; i < n_init; i++)
            all[i + 1] = init->u.init.args[i];
        return convert_new(ctx, site, target, all, n_init + 1, NULL);
    }
    if (args[0].kind == VAL_ARRAY && !init_takes_array_whole(ctx, target, args[0]))
        return convert_new(ctx, site, target, args[0].as.array->items, args[0].as.array->count, NULL);
    return convert_new(ctx, site, target, args, 1, NULL);
}

/* The constructor of t's kind (the reference's t.new_function), run with the arguments. */
static Value construct(Ctx *ctx, const CallSite *site, const Type *t, const Value *args, size_t count) {
    const Type *rt = type_resolve(t);
    TypeKind kind = type_kind(rt);
    const char *name = constructor_name(kind);
    if (name)
        return run_constructor(ctx, site, name, args, count);
    switch (kind) {
    case TYPE_NUMERIC: case TYPE_INTEGER: case TYPE_FLOAT: case TYPE_BOOLEAN: case TYPE_STRING:
    case TYPE_REGEXP: case TYPE_ARRAY: case TYPE_TUPLE: case TYPE_HASH: case TYPE_STRUCT:
    case TYPE_TYPE: case TYPE_UNIT: case TYPE_SENSITIVE: case TYPE_BINARY: case TYPE_SEMVER:
    case TYPE_SEMVER_RANGE: case TYPE_TIMESPAN: case TYPE_TIMESTAMP: case TYPE_URI:
        break;   /* constructor_name */
    case TYPE_NOT_UNDEF:
        /* a bare NotUndef returns its argument (the reference's Unit constructor) */
        if (!type_element(rt))
            return run_constructor(ctx, site, "new Unit", args, count);
        return construct(ctx, site, type_element(rt), args, count);
    case TYPE_OPTIONAL:
        if (!type_element(rt))
            return not_supported(ctx, site, rt);
        return construct(ctx, site, type_element(rt), args, count);
    case TYPE_INIT:
        return construct_init(ctx, site, rt, args, count);
    case TYPE_OBJECT:
        /* the new_<Name> function of an Object type (the bare Object has none) */
        if (type_object_def(rt)->attribute_count == 0 && !type_object_def(rt)->name)
            return not_supported(ctx, site, rt);
        return object_new(ctx, site, rt, args, count);
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_VARIANT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_ENUM:
    case TYPE_PATTERN:
    case TYPE_COLLECTION:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_TYPE_SET:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return not_supported(ctx, site, rt);
}

/* The assertion of the result (TypeAsserter): several mismatches give several lines, each
 * with the subject, as the reference's describe_mismatch joins them. */
static Value wrong_type(Ctx *ctx, const CallSite *site, const Type *t, Value result) {
    const char *subject = ctx_sprintf(ctx, "Converted value from %s.new has wrong type,", type_to_string(ctx, t)->bytes);
    const char *why = type_mismatch_message(ctx, t, result);
    if (!strchr(why, '\n'))
        return function_error(ctx, site, "%s %s", subject, why);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    const char *line = why;
    for (bool first = true; *line; first = false) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        if (!first)
            strbuf_append_cstr(&sb, "\n ");
        strbuf_printf(&sb, " %s %.*s", subject, (int)n, line);
        line = end ? end + 1 : line + n;
    }
    return function_error(ctx, site, "%s", strbuf_finish(&sb)->bytes);
}

Value convert_new(Ctx *ctx, const CallSite *site, const Type *t, const Value *args, size_t count,
                  const Callable *block) {
    /* reference new_instance: an instance passes unchanged (Init types always construct) */
    if (count == 1 && type_kind(t) != TYPE_INIT && type_is_instance(ctx, t, args[0]))
        return args[0];
    Value result = construct(ctx, site, t, args, count);
    TRY(result);
    if (!type_is_instance(ctx, t, result))
        return wrong_type(ctx, site, t, result);
    if (block)
        return callable_call(ctx, block, &result, 1, site->span);
    return result;
}
