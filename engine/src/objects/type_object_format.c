/* type_object_format.c: the string form of Object types.
 *
 * Follows the reference's TypeFormatter#string_PObjectType and append_object_hash over
 * PObjectType#_pcore_init_hash (type_formatter.rb, p_object_type.rb): expanded, a type prints
 * `Object[{name => 'Point', parent => Vehicle, attributes => {'x' => Integer, 'y' => {type =>
 * Integer, value => 0}}, constants => {'c' => 1}, functions => {...}, equality => ['x']}]`,
 * the keys of the definition bare, member names quoted, a member whose hash would hold only
 * its type as that type, types inside by name; not expanded, it prints its label. A
 * parameterized type prints `Error['kind', undef]` either way (string_PObjectTypeExtension).
 */
#include "objects/type_object.h"

#include <string.h>

#include "text/format.h"
#include "types/type_internal.h"
#include "objects/type_typeset.h"

/* A value inside the definition: types by name (the reference's @expanded is false there). */
static void append_value(Ctx *ctx, StrBuf *sb, Value v) {
    if (v.kind == VAL_TYPE)
        type_append_nested(ctx, sb, v.as.type);
    else
        strbuf_append_str(sb, format_inspect(ctx, v));
}

static void append_name(Ctx *ctx, StrBuf *sb, const char *name) {
    strbuf_append_str(sb, format_inspect(ctx, value_cstring(ctx, name)));
}

/* A constant printed among `constants` (its type is the generalized type of its value). */
static bool is_plain_constant(Ctx *ctx, const ObjectMember *m) {
    return m->kind == OBJECT_ATTR_CONSTANT &&
           type_equal(m->type, type_generalize(ctx, type_infer_reduced(ctx, m->value)));
}

/* PAnnotatedMember#_pcore_init_hash, compressed to the type when that is all it holds. */
static void append_member(Ctx *ctx, StrBuf *sb, const ObjectMember *m, bool type_param) {
    const Type *type = m->type;
    if (type_param && type_kind(type) == TYPE_OPTIONAL && type_element(type))
        type = type_element(type);   /* PTypeParameter prints the type it made Optional */
    static const char *const kinds[] = { NULL, "constant", "derived", "given_or_derived", "reference" };
    bool final = m->final && m->kind != OBJECT_ATTR_CONSTANT;
    bool value = m->has_value && !(type_param && m->value.kind == VAL_UNDEF);
    if (!final && !m->override && m->kind == OBJECT_ATTR_PLAIN && !value) {
        type_append_nested(ctx, sb, type);
        return;
    }
    strbuf_append_cstr(sb, "{type => ");
    type_append_nested(ctx, sb, type);
    if (final)
        strbuf_append_cstr(sb, ", final => true");
    if (m->override)
        strbuf_append_cstr(sb, ", override => true");
    if (m->kind != OBJECT_ATTR_PLAIN)
        strbuf_printf(sb, ", kind => %s", kinds[m->kind]);
    if (value) {
        strbuf_append_cstr(sb, ", value => ");
        append_value(ctx, sb, m->value);
    }
    strbuf_append_char(sb, '}');
}

/* Starts the next key of the definition hash. */
static void key(StrBuf *sb, bool *first, const char *name) {
    if (!*first)
        strbuf_append_cstr(sb, ", ");
    *first = false;
    strbuf_printf(sb, "%s => ", name);
}

static void append_members(Ctx *ctx, StrBuf *sb, bool *first, const char *name, const ObjectMember *members,
                           size_t count, int which) {
    bool opened = false;
    for (size_t i = 0; i < count; i++) {
        const ObjectMember *m = &members[i];
        bool constant = (which == 1 || which == 2) && is_plain_constant(ctx, m);
        if ((which == 1 && constant) || (which == 2 && !constant))
            continue;
        if (!opened) {
            key(sb, first, name);
            strbuf_append_char(sb, '{');
            opened = true;
        } else {
            strbuf_append_cstr(sb, ", ");
        }
        append_name(ctx, sb, m->name);
        strbuf_append_cstr(sb, " => ");
        if (which == 2)
            append_value(ctx, sb, m->value);
        else
            append_member(ctx, sb, m, which == 0);
    }
    if (opened)
        strbuf_append_char(sb, '}');
}

static void append_definition(Ctx *ctx, StrBuf *sb, const ObjectDef *def, bool include_name) {
    if (def->rendered) {
        strbuf_append_cstr(sb, def->rendered);
        return;
    }
    bool first = true;
    strbuf_append_cstr(sb, "Object[{");
    if (def->name && include_name) {
        key(sb, &first, "name");
        append_name(ctx, sb, def->name);
    }
    if (def->parent) {
        key(sb, &first, "parent");
        type_append_nested(ctx, sb, def->parent);
    }
    append_members(ctx, sb, &first, "type_parameters", def->type_params, def->type_param_count, 0);
    append_members(ctx, sb, &first, "attributes", def->attributes, def->attribute_count, 1);
    append_members(ctx, sb, &first, "constants", def->attributes, def->attribute_count, 2);
    append_members(ctx, sb, &first, "functions", def->functions, def->function_count, 3);
    if (def->has_equality) {
        key(sb, &first, "equality");
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < def->equality_count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            append_value(ctx, sb, value_from_string(def->equality[i]));
        }
        strbuf_append_char(sb, ']');
    }
    if (def->has_checks) {
        key(sb, &first, "checks");
        append_value(ctx, sb, def->checks);
    }
    strbuf_append_cstr(sb, "}]");
}

void type_object_format(Ctx *ctx, StrBuf *sb, const Type *t, bool expanded) {
    const ObjectDef *def = t->u.object.def;
    if (t->u.object.params) {
        strbuf_append_cstr(sb, type_object_label(def));
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < t->u.object.param_count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            append_value(ctx, sb, t->u.object.params[i]);
        }
        strbuf_append_char(sb, ']');
        return;
    }
    /* after a TypeSet was printed, its types print as the set names them (type_typeset.h) */
    bool defined = false;
    const char *set_name = type_set_format_name_for(ctx, t, &defined);
    if (expanded)
        append_definition(ctx, sb, def, !defined);
    else
        strbuf_append_cstr(sb, set_name ? set_name : type_object_label(def));
}
