/* timestamp.c: Timestamp values: parsing with formats (Ruby's Date._strptime, which the
 * reference uses), time zones, strftime in a zone, the default string form (timedata.h).
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
 *     otherwise they are the reference's "Illegal timezone" error.
 */
#define _DEFAULT_SOURCE   /* localtime_r, clock_gettime and tm_gmtoff for 'current' and now() */
#include "timedata.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ctx.h"
#include "strbuf.h"

/* ---- zones ----------------------------------------------------------------------------- */

typedef struct ZoneName {
    const char *name;
    int32_t offset;
} ZoneName;

/* Ruby's date library zone table (ext/date/zonetab.list): abbreviations, military letters and
 * Windows zone names, lower case, with their offsets in seconds east of UTC. */
static const ZoneName zone_table[] = {
    { "ut", 0 }, { "gmt", 0 }, { "est", -5 * 3600 }, { "edt", -4 * 3600 }, { "cst", -6 * 3600 },
    { "cdt", -5 * 3600 }, { "mst", -7 * 3600 }, { "mdt", -6 * 3600 }, { "pst", -8 * 3600 },
    { "pdt", -7 * 3600 }, { "a", 1 * 3600 }, { "b", 2 * 3600 }, { "c", 3 * 3600 }, { "d", 4 * 3600 },
    { "e", 5 * 3600 }, { "f", 6 * 3600 }, { "g", 7 * 3600 }, { "h", 8 * 3600 }, { "i", 9 * 3600 },
    { "k", 10 * 3600 }, { "l", 11 * 3600 }, { "m", 12 * 3600 }, { "n", -1 * 3600 }, { "o", -2 * 3600 },
    { "p", -3 * 3600 }, { "q", -4 * 3600 }, { "r", -5 * 3600 }, { "s", -6 * 3600 }, { "t", -7 * 3600 },
    { "u", -8 * 3600 }, { "v", -9 * 3600 }, { "w", -10 * 3600 }, { "x", -11 * 3600 }, { "y", -12 * 3600 },
    { "z", 0 }, { "utc", 0 }, { "wet", 0 }, { "at", -2 * 3600 }, { "brst", -2 * 3600 },
    { "ndt", -(1 * 3600 + 1800) }, { "art", -3 * 3600 }, { "adt", -3 * 3600 }, { "brt", -3 * 3600 },
    { "clst", -3 * 3600 }, { "nst", -(2 * 3600 + 1800) }, { "ast", -4 * 3600 }, { "clt", -4 * 3600 },
    { "akdt", -8 * 3600 }, { "ydt", -8 * 3600 }, { "akst", -9 * 3600 }, { "hadt", -9 * 3600 },
    { "hdt", -9 * 3600 }, { "yst", -9 * 3600 }, { "ahst", -10 * 3600 }, { "cat", 2 * 3600 },
    { "hast", -10 * 3600 }, { "hst", -10 * 3600 }, { "nt", -11 * 3600 }, { "idlw", -12 * 3600 },
    { "bst", 1 * 3600 }, { "cet", 1 * 3600 }, { "fwt", 1 * 3600 }, { "met", 1 * 3600 }, { "mewt", 1 * 3600 },
    { "mez", 1 * 3600 }, { "swt", 1 * 3600 }, { "wat", 1 * 3600 }, { "west", 1 * 3600 }, { "cest", 2 * 3600 },
    { "eet", 2 * 3600 }, { "fst", 2 * 3600 }, { "mest", 2 * 3600 }, { "mesz", 2 * 3600 }, { "sast", 2 * 3600 },
    { "sst", -11 * 3600 }, { "bt", 3 * 3600 }, { "eat", 3 * 3600 }, { "eest", 3 * 3600 }, { "msk", 3 * 3600 },
    { "msd", 4 * 3600 }, { "zp4", 4 * 3600 }, { "zp5", 5 * 3600 }, { "ist", 5 * 3600 + 1800 },
    { "zp6", 6 * 3600 }, { "wast", 2 * 3600 }, { "cct", 6 * 3600 + 1800 }, { "sgt", 8 * 3600 },
    { "wadt", 8 * 3600 }, { "jst", 9 * 3600 }, { "kst", 9 * 3600 }, { "east", -6 * 3600 },
    { "gst", 10 * 3600 }, { "eadt", 11 * 3600 }, { "idle", 12 * 3600 }, { "nzst", 12 * 3600 },
    { "nzt", 12 * 3600 }, { "nzdt", 13 * 3600 },
    { "afghanistan", 16200 }, { "alaskan", -32400 }, { "arab", 10800 }, { "arabian", 14400 },
    { "arabic", 10800 }, { "atlantic", -14400 }, { "aus central", 34200 }, { "aus eastern", 36000 },
    { "azores", -3600 }, { "canada central", -21600 }, { "cape verde", -3600 }, { "caucasus", 14400 },
    { "cen. australia", 34200 }, { "central america", -21600 }, { "central asia", 21600 },
    { "central europe", 3600 }, { "central european", 3600 }, { "central pacific", 39600 },
    { "central", -21600 }, { "china", 28800 }, { "dateline", -43200 }, { "e. africa", 10800 },
    { "e. australia", 36000 }, { "e. europe", 7200 }, { "e. south america", -10800 }, { "eastern", -18000 },
    { "egypt", 7200 }, { "ekaterinburg", 18000 }, { "fiji", 43200 }, { "fle", 7200 }, { "greenland", -10800 },
    { "greenwich", 0 }, { "gtb", 7200 }, { "hawaiian", -36000 }, { "india", 19800 }, { "iran", 12600 },
    { "jerusalem", 7200 }, { "korea", 32400 }, { "mexico", -21600 }, { "mid-atlantic", -7200 },
    { "mountain", -25200 }, { "myanmar", 23400 }, { "n. central asia", 21600 }, { "nepal", 20700 },
    { "new zealand", 43200 }, { "newfoundland", -12600 }, { "north asia east", 28800 },
    { "north asia", 25200 }, { "pacific sa", -14400 }, { "pacific", -28800 }, { "romance", 3600 },
    { "russian", 10800 }, { "sa eastern", -10800 }, { "sa pacific", -18000 }, { "sa western", -14400 },
    { "samoa", -39600 }, { "se asia", 25200 }, { "malay peninsula", 28800 }, { "south africa", 7200 },
    { "sri lanka", 21600 }, { "taipei", 28800 }, { "tasmania", 36000 }, { "tokyo", 32400 },
    { "tonga", 46800 }, { "us eastern", -18000 }, { "us mountain", -25200 }, { "vladivostok", 36000 },
    { "w. australia", 28800 }, { "w. central africa", 3600 }, { "w. europe", 3600 }, { "west asia", 18000 },
    { "west pacific", 36000 }, { "yakutsk", 32400 },
    { "acdt", 37800 }, { "acst", 34200 }, { "act", -18000 }, { "acwst", 31500 }, { "aedt", 39600 },
    { "aest", 36000 }, { "aft", 16200 }, { "almt", 21600 }, { "anast", 43200 }, { "anat", 43200 },
    { "aoe", -43200 }, { "aqtt", 18000 }, { "awdt", 32400 }, { "awst", 28800 }, { "azost", 0 },
    { "azot", -3600 }, { "azst", 18000 }, { "azt", 14400 }, { "bnt", 28800 }, { "bot", -14400 },
    { "btt", 21600 }, { "cast", 28800 }, { "chadt", 49500 }, { "chast", 45900 }, { "chost", 32400 },
    { "chot", 28800 }, { "chst", 36000 }, { "chut", 36000 }, { "cidst", -14400 }, { "cist", -18000 },
    { "ckt", -36000 }, { "cot", -18000 }, { "cvt", -3600 }, { "cxt", 25200 }, { "davt", 25200 },
    { "ddut", 36000 }, { "easst", -18000 }, { "ect", -18000 }, { "egst", 0 }, { "egt", -3600 },
    { "fet", 10800 }, { "fjst", 46800 }, { "fjt", 43200 }, { "fkst", -10800 }, { "fkt", -14400 },
    { "fnt", -7200 }, { "galt", -21600 }, { "gamt", -32400 }, { "get", 14400 }, { "gft", -10800 },
    { "gilt", 43200 }, { "gyt", -14400 }, { "hkt", 28800 }, { "hovst", 28800 }, { "hovt", 25200 },
    { "ict", 25200 }, { "idt", 10800 }, { "iot", 21600 }, { "irdt", 16200 }, { "irkst", 32400 },
    { "irkt", 28800 }, { "irst", 12600 }, { "kgt", 21600 }, { "kost", 39600 }, { "krast", 28800 },
    { "krat", 25200 }, { "kuyt", 14400 }, { "lhdt", 39600 }, { "lhst", 37800 }, { "lint", 50400 },
    { "magst", 43200 }, { "magt", 39600 }, { "mart", -30600 }, { "mawt", 18000 }, { "mht", 43200 },
    { "mmt", 23400 }, { "mut", 14400 }, { "mvt", 18000 }, { "myt", 28800 }, { "nct", 39600 },
    { "nfdt", 43200 }, { "nft", 39600 }, { "novst", 25200 }, { "novt", 25200 }, { "npt", 20700 },
    { "nrt", 43200 }, { "nut", -39600 }, { "omsst", 25200 }, { "omst", 21600 }, { "orat", 18000 },
    { "pet", -18000 }, { "petst", 43200 }, { "pett", 43200 }, { "pgt", 36000 }, { "phot", 46800 },
    { "pht", 28800 }, { "pkt", 18000 }, { "pmdt", -7200 }, { "pmst", -10800 }, { "pont", 39600 },
    { "pwt", 32400 }, { "pyst", -10800 }, { "qyzt", 21600 }, { "ret", 14400 }, { "rott", -10800 },
    { "sakt", 39600 }, { "samt", 14400 }, { "sbt", 39600 }, { "sct", 14400 }, { "sret", 39600 },
    { "srt", -10800 }, { "syot", 10800 }, { "taht", -36000 }, { "tft", 18000 }, { "tjt", 18000 },
    { "tkt", 46800 }, { "tlt", 32400 }, { "tmt", 18000 }, { "tost", 50400 }, { "tot", 46800 },
    { "trt", 10800 }, { "tvt", 43200 }, { "ulast", 32400 }, { "ulat", 28800 }, { "uyst", -7200 },
    { "uyt", -10800 }, { "uzt", 18000 }, { "vet", -14400 }, { "vlast", 39600 }, { "vlat", 36000 },
    { "vost", 21600 }, { "vut", 39600 }, { "wakt", 43200 }, { "warst", -10800 }, { "wft", 43200 },
    { "wgst", -7200 }, { "wgt", -10800 }, { "wib", 25200 }, { "wit", 32400 }, { "wita", 28800 },
    { "wt", 0 }, { "yakst", 36000 }, { "yakt", 32400 }, { "yapt", 36000 }, { "yekst", 21600 },
    { "yekt", 18000 },
};

/* Longest name in the table (Ruby's MAX_WORD_LENGTH): longer texts are never looked up. */
#define ZONE_NAME_MAX 17

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static char lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c; }

static bool prefix_ci(const char *s, size_t len, const char *word) {
    size_t n = strlen(word);
    if (len < n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (lower(s[i]) != word[i])
            return false;
    return true;
}

/* The length of a trailing blank-separated word (and the blanks before it), 0 when absent. */
static size_t ends_with_word(const char *s, size_t l, const char *w) {
    size_t n = strlen(w);
    if (l <= n || !is_blank(s[l - n - 1]) || !prefix_ci(s + l - n, n, w))
        return 0;
    do
        n++;
    while (l > n && is_blank(s[l - n - 1]));
    return n;
}

/* Ruby's date_zone_to_diff: the offset of a zone text in nanoseconds (a decimal hour such
 * as "+5.5" may have a fraction of a second), or false when the text names no zone. */
static bool zone_to_diff(const char *s, size_t l, int64_t *offset_ns) {
    bool dst = false;
    size_t w;
    if ((w = ends_with_word(s, l, "time")) > 0) {
        size_t wtime = w;
        l -= w;
        if ((w = ends_with_word(s, l, "standard")) > 0)
            l -= w;
        else if ((w = ends_with_word(s, l, "daylight")) > 0) {
            l -= w;
            dst = true;
        } else
            l += wtime;
    } else if ((w = ends_with_word(s, l, "dst")) > 0) {
        l -= w;
        dst = true;
    }
    /* runs of blanks count as one blank, leading and trailing ones vanish */
    char name[ZONE_NAME_MAX + 2];
    size_t n = 0;
    bool space = false, too_long = false;
    for (size_t i = 0; i < l; i++) {
        if (is_blank(s[i])) {
            space = n > 0;
            continue;
        }
        if (space) {
            if (n < sizeof name)
                name[n] = ' ';
            n++;
            space = false;
        }
        if (n < sizeof name)
            name[n] = lower(s[i]);
        n++;
    }
    too_long = n > ZONE_NAME_MAX;
    if (n > 0 && !too_long) {
        for (size_t i = 0; i < sizeof zone_table / sizeof zone_table[0]; i++)
            if (strlen(zone_table[i].name) == n && memcmp(zone_table[i].name, name, n) == 0) {
                *offset_ns = ((int64_t)zone_table[i].offset + (dst ? 3600 : 0)) * NSECS_PER_SEC;
                return true;
            }
    }
    /* numeric forms: [gmt|utc]+h, +hh, +hhmm, +hh:mm[:ss], +h.fraction */
    if (l > 3 && (prefix_ci(s, l, "gmt") || prefix_ci(s, l, "utc"))) {
        s += 3;
        l -= 3;
    }
    if (l == 0 || (s[0] != '+' && s[0] != '-'))
        return false;
    bool negative = s[0] == '-';
    s++;
    l--;
    size_t p = 0;
    int64_t hour = 0, min = 0, sec = 0;
    while (p < l && is_digit(s[p]) && hour < 100000000)
        hour = hour * 10 + (s[p++] - '0');
    if (p < l && s[p] == ':') {
        p++;
        while (p < l && is_digit(s[p]) && min < 100000000)
            min = min * 10 + (s[p++] - '0');
        if (p < l && s[p] == ':') {
            p++;
            while (p < l && is_digit(s[p]) && sec < 100000000)
                sec = sec * 10 + (s[p++] - '0');
        }
    } else if (p < l && (s[p] == ',' || s[p] == '.')) {
        p++;
        int64_t frac = 0, scale = 1;
        while (p < l && is_digit(s[p])) {
            if (scale < 1000000000) {
                frac = frac * 10 + (s[p] - '0');
                scale *= 10;
            }
            p++;
        }
        int64_t ns = hour * 3600 * NSECS_PER_SEC + frac * 3600 * (NSECS_PER_SEC / scale);
        *offset_ns = negative ? -ns : ns;
        return true;
    } else if (l > 2) {
        /* +hhmm[ss] or +hmm[ss]: an odd length gives the hour one digit */
        size_t hd = 2 - l % 2;
        hour = 0;
        for (size_t i = 0; i < hd && i < l && is_digit(s[i]); i++)
            hour = hour * 10 + (s[i] - '0');
        min = 0;
        for (size_t i = hd; i < hd + 2 && i < l && is_digit(s[i]); i++)
            min = min * 10 + (s[i] - '0');
        sec = 0;
        if (l >= 5)
            for (size_t i = hd + 2; i < hd + 4 && i < l && is_digit(s[i]); i++)
                sec = sec * 10 + (s[i] - '0');
    }
    int64_t total = sec + min * 60 + hour * 3600;
    *offset_ns = (negative ? -total : total) * NSECS_PER_SEC;
    return true;
}

/* The %z pattern of Ruby's _strptime: the length of the zone text at s, 0 when none. */
static size_t match_zone(const char *s, size_t len) {
    size_t p = 0;
    /* (?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)? */
    size_t q = 0;
    if (prefix_ci(s, len, "gmt") || prefix_ci(s, len, "utc"))
        q = 3;
    else if (prefix_ci(s, len, "ut"))
        q = 2;
    for (size_t pre = q;; pre = 0) {
        p = pre;
        if (p < len && (s[p] == '+' || s[p] == '-') && p + 1 < len && is_digit(s[p + 1])) {
            p++;
            while (p < len && is_digit(s[p]))
                p++;
            if (p + 1 < len && (s[p] == ',' || s[p] == '.' || s[p] == ':') && is_digit(s[p + 1])) {
                p++;
                while (p < len && is_digit(s[p]))
                    p++;
                if (p + 1 < len && s[p] == ':' && is_digit(s[p + 1])) {
                    p++;
                    while (p < len && is_digit(s[p]))
                        p++;
                }
            }
            return p;
        }
        if (pre == 0)
            break;
    }
    /* [[:alpha:].\s]+ (standard|daylight) \s+ time \b */
    size_t run = 0;
    while (run < len && (is_alpha(s[run]) || s[run] == '.' || is_blank(s[run])))
        run++;
    for (size_t end = run; end > 0; end--) {
        /* find "standard" or "daylight" ending the run prefix, then \s+time\b */
        for (int k = 0; k < 2; k++) {
            const char *word = k == 0 ? "standard" : "daylight";
            size_t wl = 8;
            if (end + wl > len || !prefix_ci(s + end, len - end, word))
                continue;
            size_t t = end + wl, b = t;
            while (b < len && is_blank(s[b]))
                b++;
            if (b == t || !prefix_ci(s + b, len - b, "time"))
                continue;
            size_t e = b + 4;
            if (e < len && (is_alpha(s[e]) || is_digit(s[e]) || s[e] == '_'))
                continue;
            return e;
        }
    }
    /* [[:alpha:]]+ (\s+dst)? \b */
    size_t a = 0;
    while (a < len && is_alpha(s[a]))
        a++;
    if (a == 0 || (a < len && (is_digit(s[a]) || s[a] == '_')))
        return 0;
    size_t b = a;
    while (b < len && is_blank(s[b]))
        b++;
    if (b > a && prefix_ci(s + b, len - b, "dst") &&
        !(b + 3 < len && (is_alpha(s[b + 3]) || is_digit(s[b + 3]) || s[b + 3] == '_')))
        return b + 3;
    return a;
}

/* The system's zone data, for names Ruby's table does not have. */
static bool system_zone_offset(const char *zone, int64_t at_ns, int32_t *offset_s) {
#if defined(__EMSCRIPTEN__)
    (void)zone;
    (void)at_ns;
    (void)offset_s;
    return false;
#else
    /* Only names that look like zone data paths are tried, never the TZ variable's syntax. */
    size_t n = strlen(zone);
    if (n == 0 || n > 64 || zone[0] == '/' || strstr(zone, "..") || !strchr(zone, '/'))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!(is_alpha(zone[i]) || is_digit(zone[i]) || strchr("/_-+", zone[i])))
            return false;
    return time_zone_from_system(zone, at_ns, offset_s);
#endif
}

bool time_zone_offset(Ctx *ctx, const char *zone, int64_t at_ns, int32_t *offset_s, SrcSpan where) {
    size_t len = strlen(zone);
    if (len == 7 && prefix_ci(zone, len, "current")) {
#if defined(__EMSCRIPTEN__)
        *offset_s = 0;
#else
        time_t now = (time_t)(at_ns / NSECS_PER_SEC);
        struct tm tm;
        localtime_r(&now, &tm);
        *offset_s = (int32_t)tm.tm_gmtoff;
#endif
        return true;
    }
    size_t m = match_zone(zone, len);
    int64_t off_ns;
    if (m > 0 && zone_to_diff(zone, m, &off_ns)) {
        *offset_s = (int32_t)(off_ns / NSECS_PER_SEC);
        return true;
    }
    if (system_zone_offset(zone, at_ns, offset_s))
        return true;
#if defined(__EMSCRIPTEN__)
    if (strchr(zone, '/')) {
        ctx_error(ctx, where, "Illegal timezone '%s' (named time zones need zone data, which this build does not have)",
                  zone);
        return false;
    }
#endif
    ctx_error(ctx, where, "Illegal timezone '%s'", zone);
    return false;
}

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
            size_t zl = match_zone(rest, rlen);
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
        size_t m = match_zone(zone, zl);
        if (m > 0 && zone_to_diff(zone, m, &off_ns)) {
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
