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
 */
#include "format.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <utf8proc.h>

#include "ctx.h"
#include "iterator.h"
#include "limits.h"
#include "sprintf.h"
#include "type.h"

typedef struct FormatMap FormatMap;

/* One format: `%<flags><width>.<prec><letter>` and, for containers, its extra parameters. */
typedef struct Fmt {
    const char *orig;             /* the format text as given (what Kernel#format receives) */
    size_t orig_len;
    char conv;                    /* the letter */
    bool alt, left, zero_pad;
    char plus;                    /* ' ' (space flag), '+' or 0 */
    char delimiter;               /* one of [ { ( < | or 0 */
    int64_t width, prec;          /* -1 when absent (saturated at INT64_MAX) */
    const Str *separator;         /* NULL: not given */
    const Str *separator2;
    const FormatMap *string_formats;
} Fmt;

typedef struct FormatEntry {
    const Type *type;
    const Fmt *fmt;
    const Str *name;              /* the type's text or NULL until compare_entries needs it */
} FormatEntry;

struct FormatMap {
    size_t count;
    FormatEntry *entries;         /* most specific type first once sorted */
};

typedef struct Indent {
    int level;
    bool first;
    bool indenting;
} Indent;

typedef struct Conv {
    Ctx *ctx;
    SrcSpan where;
    const FormatMap *container_defaults;   /* built on first use */
    const Fmt *plain;                      /* %s, the format when no type matches */
} Conv;

/* --- parsing a format --------------------------------------------------------------------- */

static bool is_ruby_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static bool is_flag_char(char c) {
    return is_ruby_blank(c) || c == '[' || c == '+' || c == '#' || c == '0' || c == '{' ||
           c == '<' || c == '(' || c == '|' || c == '-';
}

static bool is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static int64_t saturating_number(const char *p, const char *end) {
    int64_t n = 0;
    for (; p < end; p++) {
        int d = *p - '0';
        n = n > (INT64_MAX - d) / 10 ? INT64_MAX : n * 10 + d;
    }
    return n;
}

/* FMT_PATTERN /^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/ as Ruby matches
 * it: ^ and $ are line anchors, so the first line that is a format decides. */
static bool match_format(const char *s, size_t len, const char **flags, size_t *flags_len,
                         const char **width, size_t *width_len, const char **prec,
                         size_t *prec_len, char *letter) {
    const char *end = s + len;
    for (const char *line = s; line < end;) {
        const char *p = line;
        if (*p == '%') {
            p++;
            const char *f = p;
            while (p < end && is_flag_char(*p))
                p++;
            /* the flags may hand back trailing blanks/newlines only if that helps, which it
             * never does: a width cannot start with them, so greedy is the match */
            const char *w = p;
            if (p < end && *p >= '1' && *p <= '9')
                while (p < end && *p >= '0' && *p <= '9')
                    p++;
            const char *w_end = p;
            const char *pr = NULL, *pr_end = NULL;
            if (p + 1 < end && *p == '.' && p[1] >= '0' && p[1] <= '9') {
                pr = ++p;
                while (p < end && *p >= '0' && *p <= '9')
                    p++;
                pr_end = p;
            }
            if (p < end && is_letter(*p) && (p + 1 == end || p[1] == '\n')) {
                *flags = f;
                *flags_len = (size_t)(w - f);
                *width = w;
                *width_len = (size_t)(w_end - w);
                *prec = pr;
                *prec_len = pr ? (size_t)(pr_end - pr) : 0;
                *letter = *p;
                return true;
            }
        }
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        if (!nl)
            break;
        line = nl + 1;
    }
    return false;
}

/* Format.new(text); NULL after the reference's error. */
static Fmt *fmt_parse(Conv *cv, const char *text, size_t len) {
    Ctx *ctx = cv->ctx;
    const char *flags, *width, *prec;
    size_t flags_len, width_len, prec_len;
    char letter;
    if (!match_format(text, len, &flags, &flags_len, &width, &width_len, &prec, &prec_len, &letter)) {
        ctx_error(ctx, cv->where, "The format '%.*s' is not a valid format on the form "
                  "'%%<flags><width>.<prec><format>'", (int)len, text);
        return NULL;
    }
    Fmt *f = ctx_calloc(ctx, 1, sizeof *f);
    f->orig = text;
    f->orig_len = len;
    f->conv = letter;
    for (size_t i = 0; i < flags_len; i++)
        for (size_t j = i + 1; j < flags_len; j++)
            if (flags[i] == flags[j]) {
                ctx_error(ctx, cv->where, "The same flag can only be used once, got '%.*s'", (int)len, text);
                return NULL;
            }
    bool space = false, plus = false;
    for (size_t i = 0; i < flags_len; i++) {
        switch (flags[i]) {
        case '-': f->left = true; break;
        case '#': f->alt = true; break;
        case ' ': space = true; break;
        case '+': plus = true; break;
        case '0': f->zero_pad = true; break;
        default: break;
        }
    }
    f->plus = space ? ' ' : plus ? '+' : 0;
    static const char delimiters[] = "[{(<|";
    for (const char *d = delimiters; *d; d++) {
        if (!memchr(flags, *d, flags_len))
            continue;
        if (f->delimiter) {
            ctx_error(ctx, cv->where, "Only one of the delimiters [ { ( < | can be given in the "
                      "format flags, got '%.*s'", (int)len, text);
            return NULL;
        }
        f->delimiter = *d;
    }
    f->width = width_len ? saturating_number(width, width + width_len) : -1;
    f->prec = prec ? saturating_number(prec, prec + prec_len) : -1;
    return f;
}

static Fmt *fmt_parse_cstr(Conv *cv, const char *text) {
    return fmt_parse(cv, text, strlen(text));
}

/* The enclosing pair of a container: the delimiter flag, none for the space flag, else the
 * default. */
static void delimiter_pair(const Fmt *f, const char *deflt, const char **open, const char **close) {
    switch (f->delimiter ? f->delimiter : f->plus == ' ' ? ' ' : 0) {
    case '[': *open = "["; *close = "]"; return;
    case '{': *open = "{"; *close = "}"; return;
    case '(': *open = "("; *close = ")"; return;
    case '<': *open = "<"; *close = ">"; return;
    case '|': *open = "|"; *close = "|"; return;
    case ' ': *open = ""; *close = ""; return;
    default:
        *open = deflt[0] == '[' ? "[" : "{";
        *close = deflt[0] == '[' ? "]" : "}";
        return;
    }
}

/* --- format maps -------------------------------------------------------------------------- */

static const Type *builtin(const char *name) {
    return type_builtin(name, strlen(name));
}

static FormatMap *map_new(Ctx *ctx, size_t capacity) {
    FormatMap *m = ctx_calloc(ctx, 1, sizeof *m);
    m->entries = capacity ? ctx_calloc(ctx, capacity, sizeof(FormatEntry)) : NULL;
    return m;
}

/* The run's default format maps (Ctx.format_cache), built by the first String() of a run and
 * dropped with its arena: rebuilding them per call was half the time of String(x, fmt) loops. */
struct FormatCache {
    const FormatMap *string_defaults;
    const FormatMap *container_defaults;
};

static struct FormatCache *format_cache(Ctx *ctx) {
    if (!ctx->format_cache)
        ctx->format_cache = ctx_calloc(ctx, 1, sizeof *ctx->format_cache);
    return ctx->format_cache;
}

/* DEFAULT_CONTAINER_FORMATS: { Any => '%p' }. */
static const FormatMap *default_container_formats(Conv *cv) {
    if (!cv->container_defaults) {
        struct FormatCache *cache = format_cache(cv->ctx);
        if (!cache->container_defaults) {
            FormatMap *m = map_new(cv->ctx, 1);
            m->entries[0].type = builtin("Any");
            m->entries[0].fmt = fmt_parse_cstr(cv, "%p");
            m->count = 1;
            cache->container_defaults = m;
        }
        cv->container_defaults = cache->container_defaults;
    }
    return cv->container_defaults;
}

/* DEFAULT_STRING_FORMATS, in the reference's order (used unsorted when no format is given);
 * once per run, with the types' names that sorting merged maps compares. Nothing changes a
 * map once built (merging and sorting make new maps). */
static const FormatMap *default_string_formats(Conv *cv) {
    Ctx *ctx = cv->ctx;
    struct FormatCache *cache = format_cache(ctx);
    if (cache->string_defaults)
        return cache->string_defaults;
    FormatMap *m = map_new(ctx, 7);
    Fmt *array = fmt_parse_cstr(cv, "%a");
    array->separator = str_from_cstr(ctx, ", ");
    array->separator2 = str_from_cstr(ctx, ", ");
    array->string_formats = default_container_formats(cv);
    Fmt *hash = fmt_parse_cstr(cv, "%h");
    hash->separator = str_from_cstr(ctx, ", ");
    hash->separator2 = str_from_cstr(ctx, " => ");
    hash->string_formats = array->string_formats;
    const struct { const char *type; const Fmt *fmt; } defaults[] = {
        { "Object", fmt_parse_cstr(cv, "%p") },
        { "Float", fmt_parse_cstr(cv, "%f") },
        { "Numeric", fmt_parse_cstr(cv, "%d") },
        { "Array", array },
        { "Hash", hash },
        { "Binary", fmt_parse_cstr(cv, "%B") },
        { "Any", fmt_parse_cstr(cv, "%s") },
    };
    for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) {
        m->entries[i].type = builtin(defaults[i].type);
        m->entries[i].fmt = defaults[i].fmt;
        m->entries[i].name = type_to_string(ctx, m->entries[i].type);
    }
    m->count = 7;
    cache->string_defaults = m;
    return m;
}

/* Format.type_rank: where specificity cannot order two types, containers first. */
static int type_rank(const Type *t) {
    switch (type_kind(t)) {
    case TYPE_STRUCT: return 1;
    case TYPE_HASH: return 2;
    case TYPE_TUPLE: return 3;
    case TYPE_ARRAY: return 4;
    case TYPE_PATTERN: return 10;
    case TYPE_ENUM: return 11;
    case TYPE_STRING: return 12;
    default: return 0;
    }
}

/* Format.sort_formats' comparison: the more specific type first; else by rank, else by name. */
static int compare_entries(Ctx *ctx, FormatEntry *ea, FormatEntry *eb) {
    const Type *a = ea->type, *b = eb->type;
    if (type_equal(a, b))
        return 0;
    bool ab = type_is_assignable(ctx, b, a);
    bool ba = type_is_assignable(ctx, a, b);
    if (ab && !ba)
        return -1;
    if (!ab && ba)
        return 1;
    int ra = type_rank(a), rb = type_rank(b);
    if (ra == 0 || rb == 0) {
        /* the names, once per entry rather than per comparison: a sort runs per String() call */
        if (!ea->name)
            ea->name = type_to_string(ctx, a);
        if (!eb->name)
            eb->name = type_to_string(ctx, b);
        const Str *sa = ea->name, *sb = eb->name;
        size_t n = sa->len < sb->len ? sa->len : sb->len;
        int c = memcmp(sa->bytes, sb->bytes, n);
        return c ? c : sa->len < sb->len ? -1 : sa->len > sb->len ? 1 : 0;
    }
    return ra < rb ? -1 : ra > rb ? 1 : 0;
}

/* The reference sorts with Ruby's Array#sort, which is glibc's qsort_r: a top-down merge sort
 * (first half n/2) that takes the left element unless the right one compares lower. The
 * comparison is not transitive (Array < Object by name, Object < Tuple by name, Tuple < Array
 * by specificity), so only the same algorithm gives the same order: String([1, 2],
 * {Tuple[Integer, Integer] => '%(a', Array => '%<a'}) takes Array's format in the reference. */
static void merge_sort(Ctx *ctx, FormatEntry *items, size_t n, FormatEntry *tmp) {
    if (n <= 1)
        return;
    size_t n1 = n / 2, n2 = n - n1;
    FormatEntry *b1 = items, *b2 = items + n1;
    merge_sort(ctx, b1, n1, tmp);
    merge_sort(ctx, b2, n2, tmp);
    size_t k = 0;
    while (n1 > 0 && n2 > 0) {
        if (compare_entries(ctx, b1, b2) <= 0) {
            tmp[k++] = *b1++;
            n1--;
        } else {
            tmp[k++] = *b2++;
            n2--;
        }
    }
    while (n1 > 0) {
        tmp[k++] = *b1++;
        n1--;
    }
    memcpy(items, tmp, k * sizeof *tmp);   /* the rest of the right half is in place */
}

static void map_sort(Ctx *ctx, FormatMap *m) {
    if (m->count < 2)
        return;
    FormatEntry *tmp = ctx_alloc(ctx, m->count * sizeof *tmp);
    merge_sort(ctx, m->entries, m->count, tmp);
}

static const Fmt *map_get(const FormatMap *m, const Type *t) {
    if (m)
        for (size_t i = 0; i < m->count; i++)
            if (type_equal(m->entries[i].type, t))
                return m->entries[i].fmt;
    return NULL;
}

static const FormatMap *merge_string_formats(Conv *cv, const FormatMap *lower, const FormatMap *higher);

/* Format.merge: higher's format with lower's separators and element formats underneath. */
static const Fmt *fmt_merge(Conv *cv, const Fmt *lower, const Fmt *higher) {
    if (!lower || !higher)
        return lower ? lower : higher;
    Fmt *f = ctx_alloc(cv->ctx, sizeof *f);
    *f = *higher;
    f->separator = higher->separator ? higher->separator : lower->separator;
    f->separator2 = higher->separator2 ? higher->separator2 : lower->separator2;
    f->string_formats = merge_string_formats(cv, lower->string_formats, higher->string_formats);
    return f;
}

/* Format.merge_string_formats: lower's entries that a more general type of higher covers are
 * dropped ("lower must never override higher"), the rest merged per type, then sorted. */
static const FormatMap *merge_string_formats(Conv *cv, const FormatMap *lower, const FormatMap *higher) {
    if (!lower || !higher)
        return lower ? lower : higher;
    Ctx *ctx = cv->ctx;
    FormatMap *m = map_new(ctx, lower->count + higher->count);
    for (size_t i = 0; i < lower->count; i++) {
        const Type *lk = lower->entries[i].type;
        bool covered = false;
        for (size_t j = 0; j < higher->count && !covered; j++) {
            const Type *hk = higher->entries[j].type;
            covered = !type_equal(hk, lk) && type_is_assignable(ctx, hk, lk);
        }
        if (!covered)
            m->entries[m->count++] = lower->entries[i];
    }
    size_t kept = m->count;
    for (size_t j = 0; j < higher->count; j++) {
        const Type *hk = higher->entries[j].type;
        bool found = false;
        for (size_t i = 0; i < kept; i++) {
            if (type_equal(m->entries[i].type, hk)) {
                m->entries[i].fmt = fmt_merge(cv, m->entries[i].fmt, higher->entries[j].fmt);
                found = true;
                break;
            }
        }
        if (!found && !map_get(m, hk)) {
            m->entries[m->count].type = hk;
            m->entries[m->count].name = higher->entries[j].name;
            /* not among the kept lower entries: Format.merge(nil, higher) is higher */
            m->entries[m->count].fmt = higher->entries[j].fmt;
            m->count++;
        }
    }
    map_sort(ctx, m);
    return m;
}

static const FormatMap *validate_input(Conv *cv, Value formats);

/* validate_container_input: { format, separator, separator2, string_formats }. */
static const Fmt *validate_container_input(Conv *cv, const Hash *h) {
    Ctx *ctx = cv->ctx;
    static const char *const keys[] = { "separator", "separator2", "format", "string_formats" };
    for (size_t i = 0; i < h->count; i++) {
        Value k = hash_entry_at(h, i)->key;
        bool known = false;
        for (size_t j = 0; j < 4 && !known; j++)
            known = k.kind == VAL_STRING && strcmp(k.as.string->bytes, keys[j]) == 0;
        if (!known) {
            StrBuf sb;
            strbuf_init(&sb, ctx);
            sprintf_inspect(&sb, value_from_hash(h));
            ctx_error(ctx, cv->where, "only 'separator', 'separator2', 'format', 'string_formats' "
                      "are allowed in a container format, got %s", strbuf_finish(&sb)->bytes);
            return NULL;
        }
    }
    Value format = value_undef(), separator = value_undef(), separator2 = value_undef(),
          string_formats = value_undef();
    hash_get(h, value_cstring(ctx, "format"), &format);
    hash_get(h, value_cstring(ctx, "separator"), &separator);
    hash_get(h, value_cstring(ctx, "separator2"), &separator2);
    hash_get(h, value_cstring(ctx, "string_formats"), &string_formats);
    Fmt *f;
    if (format.kind == VAL_STRING)
        f = fmt_parse(cv, format.as.string->bytes, format.as.string->len);
    else
        f = fmt_parse(cv, "", 0);   /* Format.new(nil): "The format '' is not a valid format" */
    if (!f)
        return NULL;
    if ((separator.kind != VAL_UNDEF && separator.kind != VAL_STRING) ||
        (separator2.kind != VAL_UNDEF && separator2.kind != VAL_STRING)) {
        ctx_error(ctx, cv->where, "A container format's separator and separator2 must be Strings");
        return NULL;
    }
    f->separator = separator.kind == VAL_STRING ? separator.as.string : NULL;
    f->separator2 = separator2.kind == VAL_STRING ? separator2.as.string : NULL;
    if (string_formats.kind != VAL_UNDEF) {
        f->string_formats = validate_input(cv, string_formats);
        if (!f->string_formats)
            return NULL;
    }
    return f;
}

/* validate_input: a Hash of Type => format string or container format. NULL after an error. */
static const FormatMap *validate_input(Conv *cv, Value formats) {
    Ctx *ctx = cv->ctx;
    if (formats.kind != VAL_HASH) {
        ctx_error(ctx, cv->where, "expected a hash with type to format mappings, got instance of '%s'",
                  value_kind_name(formats.kind));
        return NULL;
    }
    const Hash *h = formats.as.hash;
    FormatMap *m = map_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        if (e->key.kind != VAL_TYPE) {
            ctx_error(ctx, cv->where, "top level keys in the format hash must be data types, got "
                      "instance of '%s'", value_kind_name(e->key.kind));
            return NULL;
        }
        const Fmt *f;
        if (e->value.kind == VAL_HASH)
            f = validate_container_input(cv, e->value.as.hash);
        else if (e->value.kind == VAL_STRING)
            f = fmt_parse(cv, e->value.as.string->bytes, e->value.as.string->len);
        else {
            ctx_error(ctx, cv->where, "The format '%s' is not a valid format on the form "
                      "'%%<flags><width>.<prec><format>'", format_to_string(ctx, e->value)->bytes);
            return NULL;
        }
        if (!f)
            return NULL;
        const Fmt *existing = map_get(m, e->key.as.type);
        if (existing) {
            for (size_t j = 0; j < m->count; j++)
                if (m->entries[j].fmt == existing)
                    m->entries[j].fmt = f;
        } else {
            m->entries[m->count].type = e->key.as.type;
            m->entries[m->count].fmt = f;
            m->count++;
        }
    }
    return m;
}

/* get_format: the format of the first type v is an instance of; %s when none. */
static const Fmt *get_format(Conv *cv, Value v, const FormatMap *map) {
    for (size_t i = 0; i < map->count; i++)
        if (type_is_instance(cv->ctx, map->entries[i].type, v))
            return map->entries[i].fmt;
    if (!cv->plain)
        cv->plain = fmt_parse_cstr(cv, "%s");
    return cv->plain;
}

/* --- helpers for the conversions ---------------------------------------------------------- */

static bool format_error(Conv *cv, const char *type_name, char conv, const char *expected) {
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

static bool kernel_format_orig(Conv *cv, StrBuf *out, const Fmt *f, Value v) {
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

static bool convert(Conv *cv, StrBuf *out, Value v, const FormatMap *map, Indent ind, int depth);

static bool convert_integer(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    switch (f->conv) {
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B': case 'p':
        return kernel_format_orig(cv, out, f, v);
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
        return kernel_format_orig(cv, out, f, value_float((double)v.as.integer));
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
        return format_error(cv, "Integer", f->conv, "dxXobBeEfgGaAspc");
    }
}

static bool convert_float(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    switch (f->conv) {
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B':
        /* val.to_i: Kernel#format truncates a Float the same way */
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A': case 'p':
        return kernel_format_orig(cv, out, f, v);
    case 's': {
        char text[40];
        size_t n = 0;
        if (f->alt)
            text[n++] = '"';
        format_float(text + n, sizeof text - 2 - n, v.as.floating);
        n = strlen(text);
        if (f->alt)
            text[n++] = '"';
        return kernel_format_orig(cv, out, f, str_value(ctx, text, n));
    }
    default:
        return format_error(cv, "Float", f->conv, "dxXobBeEfgGaAsp");
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
        while (start < end && is_ruby_blank((char)p[start]))
            start++;
        while (end > start && (is_ruby_blank((char)p[end - 1]) || p[end - 1] == '\0'))
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

static bool convert_string(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    const Str *s = v.as.string;
    switch (f->conv) {
    case 's':
        return kernel_format_orig(cv, out, f, v);
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
        return format_error(cv, "String", f->conv, "cCudspt");
    }
}

static bool convert_boolean(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    bool b = v.as.boolean;
    const char *word;
    switch (f->conv) {
    case 't': word = b ? "true" : "false"; break;
    case 'T': word = b ? "True" : "False"; break;
    case 'y': word = b ? "yes" : "no"; break;
    case 'Y': word = b ? "Yes" : "No"; break;
    case 'd': case 'x': case 'X': case 'o': case 'b': case 'B':
        return kernel_format_orig(cv, out, f, value_integer(b ? 1 : 0));
    case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
        return kernel_format_orig(cv, out, f, value_float(b ? 1.0 : 0.0));
    case 's':
    case 'p':
        return apply_string_flags_cstr(cv, out, f, b ? "true" : "false");
    default:
        return format_error(cv, "Boolean", f->conv, "tTyYdxXobBeEfgGaAsp");
    }
    /* t T y Y: the first letter in the alternate form */
    return apply_string_flags(cv, out, f, word, f->alt ? 1 : strlen(word));
}

static bool convert_regexp(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
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
        return kernel_format_orig(cv, out, f, value_from_string(text));
    }
    default:
        return format_error(cv, "Regexp", f->conv, "sp");
    }
}

static bool convert_undef(Conv *cv, StrBuf *out, const Fmt *f) {
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
        return format_error(cv, "Undef", f->conv, "nudxXobBeEfgGaAvVsp");
    }
    return apply_string_flags_cstr(cv, out, f, text);
}

static bool convert_default(Conv *cv, StrBuf *out, const Fmt *f) {
    const char *text;
    switch (f->conv) {
    case 'd': case 's': case 'p': text = f->alt ? "\"default\"" : "default"; break;
    case 'D': text = f->alt ? "\"Default\"" : "Default"; break;
    default:
        return format_error(cv, "Default", f->conv, "dDsp");
    }
    return apply_string_flags_cstr(cv, out, f, text);
}

static bool convert_type(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
    Ctx *ctx = cv->ctx;
    const Str *text = type_to_string(ctx, v.as.type);
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
        return kernel_format_orig(cv, out, f, value_from_string(text));
    case 'p':
        return kernel_format_tr(cv, out, f, 'p', 's', value_from_string(text));
    default:
        return format_error(cv, "Type", f->conv, "sp");
    }
}

/* Kernel.format(f.orig_fmt.gsub(letter, alt ? 'p' : 's'), text) for Binary's text forms. */
static bool binary_text(Conv *cv, StrBuf *out, const Fmt *f, const Str *text) {
    return kernel_format_tr(cv, out, f, f->conv, f->alt ? 'p' : 's', value_from_string(text));
}

static bool convert_binary(Conv *cv, StrBuf *out, Value v, const Fmt *f) {
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
        return kernel_format_orig(cv, out, f, value_from_string(bytes));
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
        return format_error(cv, "Binary", f->conv, "bButTsp");
    }
}

static bool is_container_value(Value v) {
    return v.kind == VAL_ARRAY || v.kind == VAL_HASH || v.kind == VAL_OBJECT;
}

static bool is_a_or_h(Value v) {
    return v.kind == VAL_ARRAY || v.kind == VAL_HASH;
}

/* Ruby's String#rstrip! on the builder's text. */
static void rstrip(StrBuf *sb) {
    while (sb->len && (is_ruby_blank(sb->bytes[sb->len - 1]) || sb->bytes[sb->len - 1] == '\0'))
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
        return format_error(cv, "Array", f->conv, "asp");
    const Str *sep = f->separator ? f->separator : str_from_cstr(ctx, ", ");
    const FormatMap *string_formats = f->string_formats ? f->string_formats : default_container_formats(cv);
    const char *open, *close;
    delimiter_pair(f, "[]", &open, &close);
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
        return format_error(cv, "Hash", f->conv, "hasp");
    const Str *sep = f->separator ? f->separator : str_from_cstr(ctx, ", ");
    const Str *assoc = f->separator2 ? f->separator2 : str_from_cstr(ctx, " => ");
    const FormatMap *string_formats = f->string_formats ? f->string_formats : default_container_formats(cv);
    const char *open, *close;
    delimiter_pair(f, "{}", &open, &close);
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
        return convert_integer(cv, out, v, get_format(cv, v, map));
    case VAL_FLOAT:
        return convert_float(cv, out, v, get_format(cv, v, map));
    case VAL_STRING:
        return convert_string(cv, out, v, get_format(cv, v, map));
    case VAL_BOOLEAN:
        return convert_boolean(cv, out, v, get_format(cv, v, map));
    case VAL_REGEXP:
        return convert_regexp(cv, out, v, get_format(cv, v, map));
    case VAL_UNDEF:
        return convert_undef(cv, out, get_format(cv, v, map));
    case VAL_DEFAULT:
        return convert_default(cv, out, get_format(cv, v, map));
    case VAL_TYPE:
        return convert_type(cv, out, v, get_format(cv, v, map));
    case VAL_BINARY:
        return convert_binary(cv, out, v, get_format(cv, v, map));
    case VAL_ARRAY:
        return convert_array(cv, out, v.as.array->items, v.as.array->count,
                             get_format(cv, v, map), map, ind, depth);
    case VAL_HASH:
        return convert_hash(cv, out, v, get_format(cv, v, map), map, ind, depth);
    case VAL_ITERATOR: {
        /* string_PIteratorType: the values it produces, as an array */
        Value all = iterator_to_array(ctx, v.as.iterator, cv->where);
        if (value_is_abrupt(all))
            return false;
        return convert(cv, out, all, map, ind, depth);
    }
    case VAL_OBJECT: {
        const Fmt *f = get_format(cv, v, map);
        if (f->conv != 'p' && f->conv != 's' && f->conv != 'q')
            return format_error(cv, "Object", f->conv, "spq");
        strbuf_append_str(out, format_to_string(ctx, v));
        return true;
    }
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_CALLABLE:
        /* string_PAnyType: Kernel#format with the format as given */
        return kernel_format_orig(cv, out, get_format(cv, v, map), v);
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return true;
    }
    return true;
}

/* StringConverter#convert: the format map for `formats`, then the value through it. */
static bool convert_top(Conv *cv, StrBuf *out, Value v, Value formats) {
    Ctx *ctx = cv->ctx;
    const FormatMap *options = default_string_formats(cv);
    if (formats.kind == VAL_STRING) {
        /* a format for the value's own type; for containers the format of Array or Hash */
        const Fmt *f = fmt_parse(cv, formats.as.string->bytes, formats.as.string->len);
        if (!f)
            return false;
        FormatMap *user = map_new(ctx, 1);
        user->entries[0].type = v.kind == VAL_ARRAY ? builtin("Array")
                              : v.kind == VAL_HASH ? builtin("Hash")
                              : type_infer(ctx, v);
        user->entries[0].fmt = f;
        user->count = 1;
        options = merge_string_formats(cv, options, user);
    } else if (formats.kind == VAL_HASH) {
        const FormatMap *user = validate_input(cv, formats);
        if (!user)
            return false;
        options = merge_string_formats(cv, options, user);
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

const Str *format_inspect(Ctx *ctx, Value v) {
    Conv cv = { ctx, span_none(), NULL, NULL };
    StrBuf out;
    strbuf_init(&out, ctx);
    Unwind saved = ctx->unwind;
    if (!convert_top(&cv, &out, v, value_cstring(ctx, "%p"))) {
        /* %p applies to every value; what can still fail (data nested too deep, an iterator
         * whose source fails) falls back to the interpolation form */
        ctx->unwind = saved;
        return format_to_string(ctx, v);
    }
    return strbuf_finish(&out);
}
