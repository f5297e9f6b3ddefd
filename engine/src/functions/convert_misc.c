/* convert_misc.c: String.new, Regexp.new, Type.new, Sensitive.new, Binary.new and the
 * identity constructor of Unit and a bare NotUndef.
 *
 * Follows types-values-variables.md "String.new" (delegated to the formatting code:
 * format_with), "Regexp", "Sensitive.new", and the reference's new_function of PTypeType,
 * PUnitType, PBinaryType:
 *   - Regexp(text, true) escapes the text as Ruby's Regexp.escape does;
 *   - Type(text) parses a type expression;
 *   - Sensitive(x) wraps x (a Sensitive passes unchanged);
 *   - Binary(text[, format]) decodes base64: '%B' strict (the default), '%b' lenient, '%u'
 *     URL-safe, '%s' the text's own bytes, '%r' raw bytes; Binary([bytes]) and the hash form.
 */
#include "functions/convert_internal.h"

#include <string.h>

#include "functions/fnlib.h"
#include "text/format.h"
#include "values/regex.h"
#include "support/strbuf.h"

Value convert_string_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)block;
    Value format = count > 1 ? args[1] : value_default();
    if (format.kind == VAL_UNDEF)
        format = value_default();
    return format_with(ctx, args[0], format, site->span);
}

/* Ruby's Regexp.escape. */
static const Str *regexp_escape(Ctx *ctx, const Str *s) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        switch (c) {
        case '[': case ']': case '{': case '}': case '(': case ')': case '|': case '-': case '*':
        case '.': case '\\': case '?': case '+': case '^': case '$': case '#':
            strbuf_append_char(&sb, '\\');
            strbuf_append_char(&sb, c);
            break;
        case ' ': strbuf_append_cstr(&sb, "\\ "); break;
        case '\t': strbuf_append_cstr(&sb, "\\t"); break;
        case '\n': strbuf_append_cstr(&sb, "\\n"); break;
        case '\r': strbuf_append_cstr(&sb, "\\r"); break;
        case '\f': strbuf_append_cstr(&sb, "\\f"); break;
        case '\v': strbuf_append_cstr(&sb, "\\v"); break;
        default: strbuf_append_char(&sb, c); break;
        }
    }
    return strbuf_finish(&sb);
}

Value convert_regexp_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    const Str *pattern = args[0].as.string;
    if (count > 1 && args[1].kind == VAL_BOOLEAN && args[1].as.boolean)
        pattern = regexp_escape(ctx, pattern);
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern->bytes, pattern->len, &error);
    if (!re)
        return function_error(ctx, site, "%s", regex_ruby_error(ctx, error, pattern->bytes, pattern->len));
    return value_from_regexp(re);
}

Value convert_type_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)count;
    (void)block;
    const Type *t = type_parse_without_aliases(ctx, args[0].as.string->bytes);
    if (t)
        return value_from_type(t);
    return fnlib_type_text_failed(ctx, site);
}

Value convert_unit_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)ctx;
    (void)site;
    (void)count;
    (void)block;
    return args[0];
}

Value convert_sensitive_from_any(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)site;
    (void)count;
    (void)block;
    if (args[0].kind == VAL_SENSITIVE)
        return args[0];
    Value *inner = ctx_alloc(ctx, sizeof *inner);
    *inner = args[0];
    Sensitive *s = ctx_alloc(ctx, sizeof *s);
    s->value = inner;
    Value v = { .kind = VAL_SENSITIVE, .as.sensitive = s };
    return v;
}

/* ---- Binary ------------------------------------------------------------------------------ */

static int base64_value(char c, bool url_safe) {
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    /* urlsafe_decode64 maps - and _ onto + and / (String#tr) before strict decoding, so the
     * url-safe alphabet accepts both pairs */
    if (c == '+' || (url_safe && c == '-'))
        return 62;
    if (c == '/' || (url_safe && c == '_'))
        return 63;
    return -1;
}

static Value binary_value(Ctx *ctx, const char *bytes, size_t len) {
    Value v = { .kind = VAL_BINARY, .as.string = str_new(ctx, bytes, len) };
    return v;
}

/* Strict base64 (Ruby's strict_decode64): whole groups of four, '=' only as padding, no
 * stray bits. Returns false when the text is not such base64. */
static bool base64_strict(Ctx *ctx, const char *s, size_t len, bool url_safe, Value *out) {
    if (len % 4 != 0)
        return false;
    char *buf = ctx_alloc(ctx, len / 4 * 3 + 1);
    size_t n = 0;
    for (size_t i = 0; i < len; i += 4) {
        int v[4];
        int pad = 0;
        for (int k = 0; k < 4; k++) {
            char c = s[i + (size_t)k];
            if (c == '=' && i + 4 == len && k >= 2) {
                v[k] = 0;
                pad++;
                continue;
            }
            if (pad > 0)
                return false;
            v[k] = base64_value(c, url_safe);
            if (v[k] < 0)
                return false;
        }
        if (pad == 2 && (v[1] & 0xf))
            return false;
        if (pad == 1 && (v[2] & 0x3))
            return false;
        buf[n++] = (char)(v[0] << 2 | v[1] >> 4);
        if (pad < 2)
            buf[n++] = (char)((v[1] & 0xf) << 4 | v[2] >> 2);
        if (pad < 1)
            buf[n++] = (char)((v[2] & 0x3) << 6 | v[3]);
    }
    *out = binary_value(ctx, buf, n);
    return true;
}

/* Lenient base64 (Ruby's decode64): characters outside the alphabet are skipped, '=' ends
 * the data, a trailing partial group gives what it can. */
static Value base64_lenient(Ctx *ctx, const char *s, size_t len) {
    char *buf = ctx_alloc(ctx, len / 4 * 3 + 3);
    size_t n = 0;
    int group[4], k = 0;
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '=')
            break;
        int v = base64_value(s[i], false);
        if (v < 0)
            continue;
        group[k++] = v;
        if (k == 4) {
            buf[n++] = (char)(group[0] << 2 | group[1] >> 4);
            buf[n++] = (char)((group[1] & 0xf) << 4 | group[2] >> 2);
            buf[n++] = (char)((group[2] & 0x3) << 6 | group[3]);
            k = 0;
        }
    }
    if (k >= 2)
        buf[n++] = (char)(group[0] << 2 | group[1] >> 4);
    if (k == 3)
        buf[n++] = (char)((group[1] & 0xf) << 4 | group[2] >> 2);
    return binary_value(ctx, buf, n);
}

static Value binary_from_text(Ctx *ctx, const CallSite *site, const Str *text, const char *format) {
    Value out;
    switch (format[1]) {
    case 'b':
        return base64_lenient(ctx, text->bytes, text->len);
    case 'u': {
        /* urlsafe_decode64 pads a text without '=' to whole groups */
        size_t len = text->len;
        char *padded = ctx_alloc(ctx, len + 4);
        memcpy(padded, text->bytes, len);
        if (!(len > 0 && text->bytes[len - 1] == '=') && len % 4 != 0)
            while (len % 4 != 0)
                padded[len++] = '=';
        if (base64_strict(ctx, padded, len, true, &out))
            return out;
        return function_error(ctx, site, "invalid base64");
    }
    case 's':
    case 'r':
        return binary_value(ctx, text->bytes, text->len);
    default:
        if (base64_strict(ctx, text->bytes, text->len, false, &out))
            return out;
        return function_error(ctx, site, "invalid base64");
    }
}

Value convert_binary_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    const char *format = count > 1 && args[1].kind == VAL_STRING ? args[1].as.string->bytes : "%B";
    return binary_from_text(ctx, site, args[0].as.string, format);
}

Value convert_binary_from_array(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)site;
    (void)count;
    (void)block;
    const Array *a = args[0].as.array;
    char *buf = ctx_alloc(ctx, a->count + 1);
    for (size_t i = 0; i < a->count; i++)
        buf[i] = (char)(unsigned char)a->items[i].as.integer;
    return binary_value(ctx, buf, a->count);
}

Value convert_binary_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)count;
    Value value = value_undef(), format = value_undef();
    convert_hash_get(args[0].as.hash, "value", &value);
    convert_hash_get(args[0].as.hash, "format", &format);
    if (value.kind == VAL_ARRAY)
        return convert_binary_from_array(ctx, site, &value, 1, block);
    return binary_from_text(ctx, site, value.as.string, format.kind == VAL_STRING ? format.as.string->bytes : "%B");
}
