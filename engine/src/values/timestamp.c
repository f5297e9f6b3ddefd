/* timestamp.c: Timestamp values: parsing with formats (Ruby's Date._strptime, which the
 * reference uses), strftime in a zone, the default string form (timedata.h); the zone
 * designations themselves are time_zone.c.
 *
 * Follows types-values-variables.md "Timestamp.new" with the reference's behaviour
 * (Puppet::Pops::Time::Timestamp) where they differ:
 *   - default formats: '%FT%T.%N %Z', '%FT%T %Z', '%F %T.%N %Z', '%F %T %Z', '%F %Z', then
 *     the same without zone (only those when a time zone argument is given);
 *   - a format must consume the whole string; blanks in a format match any run of blanks,
 *     including none; names match case-insensitively;
 *   - zones are what Ruby's date library knows: numeric offsets (+09:00, -0530, +9, UTC+1),
 *     its table of abbreviations and Windows names (EST, CEST, "Eastern Standard Time"),
 *     and 'current' for the host's offset. Other names ("Europe/Stockholm") are looked up in
 *     the system's zone data when there is some (native builds; see time_zone_offset),
 *     otherwise they are the reference's "Illegal timezone" error (time_zone.c).
 */
#define _DEFAULT_SOURCE   /* localtime_r, clock_gettime and tm_gmtoff for 'current' and now() */
#include "values/time_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "support/ctx.h"
#include "support/strbuf.h"

/* ---- strptime ---------------------------------------------------------------------------- */

typedef struct Parsed {
    bool fail;
    bool has_year, has_mon, has_mday, has_hour, has_min, has_sec, has_frac, has_zone;
    bool has_cent, has_merid, has_seconds, has_cwyear;
    int64_t year, mon, mday, hour, min, sec, cent, merid, cwyear;
    int64_t frac_num, frac_den;      /* sec_fraction as a fraction */
    int64_t seconds_ns;              /* %s / %Q */
    const char *zone;
    size_t zone_len;
} Parsed;

static bool num_pattern_next(const char *f, size_t fi, size_t flen) {
    /* Ruby's NUM_PATTERN_P: the format continues with a digit or a numeric directive */
    if (fi >= flen)
        return false;
    if (is_digit(f[fi]))
        return true;
    if (f[fi] != '%')
        return false;
    fi++;
    if (fi < flen && (f[fi] == 'E' || f[fi] == 'O'))
        fi++;
    return fi < flen && (strchr("CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy", f[fi]) || is_digit(f[fi]));
}

/* Reads up to width digits; returns how many were read (0: none). Values saturate. */
static size_t read_digits(const char *s, size_t len, size_t width, int64_t *out, size_t *digits_used) {
    size_t l = 0;
    while (l < len && is_digit(s[l]))
        l++;
    if (l == 0)
        return 0;
    if (width < l)
        l = width;
    int64_t v = 0;
    size_t used = 0;
    for (size_t i = 0; i < l; i++) {
        if (v <= (INT64_MAX - 9) / 10) {
            v = v * 10 + (s[i] - '0');
            used++;
        }
    }
    *out = v;
    if (digits_used)
        *digits_used = used;
    return l;
}

static const char *const day_names[] = { "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                         "sun", "mon", "tue", "wed", "thu", "fri", "sat" };
static const char *const month_names[] = { "january", "february", "march", "april", "may", "june", "july",
                                           "august", "september", "october", "november", "december",
                                           "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
                                           "oct", "nov", "dec" };

/* Date._strptime's scanner: returns how much of str was consumed; sets p->fail on mismatch. */
static size_t strptime_scan(const char *str, size_t slen, const char *fmt, size_t flen, Parsed *p, int depth) {
    size_t si = 0, fi = 0;
    while (fi < flen) {
        char fc = fmt[fi];
        if (is_blank(fc)) {
            while (si < slen && is_blank(str[si]))
                si++;
            fi++;
            continue;
        }
        if (fc != '%') {
        ordinal:
            if (si >= slen || str[si] != fmt[fi]) {
                p->fail = true;
                return si;
            }
            si++;
            fi++;
            continue;
        }
        size_t dstart = fi;
    again:
        fi++;
        char c = fi < flen ? fmt[fi] : '\0';
        const char *rest = str + si;
        size_t rlen = slen - si;
        int64_t n = 0;
        size_t l;
        switch (c) {
        case 'E':
            if (fi + 1 < flen && strchr("cCxXyY", fmt[fi + 1]))
                goto again;
            fi--;
            goto ordinal;
        case 'O':
            if (fi + 1 < flen && strchr("deHImMSuUVwWy", fmt[fi + 1]))
                goto again;
            fi--;
            goto ordinal;
        case ':': {
            size_t k = 0;
            while (fi + k < flen && fmt[fi + k] == ':' && k < 3)
                k++;
            if (fi + k < flen && fmt[fi + k] == 'z') {
                fi += k - 1;
                goto again;
            }
            p->fail = true;
            return si;
        }
        case 'A': case 'a': {
            size_t i;
            for (i = 0; i < 14; i++) {
                size_t nl = strlen(day_names[i]);
                if (prefix_ci(rest, rlen, day_names[i])) {
                    si += nl;
                    break;
                }
            }
            if (i == 14) {
                p->fail = true;
                return si;
            }
            break;
        }
        case 'B': case 'b': case 'h': {
            size_t i;
            for (i = 0; i < 24; i++) {
                size_t nl = strlen(month_names[i]);
                if (prefix_ci(rest, rlen, month_names[i])) {
                    si += nl;
                    p->has_mon = true;
                    p->mon = (int64_t)(i % 12) + 1;
                    break;
                }
            }
            if (i == 24) {
                p->fail = true;
                return si;
            }
            break;
        }
        case 'C':
            l = read_digits(rest, rlen, num_pattern_next(fmt, fi + 1, flen) ? 2 : SIZE_MAX, &n, NULL);
            if (!l) { p->fail = true; return si; }
            si += l;
            p->has_cent = true;
            p->cent = n;
            break;
        case 'c': case 'D': case 'F': case 'R': case 'r': case 'T': case 'v': case 'X': case 'x': case '+': {
            const char *sub = c == 'c' ? "%a %b %e %H:%M:%S %Y" : (c == 'D' || c == 'x') ? "%m/%d/%y"
                            : c == 'F' ? "%Y-%m-%d" : c == 'R' ? "%H:%M" : c == 'r' ? "%I:%M:%S %p"
                            : (c == 'T' || c == 'X') ? "%H:%M:%S" : c == 'v' ? "%e-%b-%Y"
                            : "%a %b %e %H:%M:%S %Z %Y";
            if (depth > 4) { p->fail = true; return si; }
            si += strptime_scan(rest, rlen, sub, strlen(sub), p, depth + 1);
            if (p->fail)
                return si;
            break;
        }
        case 'd': case 'e': case 'H': case 'k': case 'I': case 'l': {
            if (rlen > 0 && rest[0] == ' ') {
                si++;
                l = read_digits(rest + 1, rlen - 1, 1, &n, NULL);
            } else {
                l = read_digits(rest, rlen, 2, &n, NULL);
            }
            bool ok = l > 0;
            if (c == 'd' || c == 'e') ok = ok && n >= 1 && n <= 31;
            else if (c == 'H' || c == 'k') ok = ok && n >= 0 && n <= 24;
            else ok = ok && n >= 1 && n <= 12;
            if (!ok) { p->fail = true; return si; }
            si += l;
            if (c == 'd' || c == 'e') { p->has_mday = true; p->mday = n; }
            else { p->has_hour = true; p->hour = n; }
            break;
        }
        case 'G':
            l = read_digits(rest, rlen, num_pattern_next(fmt, fi + 1, flen) ? 4 : SIZE_MAX, &n, NULL);
            if (!l) { p->fail = true; return si; }
            si += l;
            p->has_cwyear = true;
            p->cwyear = n;
            break;
        case 'g':
            l = read_digits(rest, rlen, 2, &n, NULL);
            if (!l || n > 99) { p->fail = true; return si; }
            si += l;
            p->has_cwyear = true;
            p->cwyear = n;
            if (!p->has_cent) { p->has_cent = true; p->cent = n >= 69 ? 19 : 20; }
            break;
        case 'j': case 'U': case 'W': case 'u': case 'V': case 'w': {
            size_t width = c == 'j' ? 3 : (c == 'u' || c == 'w') ? 1 : 2;
            int64_t lo = c == 'j' || c == 'u' || c == 'V' ? 1 : 0;
            int64_t hi = c == 'j' ? 366 : c == 'u' ? 7 : c == 'w' ? 6 : 53;
            l = read_digits(rest, rlen, width, &n, NULL);
            if (!l || n < lo || n > hi) { p->fail = true; return si; }
            si += l;   /* parsed, but the reference builds its time from year/mon/mday only */
            break;
        }
        case 'L': case 'N': {
            bool neg = false;
            size_t skip = 0;
            if (rlen > 0 && (rest[0] == '-' || rest[0] == '+')) {
                neg = rest[0] == '-';
                skip = 1;
            }
            size_t used = 0;
            l = read_digits(rest + skip, rlen - skip, num_pattern_next(fmt, fi + 1, flen) ? (c == 'L' ? 3 : 9) : SIZE_MAX,
                            &n, &used);
            if (!l) { p->fail = true; return si + skip; }
            si += skip + l;
            /* only the first 18 digits carry weight at nanosecond precision */
            int64_t den = 1;
            for (size_t i = 0; i < used && i < 18; i++)
                den *= 10;
            p->has_frac = true;
            p->frac_num = neg ? -n : n;
            p->frac_den = den;
            break;
        }
        case 'M': case 'm': case 'S': {
            l = read_digits(rest, rlen, 2, &n, NULL);
            int64_t lo = c == 'm' ? 1 : 0, hi = c == 'm' ? 12 : c == 'M' ? 59 : 60;
            if (!l || n < lo || n > hi) { p->fail = true; return si; }
            si += l;
            if (c == 'M') { p->has_min = true; p->min = n; }
            else if (c == 'm') { p->has_mon = true; p->mon = n; }
            else { p->has_sec = true; p->sec = n; }
            break;
        }
        case 'n': case 't':
            si += strptime_scan(rest, rlen, " ", 1, p, depth + 1);
            break;
        case 'P': case 'p': {
            static const char *const merid[] = { "am", "pm", "a.m.", "p.m." };
            size_t i;
            for (i = 0; i < 4; i++)
                if (prefix_ci(rest, rlen, merid[i])) {
                    si += strlen(merid[i]);
                    p->has_merid = true;
                    p->merid = i % 2 == 0 ? 0 : 12;
                    break;
                }
            if (i == 4) { p->fail = true; return si; }
            break;
        }
        case 'Q': case 's': {
            bool neg = rlen > 0 && rest[0] == '-';
            size_t skip = neg ? 1 : 0;
            l = read_digits(rest + skip, rlen - skip, SIZE_MAX, &n, NULL);
            if (!l) { p->fail = true; return si + skip; }
            si += skip + l;
            p->has_seconds = true;
            p->seconds_ns = c == 's' ? n : n / 1000;
            if (neg)
                p->seconds_ns = -p->seconds_ns;
            break;
        }
        case 'Y': {
            bool neg = false;
            size_t skip = 0;
            if (rlen > 0 && (rest[0] == '-' || rest[0] == '+')) {
                neg = rest[0] == '-';
                skip = 1;
            }
            l = read_digits(rest + skip, rlen - skip, num_pattern_next(fmt, fi + 1, flen) ? 4 : SIZE_MAX, &n, NULL);
            if (!l) { p->fail = true; return si + skip; }
            si += skip + l;
            p->has_year = true;
            p->year = neg ? -n : n;
            break;
        }
        case 'y':
            l = read_digits(rest, rlen, 2, &n, NULL);
            if (!l || n > 99) { p->fail = true; return si; }
            si += l;
            p->has_year = true;
            p->year = n;
            if (!p->has_cent) { p->has_cent = true; p->cent = n >= 69 ? 19 : 20; }
            break;
        case 'Z': case 'z': {
            size_t zl = time_zone_match(rest, rlen);
            if (!zl) { p->fail = true; return si; }
            p->has_zone = true;
            p->zone = rest;
            p->zone_len = zl;
            si += zl;
            break;
        }
        case '%':
            if (rlen == 0 || rest[0] != '%') { p->fail = true; return si; }
            si++;
            break;
        default:
            /* an unknown directive matches itself: '%' then the character */
            if (rlen == 0 || rest[0] != '%') { p->fail = true; return si; }
            si++;
            if (fi < flen) {
                if (si >= slen || str[si] != fmt[fi]) { p->fail = true; return si; }
                si++;
            }
            (void)dstart;
            break;
        }
        fi++;
    }
    return si;
}

/* Timestamp.parse with one format: false when the text does not match it exactly. */
static bool strptime_exact(const char *str, size_t slen, const char *fmt, size_t flen, Parsed *p) {
    memset(p, 0, sizeof *p);
    size_t used = strptime_scan(str, slen, fmt, flen, p, 0);
    if (p->fail || used < slen)   /* a leftover fails too */
        return false;
    if (p->has_cent) {
        /* digits saturate when read; a century that large only ever gives an out-of-range year */
        int64_t c = p->cent > 100000000 ? 100000000 : p->cent;
        if (p->has_cwyear)
            p->cwyear = (p->cwyear > 100000000 ? 100000000 : p->cwyear) + c * 100;
        if (p->has_year)
            p->year = (p->year > 100000000 ? 100000000 : p->year < -100000000 ? -100000000 : p->year) + c * 100;
    }
    if (p->has_merid && p->has_hour)
        p->hour = p->hour % 12 + p->merid;
    return true;
}

static const char *const default_formats[] = { "%FT%T.%N %Z", "%FT%T %Z", "%F %T.%N %Z", "%F %T %Z", "%F %Z",
                                               "%FT%T.%N", "%FT%T", "%F %T.%N", "%F %T", "%F" };
#define ZONED_FORMATS 5
#define DEFAULT_FORMAT_COUNT 10

/* ::Time.utc(year, mon, mday, hour, min, sec, usec) then minus the zone offset. */
static Value build_time(Ctx *ctx, const Parsed *p, const char *zone, SrcSpan where) {
    if (!p->has_year)   /* ::Time.utc(nil, ...) */
        return ctx_error(ctx, where, "no implicit conversion of nil into Integer");
    int64_t year = p->year, mon = p->has_mon ? p->mon : 1, mday = p->has_mday ? p->mday : 1;
    int64_t hour = p->has_hour ? p->hour : 0, min = p->has_min ? p->min : 0, sec = p->has_sec ? p->sec : 0;
    if (year < -290000 || year > 290000)
        return ctx_error(ctx, where, "The Timestamp is out of range (more than about 292 years from 1970)");
    int64_t days = time_days_from_civil(year, mon, mday);
    int64_t secs = ((days * 24 + hour) * 60 + min) * 60 + sec;
    int64_t frac = 0;
    if (p->has_frac && p->frac_den > 0) {
        /* exact nanoseconds, truncated toward negative infinity as Time#tv_nsec does */
        int64_t num = p->frac_num, den = p->frac_den;
        if (den <= NSECS_PER_SEC)
            frac = num * (NSECS_PER_SEC / den);
        else {
            int64_t div = den / NSECS_PER_SEC;
            frac = num / div - ((num % div != 0 && num < 0) ? 1 : 0);
        }
    }
    int64_t ns;
    if (__builtin_mul_overflow(secs, NSECS_PER_SEC, &ns) || __builtin_add_overflow(ns, frac, &ns) ||
        ns == INT64_MIN)
        return ctx_error(ctx, where, "The Timestamp is out of range (more than about 292 years from 1970)");
    if (zone) {
        int32_t off;
        size_t zl = strlen(zone);
        int64_t off_ns;
        size_t m = time_zone_match(zone, zl);
        if (m > 0 && time_zone_to_diff(zone, m, &off_ns)) {
            /* reference: parsed_time -= utc_offset(timezone), fractional offsets included */
        } else if (time_zone_offset(ctx, zone, ns, &off, where)) {
            off_ns = (int64_t)off * NSECS_PER_SEC;
        } else {
            return value_abrupt();
        }
        if (__builtin_sub_overflow(ns, off_ns, &ns) || ns == INT64_MIN)
            return ctx_error(ctx, where, "The Timestamp is out of range (more than about 292 years from 1970)");
    }
    return value_timestamp(ns);
}

Value timestamp_parse(Ctx *ctx, const Str *text, Value formats, Value timezone, SrcSpan where) {
    bool has_timezone = timezone.kind == VAL_STRING && timezone.as.string->len > 0;
    const char *tz = has_timezone ? timezone.as.string->bytes : NULL;
    Parsed p;
    if (formats.kind == VAL_STRING) {
        const Str *f = formats.as.string;
        if (!strptime_exact(text->bytes, text->len, f->bytes, f->len, &p))
            return ctx_error(ctx, where, "Unable to parse '%s' using format '%s'", text->bytes, f->bytes);
        if (has_timezone && p.has_zone)
            return ctx_error(ctx, where, "Using a Timezone designator in format specification is mutually exclusive to providing an explicit timezone argument");
    } else {
        size_t first = 0, count = DEFAULT_FORMAT_COUNT;
        if (formats.kind == VAL_ARRAY)
            count = formats.as.array->count;
        else if (has_timezone)
            first = ZONED_FORMATS;
        StrBuf names;
        strbuf_init(&names, ctx);
        bool found = false;
        for (size_t i = first; i < count; i++) {
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
            if (i > first)
                strbuf_append_cstr(&names, ", ");
            strbuf_append(&names, ft, fl);
            if (!found && strptime_exact(text->bytes, text->len, ft, fl, &p) && !(has_timezone && p.has_zone))
                found = true;
        }
        if (!found)
            return ctx_error(ctx, where, "Unable to parse '%s' using any of the formats %s", text->bytes,
                             strbuf_finish(&names)->bytes);
    }
    if (!has_timezone && p.has_zone)
        tz = ctx_strndup(ctx, p.zone, p.zone_len);
    /* %s and %Q are parsed but, as in the reference, only year..second build the time */
    return build_time(ctx, &p, tz, where);
}

/* ---- formatting -------------------------------------------------------------------------- */

Value timestamp_format(Ctx *ctx, int64_t ns, const char *format, size_t format_len, const char *timezone,
                       SrcSpan where) {
    CivilTime t;
    if (timezone && timezone[0]) {
        int32_t off;
        if (!time_zone_offset(ctx, timezone, ns, &off, where))
            return value_abrupt();
        /* the reference converts the offset to "+HH:MM" first: seconds are dropped */
        int32_t minutes = off >= 0 ? off / 60 : -((-off) / 60);
        t = time_civil_from_ns(ns, minutes * 60, false);
    } else {
        t = time_civil_from_ns(ns, 0, true);
    }
    int64_t secs = ns / NSECS_PER_SEC - ((ns % NSECS_PER_SEC) < 0 ? 1 : 0);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (!time_strftime(&sb, format, format_len, &t, secs))
        return ctx_error(ctx, where, "invalid format: %.*s", (int)format_len, format);
    return strbuf_finish_value(&sb);
}

const Str *timestamp_to_string(Ctx *ctx, int64_t ns) {
    CivilTime t = time_civil_from_ns(ns, 0, true);
    int64_t secs = ns / NSECS_PER_SEC - ((ns % NSECS_PER_SEC) < 0 ? 1 : 0);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    time_strftime(&sb, default_formats[0], strlen(default_formats[0]), &t, secs);
    return strbuf_finish(&sb);
}

Value timestamp_now(Ctx *ctx) {
    (void)ctx;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return value_timestamp((int64_t)ts.tv_sec * NSECS_PER_SEC + ts.tv_nsec);
}
