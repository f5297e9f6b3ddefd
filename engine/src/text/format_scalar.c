/* format_scalar.c: String(value, format) of the values that are not containers, one rule per
 * kind with the letters the reference accepts for it (Integer `dxXobBeEfgGaAspc`, Float, String
 * `cCudspt`, Boolean `tTyY...`, Regexp, Undef `nudv...`, Default, Type, Binary `bButTsp`).
 *
 * Follows types-values-variables.md "X to String" and "Flags" as the reference's
 * string_converter.rb does: most letters end in Ruby's Kernel#format on the value (sprintf.c),
 * so its flags and errors are Ruby's. What this file does not do: choose the format (format_map.c)
 * or arrays, hashes and the dispatch over kinds (format_spec.c).
 */
#include "text/format_internal.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <utf8proc.h>

#include "support/ctx.h"
#include "text/sprintf.h"
#include "types/type.h"

/* --- helpers for the conversions ---------------------------------------------------------- */

bool format_illegal(Conv *cv, const char *type_name, char conv, const char *expected) {
    ctx_error(cv->ctx, cv->where, "Illegal format '%c' specified for value of %s type - expected one "
              "of the characters '%s'", conv, type_name, expected);
    return false;
}

/* Kernel.format(text, v) */
static bool kernel_format(Conv *cv, StrBuf *out, const char *text, size_t len, Value v) {
    return sprintf_append(out, text, len, &v, 1, cv->where);
}

/* Kernel.format(f.orig_fmt.tr(from, to), v): every `from` in the format text replaced. */
static bool kernel_format_tr(Conv *cv, StrBuf *out, const Fmt *f, char from, char to, Value v) {
    char *text = ctx_strndup(cv->ctx, f->orig, f->orig_len);
    for (size_t i = 0; i < f->orig_len; i++)
        if (text[i] == from)
            text[i] = to;
    return kernel_format(cv, out, text, f->orig_len, v);
}

bool format_kernel(Conv *cv, StrBuf *out, const Fmt *f, Value v) {
    return kernel_format(cv, out, f->orig, f->orig_len, v);
}

static Value str_value(Ctx *ctx, const char *text, size_t len) {
    return value_string(ctx, text, len);
}

/* apply_string_flags: width, precision and `-` on a finished text, as a `%-W.Ps` would. */
static bool apply_string_flags(Conv *cv, StrBuf *out, const Fmt *f, const char *text, size_t len) {
    if (!f->left && f->width < 0 && f->prec < 0) {
        strbuf_append(out, text, len);
        return true;
    }
    StrBuf spec;
    strbuf_init(&spec, cv->ctx);
    strbuf_append_char(&spec, '%');
    if (f->left)
        strbuf_append_char(&spec, '-');
    if (f->width >= 0)
        strbuf_printf(&spec, "%lld", (long long)f->width);
    if (f->prec >= 0)
        strbuf_printf(&spec, ".%lld", (long long)f->prec);
    strbuf_append_char(&spec, 's');
    const Str *s = strbuf_finish(&spec);
    return kernel_format(cv, out, s->bytes, s->len, str_value(cv->ctx, text, len));
}

static bool apply_string_flags_cstr(Conv *cv, StrBuf *out, const Fmt *f, const char *text) {
    return apply_string_flags(cv, out, f, text, strlen(text));
}

static const Str *puppet_quoted(Ctx *ctx, const char *bytes, size_t len, bool force_double) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    format_puppet_quote(&sb, bytes, len, force_double);
    return strbuf_finish(&sb);
}

/* --- per kind ------------------------------------------------------------------------------ */

bool format_scalar_integer(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    switch (f->conv) {
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B': case 'p':
        return format_kernel(cv, out, f, v);
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
        return format_kernel(cv, out, f, value_float((double)v.as.integer));
    case 'c': {
        /* [val].pack("U"), quoted with the alternate form, then %s with the same flags */
        int64_t c = v.as.integer;
        if (c < 0 || c > 0x10FFFF) {
            ctx_error(ctx, cv->where, "pack(U): value out of range");
            return false;
        }
        char enc[8];
        size_t n = 0;
        if (f->alt)
            enc[n++] = '"';
        if (c < 0x80) {
            enc[n++] = (char)c;
        } else {
            utf8proc_uint8_t buf[4];
            utf8proc_ssize_t k = utf8proc_encode_char((utf8proc_int32_t)c, buf);
            if (k <= 0) {
                ctx_error(ctx, cv->where, "pack(U): value out of range");
                return false;
            }
            memcpy(enc + n, buf, (size_t)k);
            n += (size_t)k;
        }
        if (f->alt)
            enc[n++] = '"';
        return kernel_format_tr(cv, out, f, 'c', 's', str_value(ctx, enc, n));
    }
    case 's': {
        char digits[32];
        int n = snprintf(digits, sizeof digits, "%lld", (long long)v.as.integer);
        return kernel_format_tr(cv, out, f, 's', f->alt ? 'p' : 's', str_value(ctx, digits, (size_t)n));
    }
    default:
        return format_illegal(cv, "Integer", f->conv, "dxXobBeEfgGaAspc");
    }
}

bool format_scalar_float(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    switch (f->conv) {
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B':
        /* val.to_i: Kernel#format truncates a Float the same way */
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A': case 'p':
        return format_kernel(cv, out, f, v);
    case 's': {
        char text[40];
        size_t n = 0;
        if (f->alt)
            text[n++] = '"';
        format_float(text + n, sizeof text - 2 - n, v.as.floating);
        n = strlen(text);
        if (f->alt)
            text[n++] = '"';
        return format_kernel(cv, out, f, str_value(ctx, text, n));
    }
    default:
        return format_illegal(cv, "Float", f->conv, "dxXobBeEfgGaAsp");
    }
}

/* Appends the case-mapped (or trimmed) form of s for String's c C u d t. */
static const Str *string_transform(Ctx *ctx, const Str *s, char conv) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    const utf8proc_uint8_t *p = (const utf8proc_uint8_t *)s->bytes;
    size_t len = s->len;
    if (conv == 't') {
        /* String#strip: ASCII whitespace (and NUL at the end) */
        size_t start = 0, end = len;
        while (start < end && format_is_ruby_blank((char)p[start]))
            start++;
        while (end > start && (format_is_ruby_blank((char)p[end - 1]) || p[end - 1] == '\0'))
            end--;
        strbuf_append(&sb, s->bytes + start, end - start);
        return strbuf_finish(&sb);
    }
    bool segment_start = true;   /* at the start of the string or of a :: segment (C) */
    size_t i = 0;
    while (i < len) {
        if (conv == 'C' && i + 1 < len && p[i] == ':' && p[i + 1] == ':') {
            strbuf_append(&sb, "::", 2);
            i += 2;
            segment_start = true;
            continue;
        }
        utf8proc_int32_t cp;
        utf8proc_ssize_t n = utf8proc_iterate(p + i, (utf8proc_ssize_t)(len - i), &cp);
        if (n <= 0) {               /* an invalid byte stays as it is */
            strbuf_append_char(&sb, (char)p[i]);
            i++;
            segment_start = false;
            continue;
        }
        utf8proc_int32_t mapped = cp;
        switch (conv) {
        case 'u': mapped = utf8proc_toupper(cp); break;
        case 'd': mapped = utf8proc_tolower(cp); break;
        case 'c':
        case 'C': mapped = segment_start ? utf8proc_totitle(cp) : utf8proc_tolower(cp); break;
        default: break;
        }
        utf8proc_uint8_t buf[4];
        utf8proc_ssize_t k = utf8proc_encode_char(mapped, buf);
        strbuf_append(&sb, (const char *)buf, (size_t)k);
        i += (size_t)n;
        segment_start = false;
    }
    const Str *result = strbuf_finish(&sb);
    if (conv == 'C') {
        /* String#split('::') drops trailing empty fields, so "a::" capitalizes to "A" */
        size_t n = result->len;
        while (n >= 2 && result->bytes[n - 1] == ':' && result->bytes[n - 2] == ':')
            n -= 2;
        if (n != result->len)
            result = str_new(ctx, result->bytes, n);
    }
    return result;
}

bool format_scalar_string(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    const Str *s = v.as.string;
    switch (f->conv) {
    case 's':
        return format_kernel(cv, out, f, v);
    case 'p': {
        const Str *q = puppet_quoted(ctx, s->bytes, s->len, f->alt);
        return apply_string_flags(cv, out, f, q->bytes, q->len);
    }
    case 'c': case 'C': case 'u': case 'd': case 't': {
        const Str *t = string_transform(ctx, s, f->conv);
        if (f->alt) {
            const Str *q = puppet_quoted(ctx, t->bytes, t->len, false);
            return apply_string_flags(cv, out, f, q->bytes, q->len);
        }
        return kernel_format_tr(cv, out, f, f->conv, 's', value_from_string(t));
    }
    default:
        return format_illegal(cv, "String", f->conv, "cCudspt");
    }
}

bool format_scalar_boolean(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    bool b = v.as.boolean;
    const char *word;
    switch (f->conv) {
    case 't': word = b ? "true" : "false"; break;
    case 'T': word = b ? "True" : "False"; break;
    case 'y': word = b ? "yes" : "no"; break;
    case 'Y': word = b ? "Yes" : "No"; break;
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B':
        return format_kernel(cv, out, f, value_integer(b ? 1 : 0));
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
        return format_kernel(cv, out, f, value_float(b ? 1.0 : 0.0));
    case 's':
    case 'p':
        return apply_string_flags_cstr(cv, out, f, b ? "true" : "false");
    default:
        return format_illegal(cv, "Boolean", f->conv, "tTyYdxXobBeEfgGaAsp");
    }
    /* t T y Y: the first letter in the alternate form */
    return apply_string_flags(cv, out, f, word, f->alt ? 1 : strlen(word));
}

bool format_scalar_regexp(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    switch (f->conv) {
    case 'p': {
        format_regexp_with_slashes(&sb, v.as.regexp->pattern);
        const Str *text = strbuf_finish(&sb);
        if (f->orig_len == 2 && memcmp(f->orig, "%p", 2) == 0) {
            strbuf_append_str(out, text);
            return true;
        }
        return kernel_format_tr(cv, out, f, 'p', 's', value_from_string(text));
    }
    case 's': {
        const Str *text = v.as.regexp->pattern;
        if (f->alt)
            text = puppet_quoted(ctx, text->bytes, text->len, false);
        if (f->orig_len == 2 && memcmp(f->orig, "%s", 2) == 0) {
            strbuf_append_str(out, text);
            return true;
        }
        return format_kernel(cv, out, f, value_from_string(text));
    }
    default:
        return format_illegal(cv, "Regexp", f->conv, "sp");
    }
}

bool format_scalar_undef(Conv *cv, StrBuf *out, const Fmt *f) {
    const char *text;
    switch (f->conv) {
    case 'n': text = f->alt ? "null" : "nil"; break;
    case 'u': text = f->alt ? "undefined" : "undef"; break;
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B':
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
        text = "NaN";
        break;
    case 'v': text = "n/a"; break;
    case 'V': text = "N/A"; break;
    case 's': text = f->alt ? "\"\"" : ""; break;
    case 'p': text = f->alt ? "\"undef\"" : "undef"; break;
    default:
        return format_illegal(cv, "Undef", f->conv, "nudxXobBeEfgGaAvVsp");
    }
    return apply_string_flags_cstr(cv, out, f, text);
}

bool format_scalar_default(Conv *cv, StrBuf *out, const Fmt *f) {
    const char *text;
    switch (f->conv) {
    case 'd': case 's': case 'p': text = f->alt ? "\"default\"" : "default"; break;
    case 'D': text = f->alt ? "\"Default\"" : "Default"; break;
    default:
        return format_illegal(cv, "Default", f->conv, "dDsp");
    }
    return apply_string_flags_cstr(cv, out, f, text);
}

bool format_scalar_type(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    const Str *text = format_type_value(ctx, v);
    switch (f->conv) {
    case 's':
        if (f->alt) {
            StrBuf sb;
            strbuf_init(&sb, ctx);
            strbuf_append_char(&sb, '"');
            strbuf_append_str(&sb, text);
            strbuf_append_char(&sb, '"');
            text = strbuf_finish(&sb);
        }
        return format_kernel(cv, out, f, value_from_string(text));
    case 'p':
        return kernel_format_tr(cv, out, f, 'p', 's', value_from_string(text));
    default:
        return format_illegal(cv, "Type", f->conv, "sp");
    }
}

/* Kernel.format(f.orig_fmt.gsub(letter, alt ? 'p' : 's'), text) for Binary's text forms. */
static bool binary_text(Conv *cv, StrBuf *out, const Fmt *f, const Str *text) {
    return kernel_format_tr(cv, out, f, f->conv, f->alt ? 'p' : 's', value_from_string(text));
}

bool format_scalar_binary(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    const Str *bytes = v.as.string;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    switch (f->conv) {
    case 's':
        if (f->alt) {
            /* %p of the raw (ASCII-8BIT) buffer: Ruby escapes every byte above 0x7F */
            sprintf_inspect_bytes(&sb, bytes->bytes, bytes->len);
            return kernel_format_tr(cv, out, f, 's', 's', strbuf_finish_value(&sb));
        }
        for (size_t i = 0; i < bytes->len;) {
            utf8proc_int32_t cp;
            utf8proc_ssize_t n = utf8proc_iterate((const utf8proc_uint8_t *)bytes->bytes + i,
                                                  (utf8proc_ssize_t)(bytes->len - i), &cp);
            if (n <= 0) {
                ctx_error(ctx, cv->where, "\"\\x%02X\" from ASCII-8BIT to UTF-8",
                          (unsigned char)bytes->bytes[i]);
                return false;
            }
            i += (size_t)n;
        }
        return format_kernel(cv, out, f, value_from_string(bytes));
    case 'p': {
        StrBuf inner;
        strbuf_init(&inner, ctx);
        format_base64(&sb, bytes->bytes, bytes->len, BASE64_STRICT);
        if (!kernel_format_tr(cv, &inner, f, 'p', 's', strbuf_finish_value(&sb)))
            return false;
        strbuf_append_cstr(out, "Binary(\"");
        strbuf_append_str(out, strbuf_finish(&inner));
        strbuf_append_cstr(out, "\")");
        return true;
    }
    case 'b':
        format_base64(&sb, bytes->bytes, bytes->len, BASE64_MIME);
        return binary_text(cv, out, f, strbuf_finish(&sb));
    case 'B':
        format_base64(&sb, bytes->bytes, bytes->len, BASE64_STRICT);
        return binary_text(cv, out, f, strbuf_finish(&sb));
    case 'u':
        format_base64(&sb, bytes->bytes, bytes->len, BASE64_URLSAFE);
        return binary_text(cv, out, f, strbuf_finish(&sb));
    case 't':
        return binary_text(cv, out, f, str_from_cstr(ctx, "Binary"));
    case 'T':
        return binary_text(cv, out, f, str_from_cstr(ctx, "BINARY"));
    default:
        return format_illegal(cv, "Binary", f->conv, "bButTsp");
    }
}
