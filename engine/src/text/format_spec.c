/* format_spec.c: String(value, format): format strings, format maps and the %p form.
 *
 * Follows types-values-variables.md "String.new", "Signatures of String conversion", the
 * "X to String" tables and "Flags", as the reference implements them in
 * lib/puppet/pops/types/string_converter.rb, which wins where they differ
 * (reference-notes.md): String(3.14) is `3.140000` (the default format of Float is %f, not %p),
 * String(10, '%#x') is `0xa`, String([10]) is `[10]`, %p of a Float honours a precision.
 *
 * The model, as the reference's:
 *   - a Fmt is one parsed `%<flags><width>.<prec><letter>` plus, for containers, separator,
 *     separator2 and string_formats (the formats of the elements);
 *   - a format map pairs types with formats, merged over the default map (a user type drops
 *     the defaults it covers) and sorted most specific first; a value takes the format of the
 *     first type it is an instance of;
 *   - a format string alone applies to the value's own type, or to Array / Hash for
 *     containers, where nested containers use the same map (string_formats only reach the
 *     scalar elements);
 *   - most directives end in Ruby's Kernel#format on the value (sprintf.c), so flags and
 *     errors are Ruby's there; the Puppet-only flags `[{(<|` select container delimiters.
 * The alternate form of containers indents nested containers (%#a, %#h, %#p), following the
 * reference's Indentation class line by line, including where it trims trailing blanks.
 *
 * Where the reference leaks a Ruby object (`#<Sensitive [value redacted]>`, a Timestamp's
 * `#<Puppet::Pops::Time::Timestamp:0x...>`), the spec's form is used (docs/deviations.md).
 *
 * This file holds arrays, hashes and the dispatch over kinds, and the entry points; formats and
 * format maps are in format_map.c, the scalar kinds in format_scalar.c (format_internal.h).
 */
#include "text/format_internal.h"

#include <stdint.h>
#include <string.h>

#include "support/ctx.h"
#include "values/iterator.h"
#include "support/limits.h"
#include "text/sprintf.h"
#include "types/type.h"
#include "values/uri.h"

/* --- arrays and hashes --------------------------------------------------------------------- */

/* Where the alternate form (%#a, %#h) stands: the reference's Indentation. */
typedef struct Indent {
    int level;
    bool first;
    bool indenting;
} Indent;

static bool convert(Conv *cv, StrBuf *out, Value v, const FormatMap *map, Indent ind, int depth);

static bool is_container_value(Value v) {
    return v.kind == VAL_ARRAY || v.kind == VAL_HASH || v.kind == VAL_OBJECT;
}

static bool is_a_or_h(Value v) {
    return v.kind == VAL_ARRAY || v.kind == VAL_HASH;
}

/* Ruby's String#rstrip! on the builder's text. */
static void rstrip(StrBuf *sb) {
    while (sb->len && (format_is_ruby_blank(sb->bytes[sb->len - 1]) || sb->bytes[sb->len - 1] == '\0'))
        sb->len--;
}

static void append_padding(StrBuf *out, int level) {
    strbuf_append_repeat(out, ' ', (size_t)level * 2);
}

static Indent indent_subsequent(Indent i) {
    i.first = false;
    return i;
}

static Indent indent_increase(Indent i, bool indenting) {
    Indent r = { i.level + 1, true, indenting };
    return r;
}

static bool indent_breaks(Indent i) {
    return i.indenting && i.level > 0 && !i.first;
}

static size_t char_length(const Str *s) {
    return str_char_count(s);
}

static bool convert_array(Conv *cv, StrBuf *out, const Value *items, size_t count,
                          const Fmt *f, const FormatMap *map, Indent ind, int depth) {
    Ctx *ctx = cv->ctx;
    if (f->conv != 'a' && f->conv != 's' && f->conv != 'p')
        return format_illegal(cv, "Array", f->conv, "asp");
    const Str *sep = f->separator ? f->separator : str_from_cstr(ctx, ", ");
    const FormatMap *string_formats = f->string_formats ? f->string_formats : format_map_container_defaults(cv);
    const char *open, *close;
    fmt_delimiters(f, "[]", &open, &close);
    ind.indenting = f->alt || ind.indenting;

    StrBuf buf;
    strbuf_init(&buf, ctx);
    if (indent_breaks(ind)) {
        strbuf_append_char(&buf, '\n');
        append_padding(&buf, ind.level);
    }
    strbuf_append_cstr(&buf, open);

    /* first pass: every element's text (each as a subsequent child: see the reference) */
    Indent children = indent_increase(ind, f->alt);
    const Str **mapped = count ? ctx_alloc(ctx, count * sizeof *mapped) : NULL;
    for (size_t i = 0; i < count; i++) {
        if (children.first)
            children = indent_subsequent(children);
        StrBuf one;
        strbuf_init(&one, ctx);
        if (!convert(cv, &one, items[i], is_container_value(items[i]) ? map : string_formats,
                     children, depth + 1))
            return false;
        mapped[i] = strbuf_finish(&one);
    }

    /* with # and a width, a run of scalars longer than the width breaks at every element */
    bool sz_break = false;
    if (f->alt && f->width >= 0) {
        size_t widest = 0, run = 0;
        for (size_t i = 0; i < count; i++) {
            if (is_a_or_h(items[i]))
                run = 0;
            else
                run += char_length(mapped[i]);
            if (run > widest)
                widest = run;
        }
        sz_break = (int64_t)widest > f->width;
    }

    children = indent_increase(ind, f->alt);
    for (size_t i = 0; i < count; i++) {
        const Str *str_val = mapped[i];
        if (children.first) {
            children = indent_subsequent(children);
            if (sz_break && !is_a_or_h(items[i]))
                strbuf_append_char(&buf, ' ');
        } else {
            strbuf_append_str(&buf, sep);
            if ((sz_break && !is_a_or_h(items[i])) ||
                (f->alt && i > 0 && is_a_or_h(items[i - 1]) && !is_a_or_h(items[i]))) {
                if (!(buf.len && buf.bytes[buf.len - 1] == '\n'))
                    rstrip(&buf);
                strbuf_append_char(&buf, '\n');
                append_padding(&buf, children.level);
            }
        }
        if (buf.len && buf.bytes[buf.len - 1] == ' ' && str_val->len && str_val->bytes[0] == '\n')
            rstrip(&buf);
        strbuf_append_str(&buf, str_val);
    }
    strbuf_append_cstr(&buf, close);
    strbuf_append_str(out, strbuf_finish(&buf));
    return true;
}

static bool convert_hash(Conv *cv, StrBuf *out, Value v, const Fmt *f, const FormatMap *map,
                         Indent ind, int depth) {
    Ctx *ctx = cv->ctx;
    const Hash *h = v.as.hash;
    if (f->conv == 'a') {
        /* the hash as an array of [key, value] pairs, formatted by the array rules */
        Array *pairs = array_new(ctx, h->count);
        for (size_t i = 0; i < h->count; i++) {
            const HashEntry *e = hash_entry_at(h, i);
            Value kv[2] = { e->key, e->value };
            pairs->items[i] = value_array_of(ctx, kv, 2);
        }
        return convert(cv, out, value_from_array(pairs), map, ind, depth);
    }
    if (f->conv != 'h' && f->conv != 's' && f->conv != 'p')
        return format_illegal(cv, "Hash", f->conv, "hasp");
    const Str *sep = f->separator ? f->separator : str_from_cstr(ctx, ", ");
    const Str *assoc = f->separator2 ? f->separator2 : str_from_cstr(ctx, " => ");
    const FormatMap *string_formats = f->string_formats ? f->string_formats : format_map_container_defaults(cv);
    const char *open, *close;
    fmt_delimiters(f, "{}", &open, &close);
    if (f->alt) {
        /* each entry on a line of its own */
        StrBuf sb;
        strbuf_init(&sb, ctx);
        strbuf_append_str(&sb, sep);
        if (!(sb.len && sb.bytes[sb.len - 1] == '\n'))
            rstrip(&sb);
        strbuf_append_char(&sb, '\n');
        sep = strbuf_finish(&sb);
    }
    ind.indenting = f->alt || ind.indenting;
    StrBuf buf;
    strbuf_init(&buf, ctx);
    if (indent_breaks(ind)) {
        strbuf_append_char(&buf, '\n');
        append_padding(&buf, ind.level);
    }
    Indent children = indent_increase(ind, false);
    strbuf_append_cstr(&buf, open);
    if (f->alt)
        strbuf_append_char(&buf, '\n');
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        if (i)
            strbuf_append_str(&buf, sep);
        if (f->alt)
            append_padding(&buf, children.level);
        if (!convert(cv, &buf, e->key, is_container_value(e->key) ? map : string_formats, children, depth + 1))
            return false;
        strbuf_append_str(&buf, assoc);
        if (!convert(cv, &buf, e->value, is_container_value(e->value) ? map : string_formats, children, depth + 1))
            return false;
    }
    if (f->alt) {
        strbuf_append_char(&buf, '\n');
        append_padding(&buf, ind.level);
    }
    strbuf_append_cstr(&buf, close);
    strbuf_append_str(out, strbuf_finish(&buf));
    return true;
}

/* The string visitor: the rule of the value's kind with the format the map gives it. */
static bool convert(Conv *cv, StrBuf *out, Value v, const FormatMap *map, Indent ind, int depth) {
    Ctx *ctx = cv->ctx;
    if (depth > MAX_DATA_DEPTH) {
        ctx_error(ctx, cv->where, "The value is nested deeper than %d levels and cannot be formatted",
                  MAX_DATA_DEPTH);
        return false;
    }
    switch (v.kind) {
    case VAL_INTEGER:
        return format_scalar_integer(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_FLOAT:
        return format_scalar_float(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_STRING:
        return format_scalar_string(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_BOOLEAN:
        return format_scalar_boolean(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_REGEXP:
        return format_scalar_regexp(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_UNDEF:
        return format_scalar_undef(cv, out, format_map_lookup(cv, v, map));
    case VAL_DEFAULT:
        return format_scalar_default(cv, out, format_map_lookup(cv, v, map));
    case VAL_TYPE:
        return format_scalar_type(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_BINARY:
        return format_scalar_binary(cv, out, v, format_map_lookup(cv, v, map));
    case VAL_ARRAY:
        return convert_array(cv, out, v.as.array->items, v.as.array->count,
                             format_map_lookup(cv, v, map), map, ind, depth);
    case VAL_HASH:
        return convert_hash(cv, out, v, format_map_lookup(cv, v, map), map, ind, depth);
    case VAL_ITERATOR: {
        /* string_PIteratorType: the values it produces, as an array */
        Value all = iterator_to_array(ctx, v.as.iterator, cv->where);
        if (value_is_abrupt(all))
            return false;
        return convert(cv, out, all, map, ind, depth);
    }
    case VAL_OBJECT: {
        const Fmt *f = format_map_lookup(cv, v, map);
        if (f->conv != 'p' && f->conv != 's' && f->conv != 'q')
            return format_illegal(cv, "Object", f->conv, "spq");
        strbuf_append_str(out, format_to_string(ctx, v));
        return true;
    }
    case VAL_URI: {
        /* string_PURIType: %p is URI('<text>'), %s the text */
        const Fmt *f = format_map_lookup(cv, v, map);
        const Str *text = uri_to_string(ctx, v.as.uri);
        if (f->conv == 'p') {
            strbuf_append_cstr(out, "URI(");
            format_puppet_quote(out, text->bytes, text->len, false);
            strbuf_append_char(out, ')');
            return true;
        }
        if (f->conv != 's')
            return format_illegal(cv, "URI", f->conv, "sp");
        if (f->alt) {
            StrBuf quoted;
            strbuf_init(&quoted, ctx);
            format_puppet_quote(&quoted, text->bytes, text->len, false);
            text = strbuf_finish(&quoted);
        }
        return format_kernel(cv, out, f, value_from_string(text));
    }
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_CALLABLE:
        /* string_PAnyType: Kernel#format with the format as given */
        return format_kernel(cv, out, format_map_lookup(cv, v, map), v);
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return true;
    }
    return true;
}

/* StringConverter#convert: the format map for `formats`, then the value through it. */
static bool convert_top(Conv *cv, StrBuf *out, Value v, Value formats) {
    Ctx *ctx = cv->ctx;
    const FormatMap *options = format_map_string_defaults(cv);
    if (formats.kind == VAL_STRING) {
        /* a format for the value's own type; for containers the format of Array or Hash */
        const Fmt *f = fmt_parse(cv, formats.as.string->bytes, formats.as.string->len);
        if (!f)
            return false;
        FormatMap *user = format_map_new(ctx, 1);
        user->entries[0].type = v.kind == VAL_ARRAY ? type_builtin("Array", 5)
                              : v.kind == VAL_HASH ? type_builtin("Hash", 4)
                              /* a URI's own type may not take it (URI['http://a:8080'] holds the
                               * port as text), which the reference's assignable? lookup ignores */
                              : v.kind == VAL_URI ? type_builtin("URI", 3)
                              : type_infer(ctx, v);
        user->entries[0].fmt = f;
        user->count = 1;
        options = format_map_merge(cv, options, user);
    } else if (formats.kind == VAL_HASH) {
        const FormatMap *user = format_map_validate(cv, formats);
        if (!user)
            return false;
        options = format_map_merge(cv, options, user);
    } else if (formats.kind != VAL_DEFAULT && formats.kind != VAL_UNDEF) {
        ctx_error(ctx, cv->where, "string conversion expects a Default value or a Hash of type to "
                  "format mappings, got a '%s'", value_kind_name(formats.kind));
        return false;
    }
    format_charge_steps(ctx, v);
    Indent top = { 0, true, false };
    return convert(cv, out, v, options, top, 0);
}

Value format_with(Ctx *ctx, Value v, Value format, SrcSpan where) {
    Conv cv = { ctx, where, NULL, NULL };
    StrBuf out;
    strbuf_init(&out, ctx);
    if (!convert_top(&cv, &out, v, format))
        return value_abrupt();
    return strbuf_finish_value(&out);
}

/* Whether v is made of undef, Booleans, Integers, Strings, Arrays and Hashes only, nested at
 * most PLAIN_DEPTH deep: values whose %p text append_plain writes. */
#define PLAIN_DEPTH 16
static bool is_plain(Value v, int depth) {
    if (v.catalog_resource)
        return false;
    switch (v.kind) {
    case VAL_UNDEF: case VAL_BOOLEAN: case VAL_INTEGER: case VAL_STRING:
        return true;
    case VAL_ARRAY:
        if (depth >= PLAIN_DEPTH)
            return false;
        for (size_t i = 0; i < v.as.array->count; i++)
            if (!is_plain(v.as.array->items[i], depth + 1))
                return false;
        return true;
    case VAL_HASH:
        if (depth >= PLAIN_DEPTH)
            return false;
        for (size_t i = 0; i < v.as.hash->count; i++)
            if (!is_plain(v.as.hash->entries[i].key, depth + 1) || !is_plain(v.as.hash->entries[i].value, depth + 1))
                return false;
        return true;
    default:
        return false;
    }
}

/* The %p text of a plain value (is_plain), as convert_top writes it with the default formats
 * ({Any => '%p'} inside collections), without building and merging format maps. */
static void append_plain(StrBuf *out, Value v) {
    switch (v.kind) {
    case VAL_UNDEF:
        strbuf_append_cstr(out, "undef");
        return;
    case VAL_BOOLEAN:
        strbuf_append_cstr(out, v.as.boolean ? "true" : "false");
        return;
    case VAL_INTEGER:
        strbuf_append_int(out, v.as.integer);
        return;
    case VAL_STRING:
        format_puppet_quote(out, v.as.string->bytes, v.as.string->len, false);
        return;
    case VAL_ARRAY:
        strbuf_append_char(out, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            append_plain(out, v.as.array->items[i]);
        }
        strbuf_append_char(out, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(out, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            append_plain(out, v.as.hash->entries[i].key);
            strbuf_append_cstr(out, " => ");
            append_plain(out, v.as.hash->entries[i].value);
        }
        strbuf_append_char(out, '}');
        return;
    default:
        return;
    }
}

bool format_append_plain(StrBuf *out, Value v) {
    if (!is_plain(v, 0))
        return false;
    format_charge_steps(out->ctx, v);
    append_plain(out, v);
    return true;
}

const Str *format_inspect(Ctx *ctx, Value v) {
    Conv cv = { ctx, span_none(), NULL, NULL };
    StrBuf out;
    strbuf_init(&out, ctx);
    if (format_append_plain(&out, v))
        return strbuf_finish(&out);   /* the usual values of messages and editors: merging format maps costs far more */
    Unwind saved = ctx->unwind;
    if (!convert_top(&cv, &out, v, value_cstring(ctx, "%p"))) {
        /* %p applies to every value; what can still fail (data nested too deep, an iterator
         * whose source fails) falls back to the interpolation form */
        ctx->unwind = saved;
        return format_to_string(ctx, v);
    }
    return strbuf_finish(&out);
}
