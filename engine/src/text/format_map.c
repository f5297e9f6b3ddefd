/* format_map.c: the formats of String(value, format): parsing one format
 * (`%<flags><width>.<prec><letter>`, the reference's Format.new), container formats given as
 * hashes, and format maps (type => format): the defaults, merging a user's map over them and
 * sorting it most specific first, and finding a value's format.
 *
 * Follows types-values-variables.md "Signatures of String conversion" as the reference's
 * string_converter.rb implements it (see format_spec.c for the model). What this file does not
 * do: turn a value into text with the format (format_scalar.c, format_spec.c).
 */
#include "text/format_internal.h"

#include <stdint.h>
#include <string.h>

#include "support/ctx.h"
#include "text/sprintf.h"
#include "types/type.h"

/* --- parsing a format --------------------------------------------------------------------- */

static bool is_flag_char(char c) {
    return format_is_ruby_blank(c) || c == '[' || c == '+' || c == '#' || c == '0' || c == '{' ||
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
Fmt *fmt_parse(Conv *cv, const char *text, size_t len) {
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

Fmt *fmt_parse_cstr(Conv *cv, const char *text) {
    return fmt_parse(cv, text, strlen(text));
}

/* The enclosing pair of a container: the delimiter flag, none for the space flag, else the
 * default. */
void fmt_delimiters(const Fmt *f, const char *deflt, const char **open, const char **close) {
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

FormatMap *format_map_new(Ctx *ctx, size_t capacity) {
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

/* The cache and the maps in it lie in region 0, as they are kept for the run whichever call
 * builds them (docs/memory.md); they are made of constants only. */
static struct FormatCache *format_cache(Ctx *ctx) {
    if (!ctx->format_cache)
        ctx->format_cache = ctx_calloc(ctx, 1, sizeof *ctx->format_cache);
    return ctx->format_cache;
}

/* DEFAULT_CONTAINER_FORMATS: { Any => '%p' }. */
const FormatMap *format_map_container_defaults(Conv *cv) {
    if (!cv->container_defaults) {
        size_t saved = ctx_root_begin(cv->ctx);
        struct FormatCache *cache = format_cache(cv->ctx);
        if (!cache->container_defaults) {
            FormatMap *m = format_map_new(cv->ctx, 1);
            m->entries[0].type = builtin("Any");
            m->entries[0].fmt = fmt_parse_cstr(cv, "%p");
            m->count = 1;
            cache->container_defaults = m;
        }
        ctx_root_end(cv->ctx, saved);
        cv->container_defaults = cache->container_defaults;
    }
    return cv->container_defaults;
}

/* DEFAULT_STRING_FORMATS, in the reference's order (used unsorted when no format is given);
 * once per run, with the types' names that sorting merged maps compares. Nothing changes a
 * map once built (merging and sorting make new maps). */
static const FormatMap *string_defaults_root(Conv *cv);

const FormatMap *format_map_string_defaults(Conv *cv) {
    if (cv->ctx->format_cache && cv->ctx->format_cache->string_defaults)
        return cv->ctx->format_cache->string_defaults;
    size_t saved = ctx_root_begin(cv->ctx);
    const FormatMap *m = string_defaults_root(cv);
    ctx_root_end(cv->ctx, saved);
    return m;
}

static const FormatMap *string_defaults_root(Conv *cv) {
    Ctx *ctx = cv->ctx;
    struct FormatCache *cache = format_cache(ctx);
    FormatMap *m = format_map_new(ctx, 7);
    Fmt *array = fmt_parse_cstr(cv, "%a");
    array->separator = str_from_cstr(ctx, ", ");
    array->separator2 = str_from_cstr(ctx, ", ");
    array->string_formats = format_map_container_defaults(cv);
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

/* Format.merge: higher's format with lower's separators and element formats underneath. */
static const Fmt *fmt_merge(Conv *cv, const Fmt *lower, const Fmt *higher) {
    if (!lower || !higher)
        return lower ? lower : higher;
    Fmt *f = ctx_alloc(cv->ctx, sizeof *f);
    *f = *higher;
    f->separator = higher->separator ? higher->separator : lower->separator;
    f->separator2 = higher->separator2 ? higher->separator2 : lower->separator2;
    f->string_formats = format_map_merge(cv, lower->string_formats, higher->string_formats);
    return f;
}

/* Format.format_map_merge: lower's entries that a more general type of higher covers are
 * dropped ("lower must never override higher"), the rest merged per type, then sorted. */
const FormatMap *format_map_merge(Conv *cv, const FormatMap *lower, const FormatMap *higher) {
    if (!lower || !higher)
        return lower ? lower : higher;
    Ctx *ctx = cv->ctx;
    FormatMap *m = format_map_new(ctx, lower->count + higher->count);
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
        f->string_formats = format_map_validate(cv, string_formats);
        if (!f->string_formats)
            return NULL;
    }
    return f;
}

/* format_map_validate: a Hash of Type => format string or container format. NULL after an error. */
const FormatMap *format_map_validate(Conv *cv, Value formats) {
    Ctx *ctx = cv->ctx;
    if (formats.kind != VAL_HASH) {
        ctx_error(ctx, cv->where, "expected a hash with type to format mappings, got instance of '%s'",
                  value_kind_name(formats.kind));
        return NULL;
    }
    const Hash *h = formats.as.hash;
    FormatMap *m = format_map_new(ctx, h->count);
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

/* The reference's get_format asks whether an entry's type is assignable from the value's
 * inferred type. That is being an instance for every value but a type under the plain Object:
 * Integer =~ Object, yet Type[Integer] <= Object is false, so a type keeps its own format. */
static bool format_applies(Ctx *ctx, const Type *t, Value v) {
    if (v.kind == VAL_TYPE && type_kind(t) == TYPE_OBJECT)
        return false;
    return type_is_instance(ctx, t, v);
}

/* format_map_lookup: the format of the first entry whose type v belongs to; %s when none. */
const Fmt *format_map_lookup(Conv *cv, Value v, const FormatMap *map) {
    for (size_t i = 0; i < map->count; i++)
        if (format_applies(cv->ctx, map->entries[i].type, v))
            return map->entries[i].fmt;
    if (!cv->plain)
        cv->plain = fmt_parse_cstr(cv, "%s");
    return cv->plain;
}
