/* functions_string.c: the string built-ins: upcase, downcase, capitalize, camelcase, chomp,
 * chop, lstrip, rstrip, strip, shellquote and versioncmp.
 *
 * Each follows lib/puppet/functions/<name>.rb (shellquote: lib/puppet/parser/functions/,
 * versioncmp: lib/puppet/util/package.rb) with the Ruby String method underneath:
 *   - case mapping is Ruby's full Unicode mapping (String#upcase since Ruby 2.4): utf8proc's
 *     per-code-point mappings plus the unconditional SpecialCasing.txt entries Ruby applies
 *     ("ß".upcase is "SS", "ǆ".capitalize is "ǅ", "İ".downcase is "i̇"), written into arena
 *     buffers (ctx.h: nothing in a run holds malloc'ed memory, so no utf8proc_map);
 *   - "whitespace" for the strip family is Ruby's: NUL, \t \n \v \f \r and space, nothing
 *     beyond ASCII;
 *   - chomp removes one trailing \n, \r\n or \r; chop one character (\r\n counts as one).
 * The String/Numeric/Iterable dispatches map over an iterable's values, leaving numbers as
 * they are, as the reference's on_iterable does.
 */
#include <string.h>

#include <utf8proc.h>

#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "text/format.h"
#include "eval/function.h"
#include "values/iterator.h"
#include "support/limits.h"
#include "text/sprintf.h"
#include "types/type.h"
#include "support/utf8.h"

/* --- Unicode case mapping ------------------------------------------------------------------- */

typedef enum CaseOp { CASE_UPPER, CASE_LOWER, CASE_TITLE } CaseOp;

/* SpecialCasing.txt's unconditional mappings whose result is more than one code point (or
 * differs from the simple mapping): code point, then its lower, title and upper forms, each
 * up to three code points (0 ends a shorter one). */
typedef struct SpecialCase {
    int32_t cp;
    int32_t lower[3], title[3], upper[3];
} SpecialCase;

static const SpecialCase SPECIAL_CASES[] = {
    { 0x00DF, { 0x00DF }, { 0x0053, 0x0073 }, { 0x0053, 0x0053 } },
    { 0x0130, { 0x0069, 0x0307 }, { 0x0130 }, { 0x0130 } },
    { 0x0149, { 0x0149 }, { 0x02BC, 0x004E }, { 0x02BC, 0x004E } },
    { 0x01F0, { 0x01F0 }, { 0x004A, 0x030C }, { 0x004A, 0x030C } },
    { 0x0390, { 0x0390 }, { 0x0399, 0x0308, 0x0301 }, { 0x0399, 0x0308, 0x0301 } },
    { 0x03B0, { 0x03B0 }, { 0x03A5, 0x0308, 0x0301 }, { 0x03A5, 0x0308, 0x0301 } },
    { 0x0587, { 0x0587 }, { 0x0535, 0x0582 }, { 0x0535, 0x0552 } },
    { 0x1E96, { 0x1E96 }, { 0x0048, 0x0331 }, { 0x0048, 0x0331 } },
    { 0x1E97, { 0x1E97 }, { 0x0054, 0x0308 }, { 0x0054, 0x0308 } },
    { 0x1E98, { 0x1E98 }, { 0x0057, 0x030A }, { 0x0057, 0x030A } },
    { 0x1E99, { 0x1E99 }, { 0x0059, 0x030A }, { 0x0059, 0x030A } },
    { 0x1E9A, { 0x1E9A }, { 0x0041, 0x02BE }, { 0x0041, 0x02BE } },
    { 0x1F50, { 0x1F50 }, { 0x03A5, 0x0313 }, { 0x03A5, 0x0313 } },
    { 0x1F52, { 0x1F52 }, { 0x03A5, 0x0313, 0x0300 }, { 0x03A5, 0x0313, 0x0300 } },
    { 0x1F54, { 0x1F54 }, { 0x03A5, 0x0313, 0x0301 }, { 0x03A5, 0x0313, 0x0301 } },
    { 0x1F56, { 0x1F56 }, { 0x03A5, 0x0313, 0x0342 }, { 0x03A5, 0x0313, 0x0342 } },
    { 0x1FB2, { 0x1FB2 }, { 0x1FBA, 0x0345 }, { 0x1FBA, 0x0399 } },
    { 0x1FB3, { 0x1FB3 }, { 0x1FBC }, { 0x0391, 0x0399 } },
    { 0x1FB4, { 0x1FB4 }, { 0x0386, 0x0345 }, { 0x0386, 0x0399 } },
    { 0x1FB6, { 0x1FB6 }, { 0x0391, 0x0342 }, { 0x0391, 0x0342 } },
    { 0x1FB7, { 0x1FB7 }, { 0x0391, 0x0342, 0x0345 }, { 0x0391, 0x0342, 0x0399 } },
    { 0x1FBC, { 0x1FB3 }, { 0x1FBC }, { 0x0391, 0x0399 } },
    { 0x1FC2, { 0x1FC2 }, { 0x1FCA, 0x0345 }, { 0x1FCA, 0x0399 } },
    { 0x1FC3, { 0x1FC3 }, { 0x1FCC }, { 0x0397, 0x0399 } },
    { 0x1FC4, { 0x1FC4 }, { 0x0389, 0x0345 }, { 0x0389, 0x0399 } },
    { 0x1FC6, { 0x1FC6 }, { 0x0397, 0x0342 }, { 0x0397, 0x0342 } },
    { 0x1FC7, { 0x1FC7 }, { 0x0397, 0x0342, 0x0345 }, { 0x0397, 0x0342, 0x0399 } },
    { 0x1FCC, { 0x1FC3 }, { 0x1FCC }, { 0x0397, 0x0399 } },
    { 0x1FD2, { 0x1FD2 }, { 0x0399, 0x0308, 0x0300 }, { 0x0399, 0x0308, 0x0300 } },
    { 0x1FD3, { 0x1FD3 }, { 0x0399, 0x0308, 0x0301 }, { 0x0399, 0x0308, 0x0301 } },
    { 0x1FD6, { 0x1FD6 }, { 0x0399, 0x0342 }, { 0x0399, 0x0342 } },
    { 0x1FD7, { 0x1FD7 }, { 0x0399, 0x0308, 0x0342 }, { 0x0399, 0x0308, 0x0342 } },
    { 0x1FE2, { 0x1FE2 }, { 0x03A5, 0x0308, 0x0300 }, { 0x03A5, 0x0308, 0x0300 } },
    { 0x1FE3, { 0x1FE3 }, { 0x03A5, 0x0308, 0x0301 }, { 0x03A5, 0x0308, 0x0301 } },
    { 0x1FE4, { 0x1FE4 }, { 0x03A1, 0x0313 }, { 0x03A1, 0x0313 } },
    { 0x1FE6, { 0x1FE6 }, { 0x03A5, 0x0342 }, { 0x03A5, 0x0342 } },
    { 0x1FE7, { 0x1FE7 }, { 0x03A5, 0x0308, 0x0342 }, { 0x03A5, 0x0308, 0x0342 } },
    { 0x1FF2, { 0x1FF2 }, { 0x1FFA, 0x0345 }, { 0x1FFA, 0x0399 } },
    { 0x1FF3, { 0x1FF3 }, { 0x1FFC }, { 0x03A9, 0x0399 } },
    { 0x1FF4, { 0x1FF4 }, { 0x038F, 0x0345 }, { 0x038F, 0x0399 } },
    { 0x1FF6, { 0x1FF6 }, { 0x03A9, 0x0342 }, { 0x03A9, 0x0342 } },
    { 0x1FF7, { 0x1FF7 }, { 0x03A9, 0x0342, 0x0345 }, { 0x03A9, 0x0342, 0x0399 } },
    { 0x1FFC, { 0x1FF3 }, { 0x1FFC }, { 0x03A9, 0x0399 } },
    { 0xFB00, { 0xFB00 }, { 0x0046, 0x0066 }, { 0x0046, 0x0046 } },
    { 0xFB01, { 0xFB01 }, { 0x0046, 0x0069 }, { 0x0046, 0x0049 } },
    { 0xFB02, { 0xFB02 }, { 0x0046, 0x006C }, { 0x0046, 0x004C } },
    { 0xFB03, { 0xFB03 }, { 0x0046, 0x0066, 0x0069 }, { 0x0046, 0x0046, 0x0049 } },
    { 0xFB04, { 0xFB04 }, { 0x0046, 0x0066, 0x006C }, { 0x0046, 0x0046, 0x004C } },
    { 0xFB05, { 0xFB05 }, { 0x0053, 0x0074 }, { 0x0053, 0x0054 } },
    { 0xFB06, { 0xFB06 }, { 0x0053, 0x0074 }, { 0x0053, 0x0054 } },
    { 0xFB13, { 0xFB13 }, { 0x0544, 0x0576 }, { 0x0544, 0x0546 } },
    { 0xFB14, { 0xFB14 }, { 0x0544, 0x0565 }, { 0x0544, 0x0535 } },
    { 0xFB15, { 0xFB15 }, { 0x0544, 0x056B }, { 0x0544, 0x053B } },
    { 0xFB16, { 0xFB16 }, { 0x054E, 0x0576 }, { 0x054E, 0x0546 } },
    { 0xFB17, { 0xFB17 }, { 0x0544, 0x056D }, { 0x0544, 0x053D } },
};

/* The iota-subscript letters U+1F80..U+1FAF come in rows of eight lower-case letters followed
 * by their eight title-case forms; upper case is the base capital letter and U+0399. */
static bool iota_subscript_case(int32_t cp, CaseOp op, int32_t out[3]) {
    if (cp < 0x1F80 || cp > 0x1FAF)
        return false;
    int32_t row = (cp - 0x1F80) / 16, col = (cp - 0x1F80) % 8;
    static const int32_t capitals[3] = { 0x1F08, 0x1F28, 0x1F68 };
    memset(out, 0, 3 * sizeof *out);
    switch (op) {
    case CASE_LOWER:
        out[0] = 0x1F80 + row * 16 + col;
        break;
    case CASE_TITLE:
        out[0] = 0x1F88 + row * 16 + col;
        break;
    case CASE_UPPER:
        out[0] = capitals[row] + col;
        out[1] = 0x0399;
        break;
    }
    return true;
}

static const SpecialCase *special_case(int32_t cp) {
    size_t lo = 0, hi = sizeof SPECIAL_CASES / sizeof SPECIAL_CASES[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (SPECIAL_CASES[mid].cp == cp)
            return &SPECIAL_CASES[mid];
        if (SPECIAL_CASES[mid].cp < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* Appends the case mapping of one code point. */
static void map_char(StrBuf *out, int32_t cp, CaseOp op) {
    int32_t multi[3];
    const SpecialCase *sc = special_case(cp);
    if (sc || iota_subscript_case(cp, op, multi)) {
        const int32_t *m = sc ? (op == CASE_UPPER ? sc->upper : op == CASE_LOWER ? sc->lower : sc->title) : multi;
        for (int i = 0; i < 3 && m[i]; i++)
            utf8_append(out, m[i]);
        return;
    }
    int32_t mapped = op == CASE_UPPER ? utf8proc_toupper(cp) : op == CASE_LOWER ? utf8proc_tolower(cp)
                                                                                : utf8proc_totitle(cp);
    utf8_append(out, mapped);
}

/* Maps every character of s[from..) (the first with first_op, the rest with rest_op);
 * invalid bytes are kept. */
static const Str *case_map(Ctx *ctx, const char *bytes, size_t len, CaseOp first_op, CaseOp rest_op) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t pos = 0; pos < len;) {
        int32_t cp;
        size_t n = utf8_decode(bytes, len, pos, &cp);
        if (cp < 0)
            strbuf_append(&sb, bytes + pos, n);
        else
            map_char(&sb, cp, pos == 0 ? first_op : rest_op);
        pos += n;
    }
    if (!sb.len)
        return str_new(ctx, "", 0);
    return strbuf_finish(&sb);
}

static const Str *str_upcase(Ctx *ctx, const Str *s) {
    return case_map(ctx, s->bytes, s->len, CASE_UPPER, CASE_UPPER);
}

static const Str *str_downcase(Ctx *ctx, const Str *s) {
    return case_map(ctx, s->bytes, s->len, CASE_LOWER, CASE_LOWER);
}

/* Ruby's String#capitalize: the first character in title case, the rest in lower case. */
static const Str *str_capitalize(Ctx *ctx, const char *bytes, size_t len) {
    return case_map(ctx, bytes, len, CASE_TITLE, CASE_LOWER);
}

/* camelcase.rb: s.split('_').map(&:capitalize).join('') (split drops trailing empty parts,
 * which contribute nothing to the join anyway). */
static const Str *str_camelcase(Ctx *ctx, const Str *s) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    size_t start = 0;
    for (size_t i = 0; i <= s->len; i++) {
        if (i == s->len || s->bytes[i] == '_') {
            strbuf_append_str(&sb, str_capitalize(ctx, s->bytes + start, i - start));
            start = i + 1;
        }
    }
    return strbuf_finish(&sb);
}

/* --- whitespace and line ends ----------------------------------------------------------------- */

static bool ruby_space(char c) {
    return c == '\0' || c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

typedef enum StripSide { STRIP_LEFT = 1, STRIP_RIGHT = 2, STRIP_BOTH = 3 } StripSide;

static const Str *str_strip(Ctx *ctx, const Str *s, StripSide side) {
    size_t from = 0, to = s->len;
    if (side & STRIP_LEFT)
        while (from < to && ruby_space(s->bytes[from]))
            from++;
    if (side & STRIP_RIGHT)
        while (to > from && ruby_space(s->bytes[to - 1]))
            to--;
    return str_new(ctx, s->bytes + from, to - from);
}

static const Str *str_chomp(Ctx *ctx, const Str *s) {
    size_t n = s->len;
    if (n && s->bytes[n - 1] == '\n')
        n -= n >= 2 && s->bytes[n - 2] == '\r' ? 2 : 1;
    else if (n && s->bytes[n - 1] == '\r')
        n--;
    return str_new(ctx, s->bytes, n);
}

static const Str *str_chop(Ctx *ctx, const Str *s) {
    size_t n = s->len;
    if (n >= 2 && s->bytes[n - 1] == '\n' && s->bytes[n - 2] == '\r')
        return str_new(ctx, s->bytes, n - 2);
    /* back to the start of the last character */
    size_t start = n;
    while (start > 0) {
        start--;
        if (((unsigned char)s->bytes[start] & 0xC0) != 0x80)
            break;
    }
    if (start < n) {
        int32_t cp;
        size_t len = utf8_decode(s->bytes, n, start, &cp);
        if (start + len != n)
            start = n - 1;   /* an invalid tail: one byte */
    }
    return str_new(ctx, s->bytes, start);
}

/* --- the String / Numeric / Iterable dispatch family ----------------------------------------- */

typedef const Str *(*StringMap)(Ctx *ctx, const Str *s);

/* on_iterable: the values of any iterable, strings mapped, numbers kept. */
static Value map_iterable(Ctx *ctx, Value iterable, StringMap map) {
    IterCursor cursor;
    iterator_start(ctx, &cursor, iterable);
    ArrayBuilder out;
    array_builder_init(&out);
    Value v;
    while (iterator_next(ctx, &cursor, &v))
        array_builder_push(ctx, &out, v.kind == VAL_STRING ? value_from_string(map(ctx, v.as.string)) : v);
    return array_builder_finish(ctx, &out);
}

static const Str *map_capitalize(Ctx *ctx, const Str *s) { return str_capitalize(ctx, s->bytes, s->len); }
static const Str *map_lstrip(Ctx *ctx, const Str *s) { return str_strip(ctx, s, STRIP_LEFT); }
static const Str *map_rstrip(Ctx *ctx, const Str *s) { return str_strip(ctx, s, STRIP_RIGHT); }
static const Str *map_strip(Ctx *ctx, const Str *s) { return str_strip(ctx, s, STRIP_BOTH); }

static Value same_value(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    return args[0];
}

#define STRING_MAP_FUNCTIONS(fname, map)                                                               \
    static Value fname##_on_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,    \
                                   const Callable *block) {                                            \
        (void)site, (void)count, (void)block;                                                          \
        return value_from_string(map(ctx, args[0].as.string));                                         \
    }                                                                                                  \
    static Value fname##_on_iterable(Ctx *ctx, const CallSite *site, const Value *args, size_t count,  \
                                     const Callable *block) {                                          \
        (void)site, (void)count, (void)block;                                                          \
        return map_iterable(ctx, args[0], map);                                                        \
    }
STRING_MAP_FUNCTIONS(camelcase, str_camelcase)
STRING_MAP_FUNCTIONS(capitalize, map_capitalize)
STRING_MAP_FUNCTIONS(chomp, str_chomp)
STRING_MAP_FUNCTIONS(chop, str_chop)
STRING_MAP_FUNCTIONS(lstrip, map_lstrip)
STRING_MAP_FUNCTIONS(rstrip, map_rstrip)
STRING_MAP_FUNCTIONS(strip, map_strip)

#define STRING_MAP_DISPATCHES(fname)                                                  \
    { { "(Numeric $arg)", same_value },                                               \
      { "(String $arg)", fname##_on_string },                                         \
      { "(Iterable[Variant[String, Numeric]] $arg)", fname##_on_iterable } }

/* --- upcase and downcase: strings, numbers, and arrays and hashes of them, deeply ----------- */

/* The reference's local type StringData = Variant[String, Numeric, Array[StringData],
 * Hash[StringData, StringData]], checked here because a signature string cannot declare a
 * recursive alias. */
static bool is_string_data(Ctx *ctx, Value v, int depth) {
    ctx_step(ctx);
    if (depth > MAX_DATA_DEPTH)
        return false;
    switch (v.kind) {
    case VAL_STRING:
    case VAL_INTEGER:
    case VAL_FLOAT:
        return true;
    case VAL_ARRAY:
        for (size_t i = 0; i < v.as.array->count; i++)
            if (!is_string_data(ctx, v.as.array->items[i], depth + 1))
                return false;
        return true;
    case VAL_HASH:
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (!is_string_data(ctx, e->key, depth + 1) || !is_string_data(ctx, e->value, depth + 1))
                return false;
        }
        return true;
    default:
        return false;
    }
}

static Value case_deep(Ctx *ctx, Value v, StringMap map, int depth) {
    switch (v.kind) {
    case VAL_STRING:
        return value_from_string(map(ctx, v.as.string));
    case VAL_ARRAY: {
        Array *a = array_new(ctx, v.as.array->count);
        for (size_t i = 0; i < a->count; i++)
            a->items[i] = case_deep(ctx, v.as.array->items[i], map, depth + 1);
        return value_from_array(a);
    }
    case VAL_HASH: {
        Hash *h = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            hash_put(ctx, h, case_deep(ctx, e->key, map, depth + 1), case_deep(ctx, e->value, map, depth + 1));
        }
        return value_from_hash(h);
    }
    default:
        return v;
    }
}

#define STRING_DATA "StringData = Variant[String, Numeric, Array[StringData], Hash[StringData, StringData]]"

/* What the reference's describer says about an array or hash that is no StringData: where the
 * first value that is not one sits, and what it is. */
static const char *string_data_mismatch(Ctx *ctx, Value v) {
    const char *got = NULL, *where = NULL;
    if (v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count && !got; i++)
            if (!is_string_data(ctx, v.as.array->items[i], 1)) {
                where = ctx_sprintf(ctx, "index %zu", i);
                got = type_kind_name(type_kind(type_infer(ctx, v.as.array->items[i])));
            }
    } else {
        for (size_t i = 0; i < v.as.hash->count && !got; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (!is_string_data(ctx, e->key, 1)) {
                where = ctx_sprintf(ctx, "key %s", eval_ruby_to_s(ctx, value_array_of(ctx, &e->key, 1)));
                got = type_kind_name(type_kind(type_infer(ctx, e->key)));
            } else if (!is_string_data(ctx, e->value, 1)) {
                where = ctx_sprintf(ctx, "entry '%s'", format_to_string(ctx, e->key)->bytes);
                got = type_kind_name(type_kind(type_infer(ctx, e->value)));
            }
        }
    }
    return ctx_sprintf(ctx, "%s expects a " STRING_DATA " value, got %s", where ? where : "", got ? got : "Any");
}

static Value case_collection(Ctx *ctx, const CallSite *site, Value v, StringMap map) {
    if (is_string_data(ctx, v, 0))
        return case_deep(ctx, v, map, 0);
    bool array = v.kind == VAL_ARRAY;
    bool all_string_keys = true;
    for (size_t i = 0; !array && i < v.as.hash->count; i++)
        all_string_keys = all_string_keys && hash_entry_at(v.as.hash, i)->key.kind == VAL_STRING;
    if (!array && !all_string_keys)
        /* inferred as a Hash, not a Struct, the hash mismatches without a path
         * (describe_PHashType), so the four mismatches merge into one */
        return function_error(ctx, site,
                              "'%s' parameter 'arg' expects a value of type Numeric, String, Array[" STRING_DATA
                              "], or Hash[" STRING_DATA ", " STRING_DATA "], got %s",
                              site->name, type_to_string(ctx, type_infer(ctx, v))->bytes);
    /* no dispatch accepts it: the reference lists them all */
    return function_error(
        ctx, site,
        "The function '%s' was called with arguments it does not accept. It expects one of:\n"
        "  (Numeric arg)\n    rejected: parameter 'arg' %s\n"
        "  (String arg)\n    rejected: parameter 'arg' %s\n"
        "  (Array[StringData] arg)\n    rejected: parameter 'arg' %s\n"
        "  (Hash[StringData, StringData] arg)\n    rejected: parameter 'arg' %s",
        site->name, type_mismatch_message(ctx, type_builtin("Numeric", 7), v),
        type_mismatch_message(ctx, type_builtin("String", 6), v),
        array ? string_data_mismatch(ctx, v) : type_mismatch_message(ctx, type_builtin("Array", 5), v),
        array ? type_mismatch_message(ctx, type_builtin("Hash", 4), v) : string_data_mismatch(ctx, v));
}

#define CASE_FUNCTIONS(fname, map)                                                                       \
    static Value fname##_on_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,      \
                                   const Callable *block) {                                              \
        (void)site, (void)count, (void)block;                                                            \
        return value_from_string(map(ctx, args[0].as.string));                                           \
    }                                                                                                    \
    static Value fname##_on_collection(Ctx *ctx, const CallSite *site, const Value *args, size_t count,  \
                                       const Callable *block) {                                          \
        (void)count, (void)block;                                                                        \
        return case_collection(ctx, site, args[0], map);                                                 \
    }
CASE_FUNCTIONS(upcase, str_upcase)
CASE_FUNCTIONS(downcase, str_downcase)

#define CASE_DISPATCHES(fname)                                             \
    { { "(Numeric $arg)", same_value },                                    \
      { "(String $arg)", fname##_on_string },                              \
      { "(Array $arg)", fname##_on_collection },                           \
      { "(Hash $arg)", fname##_on_collection } }

/* --- shellquote ------------------------------------------------------------------------------ */

static bool in_set(const char *set, char c) {
    return c && strchr(set, c) != NULL;
}

/* Quotes one word for a Bourne shell as shellquote.rb does. */
static void shellquote_word(StrBuf *out, const Str *word) {
    static const char *const safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%_+=:,./-";
    static const char *const dangerous = "!\"`$\\";
    bool all_safe = word->len > 0, any_dangerous = false, any_single = false;
    for (size_t i = 0; i < word->len; i++) {
        char c = word->bytes[i];
        if (!in_set(safe, c))
            all_safe = false;
        if (in_set(dangerous, c))
            any_dangerous = true;
        if (c == '\'')
            any_single = true;
    }
    if (all_safe) {
        strbuf_append_str(out, word);
    } else if (!any_dangerous) {
        strbuf_append_char(out, '"');
        strbuf_append_str(out, word);
        strbuf_append_char(out, '"');
    } else if (!any_single) {
        strbuf_append_char(out, '\'');
        strbuf_append_str(out, word);
        strbuf_append_char(out, '\'');
    } else {
        strbuf_append_char(out, '"');
        for (size_t i = 0; i < word->len; i++) {
            if (in_set(dangerous, word->bytes[i]))
                strbuf_append_char(out, '\\');
            strbuf_append_char(out, word->bytes[i]);
        }
        strbuf_append_char(out, '"');
    }
}

/* args.flatten: the words in order, arrays unfolded at any depth. */
static bool shellquote_values(Ctx *ctx, const CallSite *site, const Value *values, size_t count, StrBuf *out,
                              bool *first, int depth) {
    for (size_t i = 0; i < count; i++) {
        ctx_step(ctx);
        Value v = values[i];
        if (v.kind == VAL_ARRAY) {
            if (depth > MAX_DATA_DEPTH) {
                function_error(ctx, site, "shellquote: the arrays are nested too deeply");
                return false;
            }
            if (!shellquote_values(ctx, site, v.as.array->items, v.as.array->count, out, first, depth + 1))
                return false;
            continue;
        }
        if (v.kind == VAL_HASH || sprintf_is_resource(v)) {
            /* a Hash or Puppet::Resource has a length, and fails when shellquote.rb adds it
             * to a quote */
            fnlib_no_implicit_string(ctx, site, v);
            return false;
        }
        if (v.kind != VAL_STRING) {
            /* default is the Symbol :default, which has a length but no count */
            function_error(ctx, site, "undefined method `%s' for %s", v.kind == VAL_DEFAULT ? "count" : "length",
                           fnlib_ruby_receiver(ctx, v));
            return false;
        }
        if (!*first)
            strbuf_append_char(out, ' ');
        *first = false;
        shellquote_word(out, v.as.string);
    }
    return true;
}

static Value shellquote_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *words = fnlib_args_3x(ctx, site, args, count, -1);
    if (!words)
        return value_abrupt();
    StrBuf sb;
    strbuf_init(&sb, ctx);
    bool first = true;
    if (!shellquote_values(ctx, site, words, count, &sb, &first, 0))
        return value_abrupt();
    return strbuf_finish_value(&sb);
}

/* --- versioncmp ------------------------------------------------------------------------------ */

/* One token of Puppet::Util::Package.versioncmp's /[-.]|\d+|[^-.\d]+/. */
typedef struct VersionToken {
    const char *p;
    size_t n;
} VersionToken;

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

static size_t version_tokens(Ctx *ctx, const Str *s, VersionToken **out) {
    size_t cap = s->len + 1, n = 0;
    VersionToken *t = ctx_alloc(ctx, cap * sizeof *t);
    for (size_t i = 0; i < s->len;) {
        size_t j = i + 1;
        char c = s->bytes[i];
        if (is_digit(c)) {
            while (j < s->len && is_digit(s->bytes[j]))
                j++;
        } else if (c != '-' && c != '.') {
            while (j < s->len && !is_digit(s->bytes[j]) && s->bytes[j] != '-' && s->bytes[j] != '.')
                j++;
        }
        t[n].p = s->bytes + i;
        t[n].n = j - i;
        n++;
        i = j;
    }
    *out = t;
    return n;
}

static int bytes_cmp(const char *a, size_t an, const char *b, size_t bn) {
    size_t n = an < bn ? an : bn;
    int c = memcmp(a, b, n);
    if (c)
        return c < 0 ? -1 : 1;
    return an == bn ? 0 : an < bn ? -1 : 1;
}

/* package.rb's normalize: the part before the first '-' loses its trailing run of '.' and '0'
 * characters (so "1.10" becomes "1.1": the reference's own behaviour). */
static const Str *version_normalize(Ctx *ctx, const Str *v) {
    /* Ruby's split('-') drops trailing empty fields */
    size_t end = v->len;
    while (end > 0 && v->bytes[end - 1] == '-')
        end--;
    const char *dash = memchr(v->bytes, '-', end);
    size_t first_len = dash ? (size_t)(dash - v->bytes) : end;
    size_t cut = first_len;
    while (cut > 0 && (v->bytes[cut - 1] == '.' || v->bytes[cut - 1] == '0'))
        cut--;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append(&sb, v->bytes, cut);
    strbuf_append(&sb, v->bytes + first_len, end - first_len);
    return strbuf_finish(&sb);
}

static Value versioncmp_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    const Str *a = args[0].as.string, *b = args[1].as.string;
    if (count > 2 && args[2].as.boolean) {
        if (!a->len || !b->len) {
            /* "".split('-') is [], and nil.sub! fails in the reference (with error_highlight's
             * lines) */
            return function_error_unlocated(ctx, site, "undefined method `sub!' for nil:NilClass");
        }
        a = version_normalize(ctx, a);
        b = version_normalize(ctx, b);
    }
    VersionToken *ax, *bx;
    size_t an = version_tokens(ctx, a, &ax), bn = version_tokens(ctx, b, &bx);
    for (size_t i = 0; i < an && i < bn; i++) {
        VersionToken x = ax[i], y = bx[i];
        if (x.n == y.n && memcmp(x.p, y.p, x.n) == 0)
            continue;
        if (x.n == 1 && x.p[0] == '-')
            return value_integer(-1);
        if (y.n == 1 && y.p[0] == '-')
            return value_integer(1);
        if (x.n == 1 && x.p[0] == '.')
            return value_integer(-1);
        if (y.n == 1 && y.p[0] == '.')
            return value_integer(1);
        if (is_digit(x.p[0]) && is_digit(y.p[0])) {
            if (x.p[0] == '0' || y.p[0] == '0')
                return value_integer(bytes_cmp(x.p, x.n, y.p, y.n));
            /* no leading zeros: the longer number is the larger */
            return value_integer(x.n != y.n ? (x.n < y.n ? -1 : 1) : bytes_cmp(x.p, x.n, y.p, y.n));
        }
        const Str *xu = case_map(ctx, x.p, x.n, CASE_UPPER, CASE_UPPER);
        const Str *yu = case_map(ctx, y.p, y.n, CASE_UPPER, CASE_UPPER);
        return value_integer(bytes_cmp(xu->bytes, xu->len, yu->bytes, yu->len));
    }
    return value_integer(bytes_cmp(a->bytes, a->len, b->bytes, b->len));
}

const BuiltinFunction functions_string[] = {
    /* lib/puppet/functions/upcase.rb, downcase.rb */
    { "upcase",     CASE_DISPATCHES(upcase) },
    { "downcase",   CASE_DISPATCHES(downcase) },
    /* lib/puppet/functions/capitalize.rb, camelcase.rb, chomp.rb, chop.rb, *strip.rb */
    { "capitalize", STRING_MAP_DISPATCHES(capitalize) },
    { "camelcase",  STRING_MAP_DISPATCHES(camelcase) },
    { "chomp",      STRING_MAP_DISPATCHES(chomp) },
    { "chop",       STRING_MAP_DISPATCHES(chop) },
    { "lstrip",     STRING_MAP_DISPATCHES(lstrip) },
    { "rstrip",     STRING_MAP_DISPATCHES(rstrip) },
    { "strip",      STRING_MAP_DISPATCHES(strip) },
    /* lib/puppet/parser/functions/shellquote.rb */
    { "shellquote", { { "~(Any *$args)", shellquote_impl } } },
    /* lib/puppet/functions/versioncmp.rb */
    { "versioncmp", { { "(String $a, String $b, Boolean $ignore_trailing_zeroes = undef)", versioncmp_impl } } },
    { NULL, { { NULL, NULL } } },
};
