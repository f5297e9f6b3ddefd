/* timespan.c: Timespan values: the reference's own format mini-language for parsing and
 * strftime, the default format list, construction from fields and seconds (timedata.h).
 *
 * Follows types-values-variables.md "Timespan.new" with the reference's behaviour where they
 * differ (its Puppet::Pops::Time::Timespan::Format):
 *   - a format is %[flag][width]directive with directives D H M S L N, flags - (no padding),
 *     _ (spaces) and 0 (zeros, the default), and %% for a literal %;
 *   - the directive of the highest magnitude takes the total (with %H and no %D, 26 hours
 *     print and parse as 26), the others their part of the next unit;
 *   - when parsing, %L and %N read fraction digits ('10:03.5' with '%M:%S.%L' is 3.5 s), and
 *     as the highest directive they are an error;
 *   - when formatting, %L and %N are left-justified, and without the 0 flag their trailing
 *     zeros are dropped, so '%-N' of 0.05 s prints "5" (the default string form uses '%-N').
 */
#include "values/timedata.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "support/ctx.h"
#include "support/strbuf.h"

typedef enum SegmentKind {
    SEG_LITERAL,
    SEG_NANOS,        /* ordinal 0 .. 5: the reference's SEGMENT_CLASS_BY_ORDINAL */
    SEG_MILLIS,
    SEG_SECONDS,
    SEG_MINUTES,
    SEG_HOURS,
    SEG_DAYS,
} SegmentKind;

typedef struct Segment {
    SegmentKind kind;
    char pad;               /* '0', ' ' or 0 (the '-' flag: no padding) */
    int width;              /* -1 when not given */
    int default_width;
    bool use_total;
    const char *literal;    /* SEG_LITERAL */
    size_t literal_len;
} Segment;

typedef struct SpanFormat {
    const char *text;
    size_t text_len;
    Segment *segments;
    size_t count;
} SpanFormat;

static const int64_t multiplier_of[] = {
    [SEG_LITERAL] = 0, [SEG_NANOS] = 1, [SEG_MILLIS] = NSECS_PER_MSEC, [SEG_SECONDS] = NSECS_PER_SEC,
    [SEG_MINUTES] = NSECS_PER_MIN, [SEG_HOURS] = NSECS_PER_HOUR, [SEG_DAYS] = NSECS_PER_DAY,
};

static const char *const default_formats[] = {
    "%D-%H:%M:%S.%-N", "%H:%M:%S.%-N", "%M:%S.%-N", "%S.%-N", "%D-%H:%M:%S", "%H:%M:%S", "%D-%H:%M", "%S",
};
#define DEFAULT_FORMAT_COUNT (sizeof default_formats / sizeof default_formats[0])

/* Adds the byte at c to the literal being built, or starts a new literal when the previous
 * segment is not one or does not end right before c (after "%%"). */
static void append_literal(Segment *segs, size_t *n, const char *c) {
    Segment *last = *n > 0 ? &segs[*n - 1] : NULL;
    if (last && last->kind == SEG_LITERAL && last->literal + last->literal_len == c) {
        last->literal_len++;
        return;
    }
    segs[*n].kind = SEG_LITERAL;
    segs[*n].literal = c;
    segs[*n].literal_len = 1;
    (*n)++;
}

/* Compiles a format; returns false with *error set to the reference's message. */
static bool compile_format(Ctx *ctx, const char *text, size_t len, SpanFormat *out, const char **error) {
    Segment *segs = ctx_calloc(ctx, len + 1, sizeof *segs);
    size_t n = 0;
    enum { LITERAL, PAD, WIDTH } state = LITERAL;
    int highest = -1;
    char pad = '0';
    int width = -1;
    size_t position = 0, fstart = 0;
    /* The reference walks code points; every byte of the mini-language is ASCII, and any other
     * byte only ever lands in a literal, so bytes give the same result except in positions
     * reported for text after a multi-byte character. */
    for (size_t i = 0; i < len; i++) {
        position = i;
        char c = text[i];
        if (state == LITERAL) {
            if (c == '%') {
                state = PAD;
                fstart = i;
                pad = '0';
                width = -1;
            } else {
                append_literal(segs, &n, text + i);
            }
            continue;
        }
        SegmentKind kind = SEG_LITERAL;
        int default_width = 2;
        switch (c) {
        case '%':
            append_literal(segs, &n, text + i);
            state = LITERAL;
            continue;
        case '-':
        case '_':
            if (state != PAD)
                goto bad;
            pad = c == '-' ? 0 : ' ';
            state = WIDTH;
            continue;
        case 'D': kind = SEG_DAYS; default_width = 1; break;
        case 'H': kind = SEG_HOURS; break;
        case 'M': kind = SEG_MINUTES; break;
        case 'S': kind = SEG_SECONDS; break;
        case 'L': kind = SEG_MILLIS; default_width = 3; break;
        case 'N': kind = SEG_NANOS; default_width = 9; break;
        default:
            if (c < '0' || c > '9')
                goto bad;
            if (state == PAD && c == '0')
                pad = '0';
            else
                width = width < 0 ? c - '0' : (width > 100000 ? width : width * 10 + (c - '0'));
            state = WIDTH;
            continue;
        }
        int ordinal = (int)kind - (int)SEG_NANOS;
        if (ordinal > highest)
            highest = ordinal;
        segs[n].kind = kind;
        segs[n].pad = pad;
        segs[n].width = width;
        segs[n].default_width = default_width;
        n++;
        state = LITERAL;
    }
    if (state != LITERAL)
        goto bad;
    if (highest >= 0) {
        SegmentKind hk = (SegmentKind)(highest + (int)SEG_NANOS);
        for (size_t i = 0; i < n; i++)
            if (segs[i].kind == hk) {
                segs[i].use_total = true;
                break;
            }
    }
    out->text = text;
    out->text_len = len;
    out->segments = segs;
    out->count = n;
    return true;
bad:
    *error = ctx_sprintf(ctx, "Bad format specifier '%.*s' in '%.*s', at position %zu", (int)(position - fstart),
                         text + fstart, (int)len, text, position);
    return false;
}

/* ---- formatting ----------------------------------------------------------------------- */

static void append_number(StrBuf *sb, const Segment *s, int64_t n) {
    int width = s->width >= 0 ? s->width : s->default_width;
    if (width > 4096)
        width = 4096;   /* a width this large only pads; bounded so a format cannot eat memory */
    bool fragment = s->kind == SEG_MILLIS || s->kind == SEG_NANOS;
    if (fragment) {
        if (!s->use_total && s->pad != '0')
            while (n != 0 && n % 10 == 0)
                n /= 10;
        if (s->pad == 0)
            strbuf_append_int(sb, n);
        else
            strbuf_printf(sb, "%-*lld", width, (long long)n);
        return;
    }
    if (s->pad == 0)
        strbuf_append_int(sb, n);
    else if (s->pad == ' ')
        strbuf_printf(sb, "%*lld", width, (long long)n);
    else
        strbuf_printf(sb, "%0*lld", width, (long long)n);
}

static int64_t pow10_i(int e) {
    int64_t p = 1;
    while (e-- > 0)
        p *= 10;
    return p;
}

static void format_span(StrBuf *sb, const SpanFormat *f, int64_t ns) {
    /* total_nanoseconds is the absolute value; INT64_MIN has none in int64, use unsigned */
    uint64_t total = ns < 0 ? (uint64_t)0 - (uint64_t)ns : (uint64_t)ns;
    if (ns < 0)
        strbuf_append_char(sb, '-');
    for (size_t i = 0; i < f->count; i++) {
        const Segment *s = &f->segments[i];
        int64_t v = 0;
        switch (s->kind) {
        case SEG_LITERAL:
            strbuf_append(sb, s->literal, s->literal_len);
            continue;
        case SEG_DAYS:
            v = (int64_t)(total / (uint64_t)NSECS_PER_DAY);
            break;
        case SEG_HOURS:
            v = (int64_t)(total / (uint64_t)NSECS_PER_HOUR);
            if (!s->use_total)
                v %= 24;
            break;
        case SEG_MINUTES:
            v = (int64_t)(total / (uint64_t)NSECS_PER_MIN);
            if (!s->use_total)
                v %= 60;
            break;
        case SEG_SECONDS:
            v = (int64_t)(total / (uint64_t)NSECS_PER_SEC);
            if (!s->use_total)
                v %= 60;
            break;
        case SEG_MILLIS:
            v = (int64_t)(total / (uint64_t)NSECS_PER_MSEC);
            if (!s->use_total)
                v %= 1000;
            break;
        case SEG_NANOS: {
            int width = s->width >= 0 ? s->width : s->default_width;
            if (width < 9) {
                /* digits beyond the width are truncated: %6N shows microseconds */
                uint64_t t = total / (uint64_t)pow10_i(9 - width);
                v = (int64_t)(s->use_total ? t : t % (uint64_t)pow10_i(width));
            } else {
                v = (int64_t)(s->use_total ? total : total % (uint64_t)NSECS_PER_SEC);
            }
            break;
        }
        }
        append_number(sb, s, v);
    }
}

Value timespan_format(Ctx *ctx, int64_t ns, const char *format, size_t format_len, SrcSpan where) {
    SpanFormat f;
    const char *error;
    if (!compile_format(ctx, format, format_len, &f, &error))
        return ctx_error(ctx, where, "%s", error);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    format_span(&sb, &f, ns);
    return strbuf_finish_value(&sb);
}

const Str *timespan_to_string(Ctx *ctx, int64_t ns) {
    SpanFormat f;
    const char *error;
    compile_format(ctx, default_formats[0], strlen(default_formats[0]), &f, &error);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    format_span(&sb, &f, ns);
    return strbuf_finish(&sb);
}

/* ---- parsing -------------------------------------------------------------------------- */

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* The regexp the reference builds for a value segment, as a (min, max, class) triple. */
typedef struct SegmentPattern {
    size_t min, max;           /* repetitions; max SIZE_MAX for + */
    bool blanks_allowed;       /* [0-9\s] instead of [0-9] */
    bool leading_blanks;       /* \s* before the digits (use_total with the _ flag) */
} SegmentPattern;

static SegmentPattern pattern_of(const Segment *s) {
    SegmentPattern p = { 1, 0, false, false };
    if (s->width < 0) {
        if (s->pad == 0 || s->pad == '0') {
            p.max = s->use_total ? SIZE_MAX : (size_t)s->default_width;
        } else if (s->use_total) {
            p.max = SIZE_MAX;
            p.leading_blanks = true;
        } else {
            p.max = (size_t)s->default_width;
            p.blanks_allowed = true;
        }
    } else {
        p.max = (size_t)s->width;
        if (s->pad == '0')
            p.min = (size_t)s->width;
        else if (s->pad == ' ') {
            p.min = (size_t)s->width;
            p.blanks_allowed = true;
        }
        if (p.max == 0)
            p.min = 0;
    }
    return p;
}

typedef struct Matcher {
    const SpanFormat *f;
    const char *s;
    size_t len;
    size_t *starts, *ends;      /* the capture of each segment */
    uint8_t *failed;            /* memo: (segment, position) known to fail */
} Matcher;

/* Matches segments [si..) at position pos, backtracking like the reference's regexp (greedy
 * repetitions, tried longest first). Failures are memoized, so the work is bounded by
 * segments x length x repetition, whatever the input. */
static bool match_from(Matcher *m, size_t si, size_t pos) {
    if (si == m->f->count)
        return pos == m->len;
    size_t memo = si * (m->len + 1) + pos;
    if (m->failed[memo])
        return false;
    const Segment *s = &m->f->segments[si];
    if (s->kind == SEG_LITERAL) {
        if (pos + s->literal_len <= m->len && memcmp(m->s + pos, s->literal, s->literal_len) == 0) {
            m->starts[si] = pos;
            m->ends[si] = pos + s->literal_len;
            if (match_from(m, si + 1, pos + s->literal_len))
                return true;
        }
        m->failed[memo] = 1;
        return false;
    }
    SegmentPattern p = pattern_of(s);
    size_t start = pos;
    size_t blank_end = pos;
    if (p.leading_blanks)
        while (blank_end < m->len && is_blank(m->s[blank_end]))
            blank_end++;
    /* \s* is greedy too: try every split of the blanks, most blanks first */
    for (size_t b = blank_end + 1; b-- > start;) {
        size_t run = b;
        while (run < m->len && run - b < p.max && (is_digit(m->s[run]) || (p.blanks_allowed && is_blank(m->s[run]))))
            run++;
        for (size_t end = run + 1; end-- > b;) {
            if (end - b < p.min)
                break;
            m->starts[si] = b;
            m->ends[si] = end;
            if (match_from(m, si + 1, end))
                return true;
        }
        if (!p.leading_blanks)
            break;
    }
    m->failed[memo] = 1;
    return false;
}

typedef enum ParseOutcome { PARSE_OK, PARSE_NO_MATCH, PARSE_ERROR } ParseOutcome;

/* Format#parse. PARSE_NO_MATCH: "Unable to parse"; PARSE_ERROR: *error holds another message. */
static ParseOutcome parse_with(Ctx *ctx, const SpanFormat *f, const char *text, size_t len, int64_t *out,
                               const char **error) {
    Matcher m = { f, text, len, NULL, NULL, NULL };
    m.starts = ctx_calloc(ctx, f->count + 1, sizeof *m.starts);
    m.ends = ctx_calloc(ctx, f->count + 1, sizeof *m.ends);
    if ((f->count + 1) > SIZE_MAX / (len + 1))
        return PARSE_NO_MATCH;
    m.failed = ctx_calloc(ctx, (f->count + 1) * (len + 1), 1);
    bool matched = false;
    /* \A-? : the optional minus is greedy */
    if (len > 0 && text[0] == '-') {
        m.s = text + 1;
        m.len = len - 1;
        matched = match_from(&m, 0, 0);
        if (!matched) {
            memset(m.failed, 0, (f->count + 1) * (len + 1));
            m.s = text;
            m.len = len;
        }
    }
    if (!matched)
        matched = match_from(&m, 0, 0);
    if (!matched)
        return PARSE_NO_MATCH;
    int64_t total = 0;
    for (size_t i = 0; i < f->count; i++) {
        const Segment *s = &f->segments[i];
        if (s->kind == SEG_LITERAL)
            continue;
        const char *g = m.s + m.starts[i];
        size_t glen = m.ends[i] - m.starts[i];
        while (glen > 0 && is_blank(*g)) {   /* group.lstrip! */
            g++;
            glen--;
        }
        bool digits = glen > 0;
        for (size_t k = 0; k < glen; k++)
            if (!is_digit(g[k]))
                digits = false;
        if (!digits)
            return PARSE_NO_MATCH;
        /* group.to_i: digits beyond int64 are out of the representable range */
        int64_t n = 0;
        bool overflow = false;
        for (size_t k = 0; k < glen; k++) {
            if (n > (INT64_MAX - (g[k] - '0')) / 10)
                overflow = true;
            else
                n = n * 10 + (g[k] - '0');
        }
        int64_t add = 0;   /* the product only when it fits: an overflow is undefined */
        if (s->kind == SEG_MILLIS || s->kind == SEG_NANOS) {
            if (s->use_total) {
                *error = "Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude";
                return PARSE_ERROR;
            }
            /* fraction digits: "5" is 5e8 ns, digits past the ninth count as nanoseconds */
            if (glen < 9) {
                int64_t scale = pow10_i(9 - (int)glen);
                if (n > INT64_MAX / scale)
                    overflow = true;
                else
                    add = n * scale;
            } else {
                add = n;
            }
        } else {
            int64_t mul = multiplier_of[s->kind];
            if (n > INT64_MAX / mul)
                overflow = true;
            else
                add = n * mul;
        }
        if (overflow || !time_add_checked(total, add, &total)) {
            *error = ctx_sprintf(ctx, "Timespan '%.*s' is out of range", (int)len, text);
            return PARSE_ERROR;
        }
    }
    *out = text[0] == '-' && len > 0 ? -total : total;
    return PARSE_OK;
}

bool timespan_parse_with(Ctx *ctx, const char *text, size_t len, const char *format, size_t format_len,
                         int64_t *out_ns, SrcSpan where, bool *bad_format) {
    SpanFormat f;
    const char *error = NULL;
    if (bad_format)
        *bad_format = false;
    if (!compile_format(ctx, format, format_len, &f, &error)) {
        if (bad_format)
            *bad_format = true;
        ctx_error(ctx, where, "%s", error);
        return false;
    }
    ParseOutcome o = parse_with(ctx, &f, text, len, out_ns, &error);
    if (o == PARSE_ERROR) {
        if (bad_format)
            *bad_format = true;
        ctx_error(ctx, where, "%s", error);
    }
    return o == PARSE_OK;
}

Value timespan_parse(Ctx *ctx, const Str *text, Value formats, SrcSpan where) {
    const char *error = NULL;
    int64_t ns;
    if (formats.kind == VAL_STRING) {
        SpanFormat f;
        if (!compile_format(ctx, formats.as.string->bytes, formats.as.string->len, &f, &error))
            return ctx_error(ctx, where, "%s", error);
        ParseOutcome o = parse_with(ctx, &f, text->bytes, text->len, &ns, &error);
        if (o == PARSE_OK)
            return value_timespan(ns);
        if (o == PARSE_ERROR)
            return ctx_error(ctx, where, "%s", error);
        return ctx_error(ctx, where, "Unable to parse '%s' using format '%s'", text->bytes,
                         formats.as.string->bytes);
    }
    /* an array of formats, or the default list, tried in order; like the reference, a format
     * is compiled only when reached, so a bad one after a match goes unnoticed */
    size_t count = formats.kind == VAL_ARRAY ? formats.as.array->count : DEFAULT_FORMAT_COUNT;
    SpanFormat *list = ctx_alloc(ctx, (count + 1) * sizeof *list);
    StrBuf names;
    strbuf_init(&names, ctx);
    for (size_t i = 0; i < count; i++) {
        const char *ft;
        size_t fl;
        if (formats.kind == VAL_ARRAY) {
            Value item = formats.as.array->items[i];
            if (item.kind != VAL_STRING)
                return ctx_error(ctx, where, "Format must be a String");
            ft = item.as.string->bytes;
            fl = item.as.string->len;
        } else {
            ft = default_formats[i];
            fl = strlen(ft);
        }
        if (i > 0)
            strbuf_append_cstr(&names, ", ");
        strbuf_append(&names, ft, fl);
        if (!compile_format(ctx, ft, fl, &list[i], &error))
            return ctx_error(ctx, where, "%s", error);
        if (parse_with(ctx, &list[i], text->bytes, text->len, &ns, &error) == PARSE_OK)
            return value_timespan(ns);
    }
    return ctx_error(ctx, where, "Unable to parse '%s' using any of the formats %s", text->bytes,
                     strbuf_finish(&names)->bytes);
}

/* ---- construction and arithmetic helpers ----------------------------------------------- */

/* INT64_MIN is kept out of every time value, so that negating one (-$span) never overflows. */
bool time_add_checked(int64_t a, int64_t b, int64_t *out) {
    return !__builtin_add_overflow(a, b, out) && *out != INT64_MIN;
}

bool time_sub_checked(int64_t a, int64_t b, int64_t *out) {
    return !__builtin_sub_overflow(a, b, out) && *out != INT64_MIN;
}

static bool mul_add(int64_t acc, int64_t factor, int64_t add, int64_t *out) {
    int64_t t;
    return !__builtin_mul_overflow(acc, factor, &t) && !__builtin_add_overflow(t, add, out);
}

Value timespan_from_fields(Ctx *ctx, bool negative, int64_t days, int64_t hours, int64_t minutes,
                           int64_t seconds, int64_t millis, int64_t micros, int64_t nanos, SrcSpan where) {
    int64_t ns = days;
    if (!mul_add(ns, 24, hours, &ns) || !mul_add(ns, 60, minutes, &ns) || !mul_add(ns, 60, seconds, &ns) ||
        !mul_add(ns, 1000, millis, &ns) || !mul_add(ns, 1000, micros, &ns) || !mul_add(ns, 1000, nanos, &ns) ||
        ns == INT64_MIN)
        return ctx_error(ctx, where, "The Timespan is out of range (more than about 292 years)");
    return value_timespan(negative ? -ns : ns);
}

bool time_seconds_to_ns(Ctx *ctx, Value seconds, int64_t *out_ns, SrcSpan where) {
    if (seconds.kind == VAL_INTEGER) {
        if (__builtin_mul_overflow(seconds.as.integer, NSECS_PER_SEC, out_ns) || *out_ns == INT64_MIN) {
            ctx_error(ctx, where, "The time value %lld seconds is out of range (more than about 292 years)",
                      (long long)seconds.as.integer);
            return false;
        }
        return true;
    }
    double f = seconds.as.floating * 1e9;
    /* (o * NSECS_PER_SEC).to_i: truncation toward zero of the product; a product that is no
     * longer finite is Ruby's FloatDomainError, whose message is the value itself */
    if (isnan(f) || isinf(f)) {
        ctx_error(ctx, where, "%s", isnan(f) ? "NaN" : f > 0 ? "Infinity" : "-Infinity");
        return false;
    }
    if (f >= 9223372036854775808.0 || f <= -9223372036854775808.0) {
        ctx_error(ctx, where, "The time value %g seconds is out of range (more than about 292 years)",
                  seconds.as.floating);
        return false;
    }
    *out_ns = (int64_t)f;
    return true;
}
