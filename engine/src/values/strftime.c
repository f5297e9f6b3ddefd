/* strftime.c: the calendar arithmetic and strftime of Timestamps, as Ruby's Time#strftime
 * formats them (the reference formats a Timestamp by converting it to a Ruby Time).
 *
 * Follows the directive and flag tables of types-values-variables.md "Timestamp.new", with
 * Ruby's rules for what the tables leave open:
 *   - flags: '-' no padding, '_' blanks, '0' zeros, '^' upper case, '#' change case (names
 *     to upper case, %p to lower case, %Z to lower case), ':' and '::' for %z; a width pads
 *     numbers to that many digits and text to that many characters;
 *   - %N and %L print that many fraction digits (truncated, or zero-filled past 9);
 *   - composite directives (%c %D %F %r %R %T %v %x %X) are formatted and then padded and
 *     case-converted as a whole;
 *   - an unknown directive is copied as written ("%Q" prints "%Q").
 * Calendar: proleptic Gregorian, years of any sign, ISO 8601 weeks.
 */
#include "values/timedata.h"

#include <stdio.h>
#include <string.h>

#include "support/strbuf.h"

static int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t floor_mod(int64_t a, int64_t b) {
    return a - floor_div(a, b) * b;
}

int64_t time_days_from_civil(int64_t year, int64_t mon, int64_t mday) {
    /* months out of range carry into the year; days carry by plain addition */
    year += floor_div(mon - 1, 12);
    mon = floor_mod(mon - 1, 12) + 1;
    int64_t y = mon <= 2 ? year - 1 : year;
    int64_t era = floor_div(y, 400);
    int64_t yoe = y - era * 400;
    int64_t mp = (mon + 9) % 12;
    int64_t doy = (153 * mp + 2) / 5;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468 + (mday - 1);
}

static bool is_leap(int64_t y) {
    return (floor_mod(y, 4) == 0 && floor_mod(y, 100) != 0) || floor_mod(y, 400) == 0;
}

CivilTime time_civil_from_ns(int64_t ns, int32_t offset_s, bool utc) {
    CivilTime t;
    memset(&t, 0, sizeof t);
    int64_t secs = floor_div(ns, NSECS_PER_SEC);
    t.nsec = ns - secs * NSECS_PER_SEC;
    secs += offset_s;
    int64_t days = floor_div(secs, 86400);
    int64_t rem = secs - days * 86400;
    t.hour = (int)(rem / 3600);
    t.min = (int)(rem % 3600 / 60);
    t.sec = (int)(rem % 60);
    t.wday = (int)floor_mod(days + 4, 7);   /* 1970-01-01 was a Thursday */
    int64_t z = days + 719468;
    int64_t era = floor_div(z, 146097);
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    t.mday = (int)(doy - (153 * mp + 2) / 5 + 1);
    t.mon = (int)(mp < 10 ? mp + 3 : mp - 9);
    t.year = yoe + era * 400 + (t.mon <= 2);
    t.yday = (int)(days - time_days_from_civil(t.year, 1, 1) + 1);
    t.utc_offset = offset_s;
    t.utc = utc;
    return t;
}

/* ---- weeks ----------------------------------------------------------------------------- */

static int week_number(const CivilTime *t, int first_weekday) {
    int wday = t->wday;
    if (first_weekday == 1)
        wday = wday == 0 ? 6 : wday - 1;
    int n = (t->yday - 1 + 7 - wday) / 7;
    return n < 0 ? 0 : n;
}

/* ISO 8601 week number; *year_shift is -1, 0 or 1 for the week-based year. */
static int iso_week(const CivilTime *t, int *year_shift) {
    /* the Thursday of this week decides the week's year */
    int wday_mon = t->wday == 0 ? 7 : t->wday;          /* 1 = Monday .. 7 = Sunday */
    int64_t yday0 = t->yday - 1;
    int64_t thursday = yday0 - wday_mon + 4;            /* may leave the year */
    int64_t year_len = is_leap(t->year) ? 366 : 365;
    *year_shift = 0;
    if (thursday < 0) {
        *year_shift = -1;
        thursday += is_leap(t->year - 1) ? 366 : 365;
    } else if (thursday >= year_len) {
        *year_shift = 1;
        thursday -= year_len;
    }
    return (int)(thursday / 7 + 1);
}

/* ---- formatting ------------------------------------------------------------------------ */

enum { F_LEFT = 1, F_CHCASE = 2, F_LOWER = 4, F_UPPER = 8 };

typedef struct Spec {
    int flags;
    char padding;      /* 0: the directive's default, '0' or ' ' */
    int precision;     /* the width; -1 when not given */
    int colons;
} Spec;

static const char *const day_names[] = { "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday",
                                         "Friday", "Saturday" };
static const char *const month_names[] = { "January", "February", "March", "April", "May", "June", "July",
                                           "August", "September", "October", "November", "December" };

/* Widths past this only pad; bounded so that a format cannot ask for gigabytes. */
#define MAX_STRFTIME_WIDTH 4096

static void case_convert(char *s, size_t n, int flags) {
    if ((flags & (F_UPPER | F_LOWER)) == F_UPPER) {
        for (size_t i = 0; i < n; i++)
            if (s[i] >= 'a' && s[i] <= 'z')
                s[i] = (char)(s[i] - 32);
    } else if ((flags & (F_UPPER | F_LOWER)) == F_LOWER) {
        for (size_t i = 0; i < n; i++)
            if (s[i] >= 'A' && s[i] <= 'Z')
                s[i] = (char)(s[i] + 32);
    }
}

/* Text: padded on the left to the width with the padding (blanks by default), then cased. */
static void put_text(StrBuf *out, const Spec *sp, const char *text, size_t n) {
    if (!(sp->flags & F_LEFT) && sp->precision > (int)n)
        strbuf_append_repeat(out, sp->padding ? sp->padding : ' ', (size_t)sp->precision - n);
    if (n == 0)
        return;   /* nothing to case, and an empty buffer may have no bytes yet */
    size_t at = out->len;
    strbuf_append(out, text, n);
    case_convert(out->bytes + at, n, sp->flags);
}

/* A number: the width (or the directive's default precision) with zeros or blanks. */
static void put_number(StrBuf *out, const Spec *sp, char default_pad, int default_precision, int64_t v) {
    int precision = (sp->flags & F_LEFT) ? 1 : sp->precision <= 0 ? default_precision : sp->precision;
    bool zeros = sp->padding == '0' || (!sp->padding && default_pad == '0');
    if (zeros)
        strbuf_printf(out, "%0*lld", precision, (long long)v);
    else
        strbuf_printf(out, "%*lld", precision, (long long)v);
}

static bool format_into(StrBuf *out, const char *format, size_t len, const CivilTime *t, int64_t epoch_seconds);

/* A composite directive: formatted, cased and padded as a whole. */
static void put_composite(StrBuf *out, const Spec *sp, const char *sub, const CivilTime *t, int64_t epoch_seconds) {
    StrBuf part;
    strbuf_init(&part, out->ctx);
    (void)format_into(&part, sub, strlen(sub), t, epoch_seconds);   /* built-in sub-formats are complete */
    size_t n = part.len;
    if (n > 0)
        case_convert(part.bytes, n, sp->flags);
    if (sp->precision > (int)n)
        strbuf_append_repeat(out, sp->padding ? sp->padding : ' ', (size_t)sp->precision - n);
    if (n > 0)
        strbuf_append(out, part.bytes, n);
}

static void put_offset(StrBuf *out, const Spec *spec, const CivilTime *t) {
    long off = t->utc ? 0 : t->utc_offset;
    /* Ruby: "-0000" for a UTC time with the '-' flag (RFC 3339's "offset unknown") */
    int sign = off < 0 || (t->utc && (spec->flags & F_LEFT)) ? -1 : 1;
    if (off < 0)
        off = -off;
    int precision = spec->precision;
    switch (spec->colons) {
    case 0: precision = precision <= 5 ? 2 : precision - 3; break;
    case 1: precision = precision <= 6 ? 2 : precision - 4; break;
    case 2: precision = precision <= 9 ? 2 : precision - 7; break;
    default:
        if (off % 3600 == 0)
            precision = precision <= 3 ? 2 : precision - 1;
        else if (off % 60 == 0)
            precision = precision <= 6 ? 2 : precision - 4;
        else
            precision = precision <= 9 ? 2 : precision - 7;
        break;
    }
    if (precision > MAX_STRFTIME_WIDTH)
        precision = MAX_STRFTIME_WIDTH;
    char buf[MAX_STRFTIME_WIDTH + 32];
    /* the hours take `precision` digits plus the sign (Ruby's own printf counts the sign) */
    int n = snprintf(buf, sizeof buf, spec->padding == ' ' ? "%+*ld" : "%+0*ld", precision + 1, sign * (off / 3600));
    if (n < 0)
        return;
    if (sign < 0 && off < 3600)   /* -0 has no sign of its own */
        buf[spec->padding == ' ' ? n - 2 : 0] = '-';
    strbuf_append(out, buf, (size_t)n);
    off %= 3600;
    if (spec->colons == 3 && off == 0)
        return;
    if (spec->colons >= 1)
        strbuf_append_char(out, ':');
    strbuf_printf(out, "%02ld", off / 60);
    off %= 60;
    if (spec->colons == 3 && off == 0)
        return;
    if (spec->colons >= 2)
        strbuf_printf(out, ":%02ld", off);
}

static void put_fraction(StrBuf *out, const Spec *sp, int digits, const CivilTime *t) {
    int precision = sp->precision <= 0 ? digits : sp->precision;
    if (precision > MAX_STRFTIME_WIDTH)
        precision = MAX_STRFTIME_WIDTH;
    if (precision > 9) {
        strbuf_printf(out, "%09lld", (long long)t->nsec);
        strbuf_append_repeat(out, '0', (size_t)precision - 9);
    } else {
        int64_t v = t->nsec;
        for (int i = 0; i < 9 - precision; i++)
            v /= 10;
        strbuf_printf(out, "%0*lld", precision, (long long)v);
    }
}

/* Returns false when the format ends inside a directive ("abc%"), which Ruby refuses. */
static bool format_into(StrBuf *out, const char *format, size_t len, const CivilTime *t, int64_t epoch_seconds) {
    size_t i = 0;
    while (i < len) {
        const char *pct = memchr(format + i, '%', len - i);
        size_t lit_end = pct ? (size_t)(pct - format) : len;
        strbuf_append(out, format + i, lit_end - i);
        if (!pct)
            return true;
        size_t start = lit_end;   /* the '%' */
        i = start;
        Spec sp = { 0, 0, -1, 0 };
        for (;;) {
            if (++i >= len)
                return false;
            char c = format[i];
            switch (c) {
            /* a flag after a width makes the directive unknown */
            case '-': if (sp.precision > 0) goto unknown; sp.flags |= F_LEFT; sp.padding = 0; sp.precision = 0; continue;
            case '^': if (sp.precision > 0) goto unknown; sp.flags |= F_UPPER; continue;
            case '#': if (sp.precision > 0) goto unknown; sp.flags |= F_CHCASE; continue;
            case '_': if (sp.precision > 0) goto unknown; sp.padding = ' '; continue;
            case ':': {
                int colons = 1;
                while (i + (size_t)colons < len && format[i + (size_t)colons] == ':' && colons < 3)
                    colons++;
                if (i + (size_t)colons < len && format[i + (size_t)colons] == 'z') {
                    sp.colons = colons;
                    i += (size_t)colons - 1;
                    continue;
                }
                goto unknown;
            }
            case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
                if (c == '0')
                    sp.padding = '0';
                long w = 0;
                while (i < len && format[i] >= '0' && format[i] <= '9') {
                    w = w * 10 + (format[i] - '0');
                    if (w > 1000000000)
                        w = 1000000000;
                    i++;
                }
                i--;
                sp.precision = (int)(w > MAX_STRFTIME_WIDTH ? MAX_STRFTIME_WIDTH : w);
                continue;
            }
            case 'E':
                if (i + 1 < len && strchr("cCxXyY", format[i + 1]))
                    continue;
                goto unknown;
            case 'O':
                if (i + 1 < len && strchr("deHkIlmMSuUVwWy", format[i + 1]))
                    continue;
                goto unknown;
            default:
                break;
            }
            break;
        }
        char c = format[i];
        int shift;
        switch (c) {
        case '%': put_text(out, &sp, "%", 1); break;
        case 'a': case 'A': case 'b': case 'h': case 'B': {
            if (sp.flags & F_CHCASE) {
                sp.flags &= ~(F_LOWER | F_CHCASE);
                sp.flags |= F_UPPER;
            }
            const char *name = (c == 'a' || c == 'A') ? day_names[t->wday] : month_names[t->mon - 1];
            put_text(out, &sp, name, (c == 'a' || c == 'b' || c == 'h') ? 3 : strlen(name));
            break;
        }
        case 'p': case 'P':
            if ((c == 'p' && (sp.flags & F_CHCASE)) || (c == 'P' && !(sp.flags & (F_CHCASE | F_UPPER)))) {
                sp.flags &= ~(F_UPPER | F_CHCASE);
                sp.flags |= F_LOWER;
            }
            put_text(out, &sp, t->hour < 12 ? "AM" : "PM", 2);
            break;
        case 'Z':
            if (sp.flags & F_CHCASE) {
                sp.flags &= ~(F_UPPER | F_CHCASE);
                sp.flags |= F_LOWER;
            }
            /* a fixed-offset time has no zone name */
            put_text(out, &sp, t->utc ? "UTC" : "", t->utc ? 3 : 0);
            break;
        case 'z': put_offset(out, &sp, t); break;
        case 'c': put_composite(out, &sp, "%a %b %e %H:%M:%S %Y", t, epoch_seconds); break;
        case 'D': case 'x': put_composite(out, &sp, "%m/%d/%y", t, epoch_seconds); break;
        case 'F': put_composite(out, &sp, "%Y-%m-%d", t, epoch_seconds); break;
        case 'r': put_composite(out, &sp, "%I:%M:%S %p", t, epoch_seconds); break;
        case 'R': put_composite(out, &sp, "%H:%M", t, epoch_seconds); break;
        case 'T': case 'X': put_composite(out, &sp, "%H:%M:%S", t, epoch_seconds); break;
        case 'v': put_composite(out, &sp, "%e-%^b-%4Y", t, epoch_seconds); break;
        case 'd': put_number(out, &sp, '0', 2, t->mday); break;
        case 'e': put_number(out, &sp, ' ', 2, t->mday); break;
        case 'H': put_number(out, &sp, '0', 2, t->hour); break;
        case 'k': put_number(out, &sp, ' ', 2, t->hour); break;
        case 'I': put_number(out, &sp, '0', 2, t->hour % 12 == 0 ? 12 : t->hour % 12); break;
        case 'l': put_number(out, &sp, ' ', 2, t->hour % 12 == 0 ? 12 : t->hour % 12); break;
        case 'j': put_number(out, &sp, '0', 3, t->yday); break;
        case 'm': put_number(out, &sp, '0', 2, t->mon); break;
        case 'M': put_number(out, &sp, '0', 2, t->min); break;
        case 'S': put_number(out, &sp, '0', 2, t->sec); break;
        case 's': put_number(out, &sp, '0', 1, epoch_seconds); break;
        case 'U': put_number(out, &sp, '0', 2, week_number(t, 0)); break;
        case 'W': put_number(out, &sp, '0', 2, week_number(t, 1)); break;
        case 'w': put_number(out, &sp, '0', 1, t->wday); break;
        case 'u': put_number(out, &sp, '0', 1, t->wday == 0 ? 7 : t->wday); break;
        case 'y': put_number(out, &sp, '0', 2, floor_mod(t->year, 100)); break;
        case 'Y': put_number(out, &sp, '0', t->year >= 0 ? 4 : 5, t->year); break;
        case 'C': put_number(out, &sp, '0', 2, floor_div(t->year, 100)); break;
        case 'V': put_number(out, &sp, '0', 2, iso_week(t, &shift)); break;
        case 'G': iso_week(t, &shift); put_number(out, &sp, '0', t->year + shift >= 0 ? 4 : 5, t->year + shift); break;
        case 'g': iso_week(t, &shift); put_number(out, &sp, '0', 2, floor_mod(t->year + shift, 100)); break;
        case 'L': put_fraction(out, &sp, 3, t); break;
        case 'N': put_fraction(out, &sp, 9, t); break;
        case 'n': put_text(out, &sp, "\n", 1); break;
        case 't': put_text(out, &sp, "\t", 1); break;
        default:
            goto unknown;
        }
        i++;
        continue;
    unknown:
        /* copied as written, from the '%' to this character */
        if (i >= len)
            return false;
        strbuf_append(out, format + start, i - start + 1);
        i++;
    }
    return true;
}

bool time_strftime(StrBuf *out, const char *format, size_t format_len, const CivilTime *t, int64_t epoch_seconds) {
    return format_into(out, format, format_len, t, epoch_seconds);
}
