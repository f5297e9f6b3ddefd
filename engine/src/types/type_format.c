/* type_format.c: the canonical string form of a type (what notice(T) and "${T}" print).
 *
 * Follows the reference's TypeFormatter (lib/puppet/pops/types/type_formatter.rb), which the
 * spec's "Type to String" defers to ("the type in string form as specified by the Puppet
 * Language"): unbounded ranges and default parameters are left out (`Integer`, `Array`),
 * a lower bound alone prints alone (`Integer[1]`), a missing lower bound prints `default`,
 * strings inside types are quoted as %p quotes them, resource names are capitalized per
 * segment and class names are not quoted.
 * What this file does not do: the alias-expanded form used in some messages
 * (type_mismatch.c asks for it through type_to_string_expanded).
 */
#include <string.h>

#include "text/format.h"
#include "values/semver.h"
#include "support/strbuf.h"
#include "values/timedata.h"
#include "types/type_internal.h"
#include "objects/type_object.h"
#include "objects/type_typeset.h"

/* The aliases being expanded, innermost first: an alias already in the chain prints as its
 * name (the reference's RecursionGuard in string_PTypeAliasType). NULL: not expanding. */
typedef struct AliasChain {
    const Type *alias;
    const struct AliasChain *outer;
} AliasChain;

static const AliasChain expanding_root = { NULL, NULL };

static void append_type(Ctx *ctx, StrBuf *sb, const Type *t, const AliasChain *expand);

static void append_int(StrBuf *sb, int64_t n) {
    strbuf_append_int(sb, n);
}

static void append_float(StrBuf *sb, double d) {
    char buffer[40];
    format_float(buffer, sizeof buffer, d);
    strbuf_append_cstr(sb, buffer);
}

/* A string's %p text (format_inspect's, written in place). */
static void append_quoted(Ctx *ctx, StrBuf *sb, const Str *s) {
    (void)ctx;
    format_puppet_quote(sb, s->bytes, s->len, false);
}

static void append_quoted_cstr(Ctx *ctx, StrBuf *sb, const char *s) {
    append_quoted(ctx, sb, str_from_cstr(ctx, s));
}

/* The reference's range_array_part: nothing when unbounded; `from` (or `default`) then `to`
 * unless unbounded above. `first` says whether a ", " is needed before. Returns whether
 * anything was written. */
static bool append_range(StrBuf *sb, TypeRange r, bool first) {
    if (r.from == TYPE_UNBOUNDED_FROM && r.to == TYPE_UNBOUNDED_TO)
        return false;
    if (!first)
        strbuf_append_cstr(sb, ", ");
    if (r.from == TYPE_UNBOUNDED_FROM)
        strbuf_append_cstr(sb, "default");
    else
        append_int(sb, r.from);
    if (r.to != TYPE_UNBOUNDED_TO) {
        strbuf_append_cstr(sb, ", ");
        append_int(sb, r.to);
    }
    return true;
}

/* Ruby's Regexp#inspect: the source between slashes, unescaped slashes escaped. */
static void append_regexp_literal(StrBuf *sb, const Str *pattern) {
    strbuf_append_char(sb, '/');
    for (size_t i = 0; pattern && i < pattern->len; i++) {
        char c = pattern->bytes[i];
        if (c == '\\' && i + 1 < pattern->len) {
            strbuf_append_char(sb, c);
            strbuf_append_char(sb, pattern->bytes[++i]);
            continue;
        }
        if (c == '/')
            strbuf_append_char(sb, '\\');
        strbuf_append_char(sb, c);
    }
    strbuf_append_char(sb, '/');
}

static void append_list(Ctx *ctx, StrBuf *sb, const Type *const *types, size_t count, const AliasChain *expand) {
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_cstr(sb, ", ");
        append_type(ctx, sb, types[i], expand);
    }
}

/* Optional['a'] and NotUndef['a']: a String holding a value prints as the quoted value. */
static void append_contained_or_value(Ctx *ctx, StrBuf *sb, const Type *t, const AliasChain *expand) {
    if (t->kind == TYPE_STRING && t->u.string.value)
        append_quoted(ctx, sb, t->u.string.value);
    else
        append_type(ctx, sb, t, expand);
}

static void append_time(Ctx *ctx, StrBuf *sb, TypeKind kind, int64_t ns, bool from_float) {
    const Str *s = kind == TYPE_TIMESPAN ? timespan_to_string(ctx, ns) : timestamp_to_string(ctx, ns);
    const char *dot = kind == TYPE_TIMESPAN && from_float ? strrchr(s->bytes, '.') : NULL;
    if (dot) {
        /* Float nanoseconds: the reference's %-N keeps the fraction's trailing zeros
         * (FragmentSegment strips them only from an Integer) */
        int64_t fraction = ns % NSECS_PER_SEC;
        s = str_from_cstr(ctx, ctx_sprintf(ctx, "%.*s.%lld", (int)(dot - s->bytes), s->bytes,
                                            (long long)(fraction < 0 ? -fraction : fraction)));
    }
    append_quoted(ctx, sb, s);
}

/* The parameters of a Callable (append_callable_params): the parameter types without Unit,
 * `0, 0` when there are none, the size range, the block. */
static void append_callable_params(Ctx *ctx, StrBuf *sb, const Type *t, const AliasChain *expand) {
    const Type *params = t->u.callable.params;
    bool first = true;
    for (size_t i = 0; i < params->u.tuple.count; i++) {
        if (params->u.tuple.types[i]->kind == TYPE_UNIT)
            continue;
        if (!first)
            strbuf_append_cstr(sb, ", ");
        append_type(ctx, sb, params->u.tuple.types[i], expand);
        first = false;
    }
    if (params->u.tuple.count == 0) {
        strbuf_append_cstr(sb, first ? "0, 0" : ", 0, 0");
        first = false;
    } else if (params->u.tuple.sized) {
        if (append_range(sb, params->u.tuple.size, first))
            first = false;
    }
    if (t->u.callable.block) {
        if (!first)
            strbuf_append_cstr(sb, ", ");
        append_type(ctx, sb, t->u.callable.block, expand);
    }
}

static void append_struct(Ctx *ctx, StrBuf *sb, const Type *t, const AliasChain *expand) {
    strbuf_append_cstr(sb, "Struct[{");
    for (size_t i = 0; i < t->u.structure.count; i++) {
        const TypeStructMember *m = &t->u.structure.members[i];
        if (i)
            strbuf_append_cstr(sb, ", ");
        /* struct_element_pair: the key shows its wrapper only when the value type does not
         * already say it (Optional key with a non-optional value, NotUndef key with an
         * optional value). */
        bool value_optional = type_accepts_undef(ctx, m->value_type);
        if (m->optional) {
            if (value_optional)
                append_quoted(ctx, sb, m->name);
            else
                append_type(ctx, sb, m->key_type, expand);
        } else if (value_optional) {
            strbuf_append_cstr(sb, "NotUndef[");
            append_contained_or_value(ctx, sb, m->key_type, expand);
            strbuf_append_char(sb, ']');
        } else {
            append_quoted(ctx, sb, m->name);
        }
        strbuf_append_cstr(sb, " => ");
        append_type(ctx, sb, m->value_type, expand);
    }
    strbuf_append_cstr(sb, "}]");
}

static void append_type(Ctx *ctx, StrBuf *sb, const Type *t, const AliasChain *expand) {
    stack_guard();   /* nested types: see ctx.h */
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
        strbuf_append_cstr(sb, type_kind_name(t->kind));
        return;
    case TYPE_INTEGER:
        strbuf_append_cstr(sb, "Integer");
        if (!t->u.integer.open_from || !t->u.integer.open_to) {
            strbuf_append_char(sb, '[');
            if (t->u.integer.open_from)
                strbuf_append_cstr(sb, "default");
            else
                append_int(sb, t->u.integer.from);
            if (!t->u.integer.open_to) {
                strbuf_append_cstr(sb, ", ");
                append_int(sb, t->u.integer.to);
            }
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_FLOAT:
        strbuf_append_cstr(sb, "Float");
        if (t->u.floating.from != -INFINITY || t->u.floating.to != INFINITY) {
            strbuf_append_char(sb, '[');
            if (t->u.floating.from == -INFINITY)
                strbuf_append_cstr(sb, "default");
            else
                append_float(sb, t->u.floating.from);
            if (t->u.floating.to != INFINITY) {
                strbuf_append_cstr(sb, ", ");
                append_float(sb, t->u.floating.to);
            }
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        /* string_PTimespanType: `to` is left out when unbounded or equal to `from` */
        strbuf_append_cstr(sb, type_kind_name(t->kind));
        if (t->u.time.from != TYPE_UNBOUNDED_FROM || t->u.time.to != TYPE_UNBOUNDED_TO) {
            strbuf_append_char(sb, '[');
            if (t->u.time.from == TYPE_UNBOUNDED_FROM)
                strbuf_append_cstr(sb, "default");
            else
                append_time(ctx, sb, t->kind, t->u.time.from, t->u.time.float_from);
            if (t->u.time.to != TYPE_UNBOUNDED_TO && t->u.time.to != t->u.time.from) {
                strbuf_append_cstr(sb, ", ");
                append_time(ctx, sb, t->kind, t->u.time.to, t->u.time.float_to);
            }
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_STRING:
        /* a String holding an inferred value prints as String (the value is internal) */
        strbuf_append_cstr(sb, "String");
        if (t->u.string.sized && (t->u.string.size.from != TYPE_UNBOUNDED_FROM || t->u.string.size.to != TYPE_UNBOUNDED_TO)) {
            strbuf_append_char(sb, '[');
            append_range(sb, t->u.string.size, true);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_ENUM:
        strbuf_append_cstr(sb, "Enum");
        if (t->u.enumeration.count) {
            strbuf_append_char(sb, '[');
            for (size_t i = 0; i < t->u.enumeration.count; i++) {
                if (i)
                    strbuf_append_cstr(sb, ", ");
                append_quoted(ctx, sb, t->u.enumeration.values[i]);
            }
            if (t->u.enumeration.case_insensitive)
                strbuf_append_cstr(sb, ", true");
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_PATTERN:
        strbuf_append_cstr(sb, "Pattern");
        if (t->u.pattern.count) {
            strbuf_append_char(sb, '[');
            for (size_t i = 0; i < t->u.pattern.count; i++) {
                if (i)
                    strbuf_append_cstr(sb, ", ");
                append_regexp_literal(sb, t->u.pattern.regexps[i]->u.regexp.pattern);
            }
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_BOOLEAN:
        strbuf_append_cstr(sb, t->u.boolean.value < 0 ? "Boolean" : t->u.boolean.value ? "Boolean[true]" : "Boolean[false]");
        return;
    case TYPE_REGEXP:
        /* the reference's formatter prints t.regexp, compiling the pattern */
        if (t->u.regexp.pattern && type_run_has_invalid_regexp(ctx)) {
            const char *error = type_regexp_error(ctx, t);
            if (error)
                type_note_format_error(ctx, error);
        }
        strbuf_append_cstr(sb, "Regexp");
        if (t->u.regexp.pattern) {
            strbuf_append_char(sb, '[');
            append_regexp_literal(sb, t->u.regexp.pattern);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_SEMVER:
        strbuf_append_cstr(sb, "SemVer");
        if (t->u.semver.count) {
            strbuf_append_char(sb, '[');
            for (size_t i = 0; i < t->u.semver.count; i++) {
                if (i)
                    strbuf_append_cstr(sb, ", ");
                append_quoted_cstr(ctx, sb, semver_range_to_string(t->u.semver.ranges[i]));
            }
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_COLLECTION:
        strbuf_append_cstr(sb, "Collection");
        if (t->u.collection.sized) {
            strbuf_append_char(sb, '[');
            append_range(sb, t->u.collection.size, true);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_ARRAY:
        strbuf_append_cstr(sb, "Array");
        if (t->u.array.sized && t->u.array.size.from == 0 && t->u.array.size.to == 0) {
            strbuf_append_cstr(sb, "[0, 0]");
        } else if (t->u.array.sized || t->u.array.element != &type_any) {
            strbuf_append_char(sb, '[');
            append_type(ctx, sb, t->u.array.element, expand);
            if (t->u.array.sized)
                append_range(sb, t->u.array.size, false);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_HASH:
        strbuf_append_cstr(sb, "Hash");
        if (t->u.hash.sized && t->u.hash.size.from == 0 && t->u.hash.size.to == 0) {
            strbuf_append_cstr(sb, "[0, 0]");
        } else if (t->u.hash.sized || t->u.hash.key != &type_any || t->u.hash.value != &type_any) {
            strbuf_append_char(sb, '[');
            append_type(ctx, sb, t->u.hash.key, expand);
            strbuf_append_cstr(sb, ", ");
            append_type(ctx, sb, t->u.hash.value, expand);
            if (t->u.hash.sized)
                append_range(sb, t->u.hash.size, false);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_TUPLE:
        strbuf_append_cstr(sb, "Tuple");
        if (t->u.tuple.count) {
            strbuf_append_char(sb, '[');
            append_list(ctx, sb, t->u.tuple.types, t->u.tuple.count, expand);
            if (t->u.tuple.sized)
                append_range(sb, t->u.tuple.size, false);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_STRUCT:
        if (t->u.structure.count == 0)
            strbuf_append_cstr(sb, "Struct");
        else
            append_struct(ctx, sb, t, expand);
        return;
    case TYPE_VARIANT:
        strbuf_append_cstr(sb, "Variant");
        if (t->u.variant.count) {
            strbuf_append_char(sb, '[');
            append_list(ctx, sb, t->u.variant.types, t->u.variant.count, expand);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_OPTIONAL:
    case TYPE_NOT_UNDEF:
        strbuf_append_cstr(sb, type_kind_name(t->kind));
        if (t->u.contained.type) {
            strbuf_append_char(sb, '[');
            append_contained_or_value(ctx, sb, t->u.contained.type, expand);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
        strbuf_append_cstr(sb, type_kind_name(t->kind));
        if (t->u.contained.type) {
            strbuf_append_char(sb, '[');
            append_type(ctx, sb, t->u.contained.type, expand);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_SENSITIVE:
        strbuf_append_cstr(sb, "Sensitive");
        if (t->u.contained.type && t->u.contained.type->kind != TYPE_ANY) {
            strbuf_append_char(sb, '[');
            append_type(ctx, sb, t->u.contained.type, expand);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_CALLABLE:
        strbuf_append_cstr(sb, "Callable");
        if (!t->u.callable.ret) {
            if (t->u.callable.params) {
                strbuf_append_char(sb, '[');
                append_callable_params(ctx, sb, t, expand);
                strbuf_append_char(sb, ']');
            }
        } else if (!t->u.callable.params) {
            strbuf_append_cstr(sb, "[[], ");
            append_type(ctx, sb, t->u.callable.ret, expand);
            strbuf_append_char(sb, ']');
        } else {
            strbuf_append_cstr(sb, "[[");
            append_callable_params(ctx, sb, t, expand);
            strbuf_append_cstr(sb, "], ");
            append_type(ctx, sb, t->u.callable.ret, expand);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_RUNTIME:
        strbuf_append_cstr(sb, "Runtime");
        if (t->u.runtime.runtime || t->u.runtime.name) {
            strbuf_append_char(sb, '[');
            if (t->u.runtime.runtime)
                strbuf_append_str(sb, t->u.runtime.runtime);   /* a Ruby symbol: bare */
            else
                strbuf_append_cstr(sb, "undef");
            strbuf_append_cstr(sb, ", ");
            if (t->u.runtime.name)
                append_quoted(ctx, sb, t->u.runtime.name);
            else
                strbuf_append_cstr(sb, "undef");
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_RESOURCE:
        if (!t->u.resource.type_name) {
            strbuf_append_cstr(sb, "Resource");
            return;
        }
        strbuf_append_cstr(sb, t->u.resource.type_name);
        if (t->u.resource.title) {
            strbuf_append_char(sb, '[');
            append_quoted_cstr(ctx, sb, t->u.resource.title);
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_CLASS:
        strbuf_append_cstr(sb, "Class");
        if (t->u.klass.name)
            strbuf_printf(sb, "[%s]", t->u.klass.name);
        return;
    case TYPE_OBJECT:
        /* inside another type an Object type is its label (string_PObjectType, not expanded),
         * unless an alias is being expanded (alias_expanded_string expands it all) */
        type_object_format(ctx, sb, t, expand != NULL);
        return;
    case TYPE_TYPE_SET:
        type_set_format(ctx, sb, t, expand != NULL);
        return;
    case TYPE_INIT:
        strbuf_append_cstr(sb, "Init");
        if (t->u.init.type) {
            strbuf_append_char(sb, '[');
            append_type(ctx, sb, t->u.init.type, expand);
            for (size_t i = 0; i < t->u.init.count; i++) {
                strbuf_append_cstr(sb, ", ");
                strbuf_append_str(sb, format_inspect(ctx, t->u.init.args[i]));
            }
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_URI:
        strbuf_append_cstr(sb, "URI");
        if (t->u.uri.parameters) {
            strbuf_append_char(sb, '[');
            strbuf_append_str(sb, format_inspect(ctx, *t->u.uri.parameters));
            strbuf_append_char(sb, ']');
        }
        return;
    case TYPE_ALIAS:
        if (type_set_format_active(ctx)) {
            /* format_type_alias_type once the formatter has entered a TypeSet (type_typeset.h) */
            bool defined = false;
            const char *set_name = type_set_format_name_for(ctx, t, &defined);
            if (expand && defined && t->u.alias.target)
                append_type(ctx, sb, t->u.alias.target, expand);
            else
                strbuf_append_cstr(sb, set_name ? set_name : t->u.alias.name);
            return;
        }
        strbuf_append_cstr(sb, t->u.alias.name);
        /* the expanded form names the alias and what it stands for, except for the
         * built-in aliases (format_type_alias_type, BUILTIN_ALIASES) */
        if (expand && t->u.alias.target && t != &type_data && t != &type_rich_data && t != &type_rich_data_key) {
            for (const AliasChain *c = expand; c; c = c->outer)
                if (c->alias == t)
                    return;
            AliasChain inner = { t, expand };
            strbuf_append_cstr(sb, " = ");
            append_type(ctx, sb, t->u.alias.target, &inner);
        }
        return;
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        strbuf_append_cstr(sb, "TypeReference[");
        append_quoted_cstr(ctx, sb, t->u.reference.text);
        strbuf_append_char(sb, ']');
        return;
    }
}

const Str *type_to_string(Ctx *ctx, const Type *t) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    /* an alias's own to_s is its expanded form (PTypeAliasType#to_s): `MyInt = Integer[1, 10]`,
     * also inside arrays and hashes; inside another type it is its name */
    if (t->kind == TYPE_OBJECT)
        type_object_format(ctx, &sb, t, true);   /* its definition, as the reference's to_s */
    else
        append_type(ctx, &sb, t, t->kind == TYPE_ALIAS || t->kind == TYPE_TYPE_SET ? &expanding_root : NULL);
    return strbuf_finish(&sb);
}

void type_append_nested(Ctx *ctx, StrBuf *sb, const Type *t) {
    append_type(ctx, sb, t, NULL);
}

void type_append_expanded(Ctx *ctx, StrBuf *sb, const Type *t) {
    append_type(ctx, sb, t, &expanding_root);
}

const Str *type_to_string_expanded(Ctx *ctx, const Type *t) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    /* a fresh formatter (TypeFormatter.new): no TypeSet entered, whatever was printed before */
    const struct TypeSetDef **slot = type_set_format_slot(ctx), *saved = *slot;
    *slot = NULL;
    if (t->kind == TYPE_OBJECT)
        type_object_format(ctx, &sb, t, true);
    else
        append_type(ctx, &sb, t, &expanding_root);
    *slot = saved;
    return strbuf_finish(&sb);
}
