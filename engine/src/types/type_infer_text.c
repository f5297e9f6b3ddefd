/* type_infer_text.c: the text of a small plain value's detailed type, written without building
 * the type (type_infer_text in type.h).
 *
 * type_to_string(type_infer(v)) interns a type per part of v (hashing and comparing each) and
 * then formats it; for the small data an editor shows beside each expression (expression
 * types: literals, short arrays, struct-like hashes) that was most of the answer's cost. This
 * writes the same text from the value directly, following type_infer_set (type_infer.c) and
 * append_type (type_format.c) for the kinds it covers: undef, Booleans, Integers, Strings,
 * Arrays, and Hashes whose keys are non-empty Strings. Anything else (Floats, types, regexps,
 * hashes with other keys, ...) it declines, and the caller takes the general path: the rules
 * of those kinds live in type_infer.c and type_format.c only. tests/unit/type_test.c checks
 * both paths agree.
 */
#include "support/strbuf.h"
#include "text/format.h"
#include "types/type.h"

/* Whether every part of v is a kind this file writes, at most *budget parts in all (nested ones
 * counted, which bounds the depth of the walks too). Chains of ifs, not a switch: the kinds
 * left out are all the others (types/ builds with -Wswitch-enum). */
static bool covered(Value v, int *budget) {
    if (--*budget < 0 || v.catalog_resource)
        return false;
    if (v.kind == VAL_UNDEF || v.kind == VAL_BOOLEAN || v.kind == VAL_INTEGER || v.kind == VAL_STRING)
        return true;
    if (v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count; i++)
            if (!covered(v.as.array->items[i], budget))
                return false;
        return true;
    }
    if (v.kind == VAL_HASH) {
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            /* type_infer_set's keys_are_names: other keys make a Hash[K, V] of Variants */
            if (e->key.kind != VAL_STRING || e->key.as.string->len == 0 || e->key.catalog_resource)
                return false;
            if (!covered(e->value, budget))
                return false;
        }
        return true;
    }
    return false;
}

/* The text of a covered value's type. */
static void append(StrBuf *sb, Value v) {
    if (v.kind == VAL_UNDEF) {
        strbuf_append_cstr(sb, "Undef");
    } else if (v.kind == VAL_BOOLEAN) {
        strbuf_append_cstr(sb, v.as.boolean ? "Boolean[true]" : "Boolean[false]");
    } else if (v.kind == VAL_INTEGER) {
        strbuf_append_cstr(sb, "Integer[");
        strbuf_append_int(sb, v.as.integer);
        strbuf_append_cstr(sb, ", ");
        strbuf_append_int(sb, v.as.integer);
        strbuf_append_char(sb, ']');
    } else if (v.kind == VAL_STRING) {
        strbuf_append_cstr(sb, "String");   /* a String holding an inferred value prints so */
    } else if (v.kind == VAL_ARRAY && v.as.array->count == 0) {
        strbuf_append_cstr(sb, "Array[0, 0]");
    } else if (v.kind == VAL_ARRAY) {
        strbuf_append_cstr(sb, "Tuple[");
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            append(sb, v.as.array->items[i]);
        }
        strbuf_append_char(sb, ']');
    } else if (v.kind == VAL_HASH && v.as.hash->count == 0) {
        strbuf_append_cstr(sb, "Hash[0, 0]");
    } else if (v.kind == VAL_HASH) {
        strbuf_append_cstr(sb, "Struct[{");
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (i)
                strbuf_append_cstr(sb, ", ");
            /* append_struct: a member that is not optional shows NotUndef on its key when its
             * value type accepts undef, which among these types only Undef does */
            bool undef = e->value.kind == VAL_UNDEF;
            if (undef)
                strbuf_append_cstr(sb, "NotUndef[");
            format_puppet_quote(sb, e->key.as.string->bytes, e->key.as.string->len, false);
            strbuf_append_cstr(sb, undef ? "] => " : " => ");
            append(sb, e->value);
        }
        strbuf_append_cstr(sb, "}]");
    }
}

bool type_infer_text(StrBuf *sb, Value v, int max_parts) {
    int budget = max_parts;
    if (!covered(v, &budget))
        return false;
    append(sb, v);
    return true;
}
