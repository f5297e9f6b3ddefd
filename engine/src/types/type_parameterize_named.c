/* type_parameterize_named.c: the rules of T[args] for the types that name things rather than
 * hold types: URI[uri or parts], Resource[type, titles...] and File[titles...], Class[names...],
 * Object[{...}] and TypeSet[{...}] (types-values-variables.md), with the reference's messages.
 * Parsing URIs (uri_parse.c) and building Object types and type sets (type_object.c,
 * type_typeset.c) are not done here.
 */
#include <string.h>

#include "objects/type_object.h"
#include "types/type_parameterize_internal.h"
#include "objects/type_typeset.h"
#include "values/uri.h"

/* Pcore::TYPE_URI's regexp matches a text that holds a scheme and its colon anywhere. */
static bool has_uri_scheme(const Str *text) {
    for (size_t i = 0; i < text->len; i++) {
        char c = text->bytes[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            continue;
        size_t j = i + 1;
        while (j < text->len && ((text->bytes[j] >= 'a' && text->bytes[j] <= 'z') ||
                                 (text->bytes[j] >= 'A' && text->bytes[j] <= 'Z') ||
                                 (text->bytes[j] >= '0' && text->bytes[j] <= '9') || strchr("+-.", text->bytes[j])))
            j++;
        if (j < text->len && text->bytes[j] == ':')
            return true;
    }
    return false;
}

/* The source of Ruby's URI::DEFAULT_PARSER.make_regexp after its first line, as the
 * reference's message for a URI[] parameter without a scheme quotes it. */
#define DEFAULT_PARSER_URI_REGEXP \
    "        ([a-zA-Z][\\-+.a-zA-Z\\d]*):                           (?# 1: scheme)\n" \
    "        (?:\n" \
    "           ((?:[\\-_.!~*'()a-zA-Z\\d;?:@&=+$,]|%[a-fA-F\\d]{2})(?:[\\-_.!~*'()a-zA-Z\\d;\\/?:@&=+$,\\[\\]]|%[a-fA-F\\d]{2})*)                    (?# 2: opaque)\n" \
    "        |\n" \
    "           (?:(?:\n" \
    "             \\/\\/(?:\n" \
    "                 (?:(?:((?:[\\-_.!~*'()a-zA-Z\\d;:&=+$,]|%[a-fA-F\\d]{2})*)@)?        (?# 3: userinfo)\n" \
    "                   (?:((?:(?:[a-zA-Z0-9\\-.]|%\\h\\h)+|\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}|\\[(?:(?:[a-fA-F\\d]{1,4}:)*(?:[a-fA-F\\d]{1,4}|\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3})|(?:(?:[a-fA-F\\d]{1,4}:)*[a-fA-F\\d]{1,4})?::(?:(?:[a-fA-F\\d]{1,4}:)*(?:[a-fA-F\\d]{1,4}|\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}))?)\\]))(?::(\\d*))?))? (?# 4: host, 5: port)\n" \
    "               |\n" \
    "                 ((?:[\\-_.!~*'()a-zA-Z\\d$,;:@&=+]|%[a-fA-F\\d]{2})+)                 (?# 6: registry)\n" \
    "               )\n" \
    "             |\n" \
    "             (?!\\/\\/))                           (?# XXX: '\\/\\/' is the mark for hostport)\n" \
    "             (\\/(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*(?:;(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*)*(?:\\/(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*(?:;(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*)*)*)?                    (?# 7: path)\n" \
    "           )(?:\\?((?:[\\-_.!~*'()a-zA-Z\\d;\\/?:@&=+$,\\[\\]]|%[a-fA-F\\d]{2})*))?                 (?# 8: query)\n" \
    "        )\n" \
    "        (?:\\#((?:[\\-_.!~*'()a-zA-Z\\d;\\/?:@&=+$,\\[\\]]|%[a-fA-F\\d]{2})*))?                  (?# 9: fragment)\n" \
    "      )"

#define URI_STRING_PARAM \
    "Optional[Variant[String[1], Regexp, Type[Pattern], Type[Enum], Type[NotUndef], Type[Undef]]]"

Value param_uri(TypeAccess *a) {
    param_flatten(a);
    if (a->count != 1)
        return param_fail_arity(a, "URI-Type", 1, 1, a->count, a->where);
    Value k = a->keys[0];
    bool valid = k.kind == VAL_STRING && k.as.string->len > 0;
    if (k.kind == VAL_HASH) {
        /* PURIType::TYPE_URI_PARAM_HASH_TYPE: known keys, each a string, a regexp or a type */
        const Type *params = type_parse_without_aliases(a->ctx, "Struct[{"
            "Optional[scheme] => " URI_STRING_PARAM ", Optional[userinfo] => " URI_STRING_PARAM ", "
            "Optional[host] => " URI_STRING_PARAM ", "
            "Optional[port] => Optional[Variant[Integer[0], Type[NotUndef], Type[Undef]]], "
            "Optional[path] => " URI_STRING_PARAM ", Optional[query] => " URI_STRING_PARAM ", "
            "Optional[fragment] => " URI_STRING_PARAM ", Optional[opaque] => " URI_STRING_PARAM "}]");
        valid = params && type_is_instance(a->ctx, params, k);
    }
    if (!valid)
        return ctx_error(a->ctx, param_key_span(a, 0), "URI-Type[] arguments must be types. Got %s", param_ruby_class_name(k));
    Value parameters = k.kind == VAL_HASH && k.as.hash->count ? k : value_undef();
    if (k.kind == VAL_STRING) {
        /* PURIType#initialize: the text must hold a scheme (Pcore::TYPE_URI, whose message
         * quotes the whole of URI::DEFAULT_PARSER's regexp), then uri_to_hash(URI.parse(text)) */
        if (!has_uri_scheme(k.as.string))
            return param_fail_argument(a, ctx_sprintf(a->ctx, "URI-Type parameter has wrong type, expects a match for "
                                                "Pattern[/(?x-mi:\n%s/], got '%s'", DEFAULT_PARSER_URI_REGEXP,
                                                k.as.string->bytes));
        const char *error = NULL;
        const Uri *u = uri_parse(a->ctx, k.as.string->bytes, k.as.string->len, &error);
        if (!u)
            return param_fail_argument(a, error);
        parameters = uri_type_parameters(a->ctx, u);
    }
    return value_from_type(type_new_uri(a->ctx, parameters.kind == VAL_UNDEF ? NULL : &parameters));
}

/* Resource[type, titles...] and File[titles...]. */
Value param_resource(TypeAccess *a) {
    Ctx *ctx = a->ctx;
    SrcSpan blamed = a->count ? param_key_span(a, 0) : a->where;
    if (a->count == 0)
        return param_fail_arity(a, label_with_article(ctx, param_type_label(ctx, a->base), true), 1, -1, 0, blamed);
    const char *type_name = a->base->u.resource.type_name;
    const Value *keys = a->keys;
    size_t count = a->count, offset = 0;
    if (!type_name) {
        Value first = keys[0];
        if (first.kind == VAL_TYPE && first.as.type->kind == TYPE_RESOURCE && first.as.type->u.resource.type_name)
            type_name = first.as.type->u.resource.type_name;
        else if (first.kind == VAL_STRING)
            type_name = type_capitalize_segments(ctx, first.as.string->bytes);
        else
            return ctx_error(ctx, param_key_span(a, 0), "First argument to Resource[] must be a resource type or a String. Got %s.",
                             param_key_type_name(ctx, first));
        keys++;
        count--;
        offset = 1;
        /* CLASSREF_EXT: segments starting with a capital letter or digit-free words */
        bool valid = type_name[0] != '\0';
        for (const char *p = type_name; *p && valid; p++) {
            char c = *p;
            bool start = p == type_name || (p >= type_name + 2 && p[-1] == ':' && p[-2] == ':');
            if (start)
                valid = c >= 'A' && c <= 'Z';
            else if (c == ':')
                valid = p[1] == ':' || p[-1] == ':';
            else
                valid = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }
        if (!valid)
            return ctx_error(ctx, blamed, "Illegal type reference. The given name '%s' does not conform to the naming rule", type_name);
    }
    bool as_array = count > 1 || (count == 1 && keys[0].kind == VAL_ARRAY);
    ArrayBuilder titles;
    array_builder_init(&titles);
    for (size_t i = 0; i < count; i++)
        param_flatten_into(ctx, &titles, keys[i], 0);
    /* keys.compact!: undef titles are dropped */
    size_t n = 0;
    for (size_t i = 0; i < titles.count; i++)
        if (titles.items[i].kind != VAL_UNDEF)
            titles.items[n++] = titles.items[i];
    if (n == 0 && count > 0)
        return as_array ? value_array_of(ctx, NULL, 0) : value_undef();
    if (n == 0)
        return value_from_type(type_resource(ctx, type_name, NULL));
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < n; i++) {
        Value t = titles.items[i];
        if (t.kind != VAL_STRING) {
            size_t index = titles.count != count ? i + offset : i;   /* the reference's blame */
            return param_fail_specialization(a, index, ctx_sprintf(ctx, "Cannot use %s where a resource title String is expected",
                                                                param_key_type_name(ctx, t)));
        }
        array_builder_push(ctx, &out, value_from_type(type_resource(ctx, type_name, t.as.string->bytes)));
    }
    if (!as_array)
        return out.items[0];
    return array_builder_finish(ctx, &out);
}

/* Patterns::NAME: (::)?[a-z_]\w*(::[a-z]\w*)* */
static bool is_class_name(const char *name) {
    const char *p = name;
    if (p[0] == ':' && p[1] == ':')
        p += 2;
    bool first = true;
    for (;;) {
        if (!((*p >= 'a' && *p <= 'z') || (first && *p == '_')))
            return false;
        p++;
        while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
            p++;
        if (*p == '\0')
            return true;
        if (p[0] != ':' || p[1] != ':')
            return false;
        p += 2;
        first = false;
    }
}

Value param_class(TypeAccess *a) {
    Ctx *ctx = a->ctx;
    if (a->count == 0)
        return param_fail_arity(a, label_with_article(ctx, param_type_label(ctx, a->base), true), 1, -1, 0, a->where);
    bool as_array = a->count > 1 || a->keys[0].kind == VAL_ARRAY;
    size_t original = a->count;
    param_flatten(a);
    size_t n = 0;
    Value *names = ctx_alloc(ctx, (a->count + 1) * sizeof *names);
    for (size_t i = 0; i < a->count; i++)
        if (a->keys[i].kind != VAL_UNDEF)
            names[n++] = a->keys[i];
    if (n == 0 && original > 0)
        return as_array ? value_array_of(ctx, NULL, 0) : value_undef();
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < n; i++) {
        Value c = names[i];
        if (c.kind != VAL_STRING)
            return ctx_error(ctx, param_key_span(a, i), "Illegal Class name in class reference. %s cannot be used where a String is expected",
                             label_with_article(ctx, param_value_label(ctx, c), true));
        char *lower = ctx_strndup(ctx, c.as.string->bytes, c.as.string->len);
        for (char *p = lower; *p; p++)
            if (*p >= 'A' && *p <= 'Z')
                *p = (char)(*p + 32);
        if (!is_class_name(lower))
            return ctx_error(ctx, param_key_span(a, i),
                             "Illegal name. The given name '%s' does not conform to the naming rule /^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/",
                             c.as.string->bytes);
        array_builder_push(ctx, &out, value_from_type(type_class(ctx, lower)));
    }
    if (!as_array)
        return out.items[0];
    return array_builder_finish(ctx, &out);
}

/* TypeSet[{...}] (access_PTypeSetType, TypeFactory.type_set): an empty hash is the default
 * TypeSet; anything else the set it describes (type_typeset.c). The reference crashes on a
 * non-hash, non-string argument (`undefined method 'empty?'`); the name check answers instead. */
Value param_type_set(TypeAccess *a) {
    if (a->base != &type_type_set)
        return param_not_applicable(a);
    param_flatten(a);
    if (a->count != 1)
        return param_fail_arity(a, "TypeSet-Type", 1, 1, a->count, a->where);
    Value init = a->keys[0];
    if (init.kind == VAL_UNDEF || (init.kind == VAL_HASH && init.as.hash->count == 0))
        return value_from_type(&type_type_set);
    Value made = type_set_create(a->ctx, NULL, NULL, init, a->where);
    if (value_is_abrupt(made) && a->ctx->unwind.message)
        return param_fail_argument(a, a->ctx->unwind.message);
    return made;
}

/* Object[{...}] (access_PObjectType) and the parameters of a parameterized Object type. */
Value param_object(TypeAccess *a) {
    Value made;
    if (a->base == &type_object) {
        if (a->count != 1)   /* access_PObjectType's BAD_TYPE_SLICE_ARITY */
            return param_fail_arity(a, "Object-Type", 1, 1, a->count, a->where);
        made = type_object_create(a->ctx, type_alias_object_name(a->ctx, a->where), a->keys[0], a->where);
    } else {
        made = type_object_parameterize(a->ctx, a->base, a->keys, a->count, a->where);
    }
    if (value_is_abrupt(made) && a->ctx->unwind.message)
        return param_fail_argument(a, a->ctx->unwind.message);
    return made;
}
