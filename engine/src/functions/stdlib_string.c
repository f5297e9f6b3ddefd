/* stdlib_string.c: puppetlabs-stdlib's functions over strings and booleans: bool2str,
 * str2bool, bool2num, num2bool, any2bool, dirname, basename, stdlib::extname, shell_join,
 * shell_escape, shell_split, batch_escape, powershell_escape, dos2unix, unix2dos,
 * stdlib::start_with, stdlib::end_with, stdlib::xml_encode, regexpescape, squeeze, swapcase,
 * uriescape, base64, convert_base, to_bytes.
 *
 * Each follows stdlib 8.5.0's Ruby source (3.x functions see their arguments converted by
 * fnlib_args_3x) and the Ruby methods underneath: File.dirname/basename/extname,
 * Shellwords.shellescape/shelljoin/shellsplit, Regexp.escape, URI::DEFAULT_PARSER.escape,
 * Base64. Messages are the reference's ("name(): " shows as "name: ").
 */
#include <string.h>

#include "support/utf8.h"
#include "eval/eval_internal.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "text/format.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

static bool truthy_ruby(Value v) {
    return v.kind != VAL_UNDEF && !(v.kind == VAL_BOOLEAN && !v.as.boolean);
}

/* --- booleans ------------------------------------------------------------------------------- */

static Value bool2str_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1 && count != 3)
        return function_error(ctx, site, "bool2str: Wrong number of arguments given (%zu for 3)", count);
    Value t = count > 1 && truthy_ruby(a[1]) ? a[1] : value_cstring(ctx, "true");
    Value f = count > 2 && truthy_ruby(a[2]) ? a[2] : value_cstring(ctx, "false");
    if (a[0].kind != VAL_BOOLEAN)
        return function_error(ctx, site, "bool2str: Requires a boolean to work with");
    if (t.kind != VAL_STRING || f.kind != VAL_STRING)
        return function_error(ctx, site, "bool2str: Requires strings to convert to");
    return a[0].as.boolean ? t : f;
}

static bool ci_equal(const char *bytes, size_t len, const char *word) {
    size_t n = strlen(word);
    if (len != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = bytes[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != word[i])
            return false;
    }
    return true;
}

/* Whether some line of s (Ruby's ^...$: a line starts at 0 and after each "\n" but the one
 * ending the string) is one of words, ASCII case ignored when fold. */
static bool some_line_is(const Str *s, const char *const *words, size_t n, bool fold) {
    size_t start = 0;
    for (;;) {
        const char *nl = memchr(s->bytes + start, '\n', s->len - start);
        size_t end = nl ? (size_t)(nl - s->bytes) : s->len;
        const char *line = s->bytes + start;
        size_t len = end - start;
        for (size_t i = 0; i < n; i++) {
            if (fold ? ci_equal(line, len, words[i]) : (len == strlen(words[i]) && memcmp(line, words[i], len) == 0))
                return true;
        }
        if (!nl || end + 1 >= s->len)
            return false;
        start = end + 1;
    }
}

/* str2bool's case over a String: 1 true, 0 false, -1 unknown. Its regexps are tried in their
 * order over every line (^ and $ are line anchors), so "no\nyes" is true and "a\n\nb" false. */
static int str2bool_text(const Str *s) {
    static const char *const empty[] = { "" };
    static const char *const yes[] = { "1", "t", "y", "true", "yes" };
    static const char *const no[] = { "0", "f", "n", "false", "no" };
    static const char *const undef[] = { "undef", "undefined" };
    if (some_line_is(s, empty, 1, false))
        return 0;
    if (some_line_is(s, yes, 5, true))
        return 1;
    if (some_line_is(s, no, 5, true) || some_line_is(s, undef, 2, false))
        return 0;
    return -1;
}

Value stdlib_str2bool(Ctx *ctx, const CallSite *site, const char *name, Value v) {
    if (v.kind == VAL_BOOLEAN)
        return v;
    if (v.kind != VAL_STRING)
        return function_error(ctx, site, "%s: Requires string to work with", name);
    int r = str2bool_text(v.as.string);
    if (r < 0)
        return function_error(ctx, site, "%s: Unknown type of boolean given", name);
    return value_boolean(r == 1);
}

static Value str2bool_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "str2bool: Wrong number of arguments given (0 for 1)");
    return stdlib_str2bool(ctx, site, "str2bool", a[0]);
}

static Value bool2num_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "bool2num: Wrong number of arguments given (0 for 1)");
    Value b = stdlib_str2bool(ctx, site, "str2bool", a[0]);
    if (value_is_abrupt(b))
        return b;
    return value_integer(b.as.boolean ? 1 : 0);
}

/* num2bool's answer for v (Numeric, or String through Float()), or value_abrupt(). */
static Value num2bool_value(Ctx *ctx, const CallSite *site, Value v) {
    int64_t n;
    if (v.kind == VAL_INTEGER)
        n = v.as.integer;
    else if (v.kind == VAL_FLOAT)
        n = (int64_t)v.as.floating;
    else if (v.kind == VAL_STRING) {
        double f;
        if (!fnlib_ruby_float(v.as.string->bytes, v.as.string->len, &f))
            return function_error(ctx, site, "num2bool: '%s' does not look like a number: invalid value for Float: %s",
                                  v.as.string->bytes, stdlib_inspect(ctx, v));
        n = (int64_t)f;
    } else {
        const char *s = stdlib_to_s(ctx, v);
        n = fnlib_ruby_to_i(s, strlen(s));
    }
    return value_boolean(n > 0);
}

static Value num2bool_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "num2bool: Wrong number of arguments given (%zu for 1)", count);
    return num2bool_value(ctx, site, a[0]);
}

static Value any2bool_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "any2bool: Wrong number of arguments given (0 for 1)");
    Value v = a[0];
    if (v.kind == VAL_BOOLEAN)
        return v;
    if (v.kind == VAL_UNDEF)
        return value_boolean(false);
    if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT)
        return num2bool_value(ctx, site, v);
    if (v.kind == VAL_STRING) {
        double f;
        if (fnlib_ruby_float(v.as.string->bytes, v.as.string->len, &f))
            return num2bool_value(ctx, site, v);
        return stdlib_str2bool(ctx, site, "str2bool", v);
    }
    return value_boolean(true);
}

/* --- paths ---------------------------------------------------------------------------------- */

/* File.dirname on a POSIX path. */
static Value ruby_dirname(Ctx *ctx, const char *p, size_t n) {
    size_t end = n;
    while (end > 1 && p[end - 1] == '/')
        end--;
    while (end > 0 && p[end - 1] != '/')
        end--;
    if (end == 0)
        return value_cstring(ctx, p[0] == '/' ? "/" : ".");
    while (end > 1 && p[end - 1] == '/')
        end--;
    size_t start = 0;
    while (start + 1 < end && p[start] == '/' && p[start + 1] == '/')
        start++;   /* leading slashes count as one */
    return value_string(ctx, p + start, end - start);
}

/* File.basename(p, suffix) on a POSIX path (suffix ".*" strips any extension). */
static Value ruby_basename(Ctx *ctx, const char *p, size_t n, const Str *suffix) {
    size_t end = n;
    while (end > 1 && p[end - 1] == '/')
        end--;
    if (end == 1 && p[0] == '/')
        return value_cstring(ctx, "/");
    size_t start = end;
    while (start > 0 && p[start - 1] != '/')
        start--;
    size_t len = end - start;
    if (suffix && suffix->len > 0) {
        if (suffix->len == 2 && memcmp(suffix->bytes, ".*", 2) == 0) {
            for (size_t i = len; i > 1; i--)
                if (p[start + i - 1] == '.') {
                    len = i - 1;
                    break;
                }
        } else if (suffix->len < len && memcmp(p + start + len - suffix->len, suffix->bytes, suffix->len) == 0) {
            len -= suffix->len;
        }
    }
    return value_string(ctx, p + start, len);
}

static Value dirname_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "dirname: No arguments given");
    if (count > 1)
        return function_error(ctx, site, "dirname: Too many arguments given (%zu)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "dirname: Requires string as argument");
    if (a[0].as.string->len == 0)
        return function_error(ctx, site, "dirname: Requires a non-empty string as argument");
    return ruby_dirname(ctx, a[0].as.string->bytes, a[0].as.string->len);
}

static Value basename_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "basename: No arguments given");
    if (count > 2)
        return function_error(ctx, site, "basename: Too many arguments given (%zu)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "basename: Requires string as first argument");
    if (count == 2 && a[1].kind != VAL_STRING)
        return function_error(ctx, site, "basename: Requires string as second argument");
    return ruby_basename(ctx, a[0].as.string->bytes, a[0].as.string->len, count == 2 ? a[1].as.string : NULL);
}

static Value extname_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    Value base = ruby_basename(ctx, args[0].as.string->bytes, args[0].as.string->len, NULL);
    const Str *b = base.as.string;
    /* File.extname: the last dot that is neither the first character nor the last */
    for (size_t i = b->len; i > 1; i--)
        if (b->bytes[i - 1] == '.') {
            size_t first = 0;
            while (first < b->len && b->bytes[first] == '.')
                first++;
            if (i - 1 < first)
                break;
            return value_string(ctx, b->bytes + i - 1, b->len - i + 1);
        }
    return value_cstring(ctx, "");
}

/* --- shell and escapes ---------------------------------------------------------------------- */

/* Shellwords.shellescape. */
static void shell_escape_into(StrBuf *sb, const char *s, size_t n) {
    if (n == 0) {
        strbuf_append_cstr(sb, "''");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '\n') {
            strbuf_append_cstr(sb, "'\n'");
            continue;
        }
        bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
                     c == '-' || c == '.' || c == ',' || c == ':' || c == '+' || c == '/' || c == '@' || c >= 0x80;
        if (!plain)
            strbuf_append(sb, "\\", 1);
        strbuf_append(sb, s + i, 1);
    }
}

static Value shell_escape_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)site, (void)count, (void)block;
    const char *s = args[0].kind == VAL_UNDEF ? "" : eval_ruby_to_s(ctx, args[0]);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    shell_escape_into(&sb, s, strlen(s));
    return value_from_string(strbuf_finish(&sb));
}

static Value shell_join_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "shell_join: Wrong number of arguments given (%zu for 1)", count);
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "First argument is not an Array: %s", stdlib_inspect(ctx, a[0]));
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < a[0].as.array->count; i++) {
        if (i)
            strbuf_append(&sb, " ", 1);
        const char *s = stdlib_to_s(ctx, a[0].as.array->items[i]);
        shell_escape_into(&sb, s, strlen(s));
    }
    return value_from_string(strbuf_finish(&sb));
}

/* Shellwords.shellsplit. */
static Value shell_split_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "shell_split: Wrong number of arguments given (%zu for 1)", count);
    const char *s = stdlib_to_s(ctx, a[0]);
    ArrayBuilder out;
    array_builder_init(&out);
    size_t i = 0, n = strlen(s);
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v'))
            i++;
        if (i >= n)
            break;
        StrBuf word;
        strbuf_init(&word, ctx);
        while (i < n && !(s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == '\f' || s[i] == '\v')) {
            if (s[i] == '\'') {
                size_t j = i + 1;
                while (j < n && s[j] != '\'')
                    j++;
                if (j >= n)
                    return function_error(ctx, site, "Unmatched quote: %s", stdlib_inspect(ctx, a[0]));
                strbuf_append(&word, s + i + 1, j - i - 1);
                i = j + 1;
            } else if (s[i] == '"') {
                size_t j = i + 1;
                while (j < n && s[j] != '"') {
                    if (s[j] == '\\' && j + 1 < n) {
                        if (strchr("$`\"\\\n", s[j + 1])) {
                            if (s[j + 1] != '\n')
                                strbuf_append(&word, s + j + 1, 1);
                            j += 2;
                            continue;
                        }
                    }
                    strbuf_append(&word, s + j, 1);
                    j++;
                }
                if (j >= n)
                    return function_error(ctx, site, "Unmatched quote: %s", stdlib_inspect(ctx, a[0]));
                i = j + 1;
            } else if (s[i] == '\\') {
                if (i + 1 < n && s[i + 1] != '\n')
                    strbuf_append(&word, s + i + 1, 1);
                i += 2;
            } else {
                strbuf_append(&word, s + i, 1);
                i++;
            }
        }
        array_builder_push(ctx, &out, value_from_string(strbuf_finish(&word)));
    }
    return array_builder_finish(ctx, &out);
}

static Value batch_escape_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)site, (void)count, (void)block;
    const char *s = args[0].kind == VAL_UNDEF ? "" : eval_ruby_to_s(ctx, args[0]);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append(&sb, "\"", 1);
    for (; *s; s++) {
        if (*s == '"')
            strbuf_append_cstr(&sb, "\"\"");
        else if (*s == '$' || *s == '\\') {
            strbuf_append(&sb, "\\", 1);
            strbuf_append(&sb, s, 1);
        } else
            strbuf_append(&sb, s, 1);
    }
    strbuf_append(&sb, "\"", 1);
    return value_from_string(strbuf_finish(&sb));
}

static Value powershell_escape_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)site, (void)count, (void)block;
    const char *s = args[0].kind == VAL_UNDEF ? "" : eval_ruby_to_s(ctx, args[0]);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (; *s; s++) {
        if (strchr(" '`|\n$", *s)) {
            strbuf_append(&sb, "`", 1);
            strbuf_append(&sb, s, 1);
        } else if (*s == '"')
            strbuf_append_cstr(&sb, "\\`\"");
        else
            strbuf_append(&sb, s, 1);
    }
    return value_from_string(strbuf_finish(&sb));
}

static Value dos2unix_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(1);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "dos2unix: Requires string as argument");
    const Str *s = a[0].as.string;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len; i++)
        if (!(s->bytes[i] == '\r' && i + 1 < s->len && s->bytes[i + 1] == '\n'))
            strbuf_append(&sb, s->bytes + i, 1);
    return value_from_string(strbuf_finish(&sb));
}

static Value unix2dos_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(1);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "unix2dos: Requires string as argument");
    const Str *s = a[0].as.string;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len; i++) {
        if (s->bytes[i] == '\r') {
            size_t j = i;
            while (j < s->len && s->bytes[j] == '\r')
                j++;
            if (j < s->len && s->bytes[j] == '\n') {
                strbuf_append_cstr(&sb, "\r\n");
                i = j;
                continue;
            }
            strbuf_append(&sb, s->bytes + i, 1);
        } else if (s->bytes[i] == '\n')
            strbuf_append_cstr(&sb, "\r\n");
        else
            strbuf_append(&sb, s->bytes + i, 1);
    }
    return value_from_string(strbuf_finish(&sb));
}

/* --- stdlib:: string tests ------------------------------------------------------------------ */

static Value affix_test(Value subject, Value affixes, bool at_start) {
    const Str *s = subject.as.string;
    const Value *items = affixes.kind == VAL_ARRAY ? affixes.as.array->items : &affixes;
    size_t n = affixes.kind == VAL_ARRAY ? affixes.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        const Str *x = items[i].as.string;
        if (x->len <= s->len &&
            memcmp(at_start ? s->bytes : s->bytes + s->len - x->len, x->bytes, x->len) == 0)
            return value_boolean(true);
    }
    return value_boolean(false);
}

static Value start_with_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    return affix_test(args[0], args[1], true);
}

static Value end_with_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    return affix_test(args[0], args[1], false);
}

static Value xml_encode_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)site, (void)block;
    bool attr = count > 1 && strcmp(args[1].as.string->bytes, "attr") == 0;
    const Str *s = args[0].as.string;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (attr)
        strbuf_append(&sb, "\"", 1);
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        if (c == '&')
            strbuf_append_cstr(&sb, "&amp;");
        else if (c == '<')
            strbuf_append_cstr(&sb, "&lt;");
        else if (c == '>')
            strbuf_append_cstr(&sb, "&gt;");
        else if (c == '"' && attr)
            strbuf_append_cstr(&sb, "&quot;");
        else
            strbuf_append(&sb, &c, 1);
    }
    if (attr)
        strbuf_append(&sb, "\"", 1);
    return value_from_string(strbuf_finish(&sb));
}

/* --- per-string maps: regexpescape, swapcase, squeeze, uriescape ---------------------------- */

typedef Value (*StringMap)(Ctx *ctx, const Str *s, const Str *arg);

static Value regexp_escape(Ctx *ctx, const Str *s, const Str *arg) {
    (void)arg;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        switch (c) {
        case '\n': strbuf_append_cstr(&sb, "\\n"); break;
        case '\t': strbuf_append_cstr(&sb, "\\t"); break;
        case '\r': strbuf_append_cstr(&sb, "\\r"); break;
        case '\f': strbuf_append_cstr(&sb, "\\f"); break;
        case '\v': strbuf_append_cstr(&sb, "\\v"); break;
        case ' ': strbuf_append_cstr(&sb, "\\ "); break;
        default:
            if (strchr(".*?+^$|()[]{}\\-#", c) && c)
                strbuf_append(&sb, "\\", 1);
            strbuf_append(&sb, &c, 1);
        }
    }
    return value_from_string(strbuf_finish(&sb));
}

static Value swap_case(Ctx *ctx, const Str *s, const Str *arg) {
    (void)arg;
    char *out = ctx_alloc(ctx, s->len + 1);
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        out[i] = c >= 'a' && c <= 'z' ? (char)(c - 32) : c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
    }
    return value_string(ctx, out, s->len);
}

static Value uri_escape(Ctx *ctx, const Str *s, const Str *arg) {
    (void)arg;
    /* URI::RFC2396_Parser's UNSAFE: anything but unreserved and reserved characters */
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->bytes[i];
        bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                  (c && strchr("-_.!~*'();/?:@&=+$,[]", c));
        if (ok)
            strbuf_append(&sb, (const char *)&c, 1);
        else
            strbuf_printf(&sb, "%%%02X", c);
    }
    return value_from_string(strbuf_finish(&sb));
}

static Value map_strings(Ctx *ctx, const CallSite *site, const char *name, const Value *a, size_t count,
                         StringMap map, const char *wrong) {
    if (count == 0)
        return function_error(ctx, site, "%s: Wrong number of arguments given (0 for 1)", name);
    if (a[0].kind == VAL_STRING)
        return map(ctx, a[0].as.string, NULL);
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "%s: %s", name, wrong);
    const Array *arr = a[0].as.array;
    Value *out = ctx_alloc(ctx, (arr->count ? arr->count : 1) * sizeof *out);
    for (size_t i = 0; i < arr->count; i++)
        out[i] = arr->items[i].kind == VAL_STRING ? map(ctx, arr->items[i].as.string, NULL) : arr->items[i];
    return value_array_of(ctx, out, arr->count);
}

static Value regexpescape_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(-1);
    return map_strings(ctx, site, "regexpescape", a, count, regexp_escape, "Requires either array or string to work with");
}

static Value swapcase_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    return map_strings(ctx, site, "swapcase", a, count, swap_case, "Requires either array or string to work with");
}

static Value uriescape_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    return map_strings(ctx, site, "uriescape", a, count, uri_escape, "Requires either array or string to work with");
}

/* String#squeeze (with a set of plain characters or ranges a-z). */
static Value squeeze_one(Ctx *ctx, const Str *s, const Str *set) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        if (i > 0 && s->bytes[i - 1] == c) {
            bool in = set == NULL;
            for (size_t k = 0; set && k < set->len; k++) {
                if (k + 2 < set->len && set->bytes[k + 1] == '-') {
                    if (c >= set->bytes[k] && c <= set->bytes[k + 2])
                        in = true;
                    k += 2;
                } else if (set->bytes[k] == c)
                    in = true;
            }
            if (in)
                continue;
        }
        strbuf_append(&sb, &c, 1);
    }
    return value_from_string(strbuf_finish(&sb));
}

static Value squeeze_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1 && count != 2)
        return function_error(ctx, site, "squeeze: Wrong number of arguments given %zu for 2 or 1", count);
    const Str *set = count == 2 && truthy_ruby(a[1]) && a[1].kind == VAL_STRING ? a[1].as.string : NULL;
    if (a[0].kind == VAL_ARRAY) {
        const Array *arr = a[0].as.array;
        Value *out = ctx_alloc(ctx, (arr->count ? arr->count : 1) * sizeof *out);
        for (size_t i = 0; i < arr->count; i++) {
            if (arr->items[i].kind != VAL_STRING)
                return function_error(ctx, site, "undefined method `squeeze' for %s",
                                      fnlib_ruby_receiver(ctx, arr->items[i]));
            out[i] = squeeze_one(ctx, arr->items[i].as.string, set);
        }
        return value_array_of(ctx, out, arr->count);
    }
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `squeeze' for %s", fnlib_ruby_receiver(ctx, a[0]));
    return squeeze_one(ctx, a[0].as.string, set);
}

/* --- base64, convert_base, to_bytes ------------------------------------------------------- */

static int b64_digit(char c, bool url) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == (url ? '-' : '+')) return 62;
    if (c == (url ? '_' : '/')) return 63;
    return -1;
}

/* Base64.decode64 (lenient: other characters are skipped), or strict_decode64 /
 * urlsafe_decode64 (false on a character outside the alphabet or a bad length). */
static bool b64_decode(Ctx *ctx, const Str *s, bool strict, bool url, Value *out) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    uint32_t acc = 0;
    int bits = 0;
    size_t digits = 0, pad = 0;
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        if (c == '=') {
            pad++;
            if (!strict)
                break;
            continue;
        }
        int d = b64_digit(c, url);
        if (d < 0 || (strict && pad)) {
            if (strict)
                return false;
            continue;
        }
        digits++;
        acc = (acc << 6) | (uint32_t)d;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            char byte = (char)((acc >> bits) & 0xff);
            strbuf_append(&sb, &byte, 1);
        }
    }
    if (strict && !url && ((digits + pad) % 4 != 0))
        return false;
    *out = value_from_string(strbuf_finish(&sb));
    return true;
}

static Value base64_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "base64: Wrong number of arguments (%zu; must be >= 2)", count);
    bool encode = a[0].kind == VAL_STRING && strcmp(a[0].as.string->bytes, "encode") == 0;
    bool decode = a[0].kind == VAL_STRING && strcmp(a[0].as.string->bytes, "decode") == 0;
    if (!encode && !decode)
        return function_error(ctx, site, "base64: the first argument must be one of 'encode' or 'decode'");
    if (a[1].kind != VAL_STRING)
        return function_error(ctx, site, "base64: the second argument must be a string to base64");
    const char *method = count <= 2 ? "default" : a[2].kind == VAL_STRING ? a[2].as.string->bytes : "";
    bool strict = strcmp(method, "strict") == 0, url = strcmp(method, "urlsafe") == 0;
    if (!strict && !url && strcmp(method, "default") != 0)
        return function_error(ctx, site, "base64: the third argument must be one of 'default', 'strict', or 'urlsafe'");
    const Str *s = a[1].as.string;
    if (encode) {
        StrBuf sb;
        strbuf_init(&sb, ctx);
        format_base64(&sb, s->bytes, s->len, strict ? BASE64_STRICT : url ? BASE64_URLSAFE : BASE64_MIME);
        return value_from_string(strbuf_finish(&sb));
    }
    Value out;
    if (!b64_decode(ctx, s, strict || url, url, &out))
        return function_error(ctx, site, "invalid base64");
    return out;
}

static bool decimal_text(Value v) {
    if (v.kind != VAL_STRING || v.as.string->len == 0)
        return false;
    for (size_t i = 0; i < v.as.string->len; i++)
        if (v.as.string->bytes[i] < '0' || v.as.string->bytes[i] > '9')
            return false;
    return true;
}

static Value convert_base_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(2);
    if (a[0].kind != VAL_INTEGER && a[0].kind != VAL_STRING)
        return function_error(ctx, site, "convert_base: First argument must be either a string or an integer");
    if (a[1].kind != VAL_INTEGER && a[1].kind != VAL_STRING)
        return function_error(ctx, site, "convert_base: Second argument must be either a string or an integer");
    if ((a[0].kind == VAL_STRING && !decimal_text(a[0])) || (a[1].kind == VAL_STRING && !decimal_text(a[1])))
        return function_error(ctx, site,
                              "convert_base: First argument must be an integer or a string corresponding to an integer in base 10");
    int64_t n = a[0].kind == VAL_INTEGER ? a[0].as.integer : fnlib_ruby_to_i(a[0].as.string->bytes, a[0].as.string->len);
    int64_t base = a[1].kind == VAL_INTEGER ? a[1].as.integer : fnlib_ruby_to_i(a[1].as.string->bytes, a[1].as.string->len);
    if (base < 2 || base > 36)
        return function_error(ctx, site, "convert_base: base must be at least 2 and must not be greater than 36");
    char buf[80];
    size_t w = sizeof buf;
    bool neg = n < 0;
    uint64_t u = neg ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    do {
        buf[--w] = "0123456789abcdefghijklmnopqrstuvwxyz"[u % (uint64_t)base];
        u /= (uint64_t)base;
    } while (u);
    if (neg)
        buf[--w] = '-';
    return value_string(ctx, buf + w, sizeof buf - w);
}

static Value to_bytes_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "to_bytes: Wrong number of arguments given (%zu for 1)", count);
    if (a[0].kind == VAL_INTEGER || a[0].kind == VAL_FLOAT)
        return a[0];
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "no implicit conversion of %s into String", stdlib_class(a[0]));
    const char *s = a[0].as.string->bytes;
    size_t i = 0;
    while (s[i] && strchr("0123456789.e+-", s[i]))
        i++;
    double value = fnlib_ruby_to_f(s, i);
    size_t j = i;
    while (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r' || s[j] == '\f' || s[j] == '\v')
        j++;
    char prefix = s[j] && s[j] != 'b' && s[j] != 'B' ? s[j] : 0;
    int shift;
    switch (prefix) {
    case 0: shift = 0; break;
    case 'k': shift = 10; break;
    case 'M': shift = 20; break;
    case 'G': shift = 30; break;
    case 'T': shift = 40; break;
    case 'P': shift = 50; break;
    case 'E': shift = 60; break;
    default: {
        size_t len = utf8_decode(s, strlen(s), j, &(int32_t){ 0 });
        return function_error(ctx, site, "to_bytes: Unknown prefix %.*s", (int)len, s + j);
    }
    }
    int64_t out;
    if (!fnlib_float_to_integer(ctx, site, value * (double)((uint64_t)1 << shift), &out))
        return value_abrupt();
    return value_integer(out);
}

const BuiltinFunction ruby_functions_stdlib_string[] = {
    { "bool2str", { { "~(Any *$args)", bool2str_impl } } },
    { "str2bool", { { "~(Any *$args)", str2bool_impl } } },
    { "bool2num", { { "~(Any *$args)", bool2num_impl } } },
    { "num2bool", { { "~(Any *$args)", num2bool_impl } } },
    { "any2bool", { { "~(Any *$args)", any2bool_impl } } },
    { "dirname", { { "~(Any *$args)", dirname_impl } } },
    { "basename", { { "~(Any *$args)", basename_impl } } },
    { "stdlib::extname", { { "(String $filename)", extname_impl } } },
    { "shell_escape", { { "(Any $string)", shell_escape_impl } } },
    { "shell_join", { { "~(Any *$args)", shell_join_impl } } },
    { "shell_split", { { "~(Any *$args)", shell_split_impl } } },
    { "batch_escape", { { "(Any $string)", batch_escape_impl } } },
    { "powershell_escape", { { "(Any $string)", powershell_escape_impl } } },
    { "dos2unix", { { "~(Any *$args)", dos2unix_impl } } },
    { "unix2dos", { { "~(Any *$args)", unix2dos_impl } } },
    { "stdlib::start_with", { { "(String $test_string, Variant[String[1],Array[String[1], 1]] $prefixes)", start_with_impl } } },
    { "stdlib::end_with", { { "(String $test_string, Variant[String[1],Array[String[1], 1]] $suffixes)", end_with_impl } } },
    { "stdlib::xml_encode", { { "(String $str, Enum['text','attr'] $type = undef)", xml_encode_impl } } },
    { "regexpescape", { { "~(Any *$args)", regexpescape_impl } } },
    { "swapcase", { { "~(Any *$args)", swapcase_impl } } },
    { "uriescape", { { "~(Any *$args)", uriescape_impl } } },
    { "squeeze", { { "~(Any *$args)", squeeze_impl } } },
    { "base64", { { "~(Any *$args)", base64_impl } } },
    { "convert_base", { { "~(Any *$args)", convert_base_impl } } },
    { "to_bytes", { { "~(Any *$args)", to_bytes_impl } } },
    { NULL, { { NULL, NULL } } },
};
