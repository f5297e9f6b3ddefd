/* time_zone.c: time zone designations, as the reference reads them with Ruby's date library:
 * numeric offsets (+09:00, -0530, +9, UTC+1), its table of abbreviations, military letters and
 * Windows names (EST, CEST, "Eastern Standard Time"), and 'current' for the host's offset; then
 * named zones ("Europe/Stockholm") from the system's zone data (TZif files under
 * /usr/share/zoneinfo), for native builds only.
 *
 * The reference itself knows no named zones (its zones are Ruby's date library's); they are the
 * engine's extension, recorded in docs/deviations.md. The wasm build has no zone data: there a
 * named zone is the reference's error, word for word. Deliberately simple: the offset is that of the last transition at or before the instant
 * (the files Debian ships list transitions up to 2037; later instants keep the last listed
 * offset), the first standard-time type before the first transition. The file is read with
 * plain read(2) into a local buffer, so nothing outlives the call even if the run is stopped.
 */
#define _DEFAULT_SOURCE   /* localtime_r and tm_gmtoff for 'current' */
#include "values/time_internal.h"

#include <time.h>

#include "support/ctx.h"

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
bool time_zone_to_diff(const char *s, size_t l, int64_t *offset_ns) {
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
size_t time_zone_match(const char *s, size_t len) {
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
    size_t m = time_zone_match(zone, len);
    int64_t off_ns;
    if (m > 0 && time_zone_to_diff(zone, m, &off_ns)) {
        *offset_s = (int32_t)(off_ns / NSECS_PER_SEC);
        return true;
    }
    if (system_zone_offset(zone, at_ns, offset_s))
        return true;
    ctx_error(ctx, where, "Illegal timezone '%s'", zone);
    return false;
}

/* ---- system zone data ------------------------------------------------------------------ */

#if !defined(__EMSCRIPTEN__)

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/* Zone files are a few kilobytes; anything larger is not read. */
#define TZIF_MAX_BYTES 65536
#define ZONEINFO_DIR "/usr/share/zoneinfo/"

static uint32_t be32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int64_t be64(const unsigned char *p) {
    return (int64_t)((uint64_t)be32(p) << 32 | be32(p + 4));
}

bool time_zone_from_system(const char *zone, int64_t at_ns, int32_t *offset_s) {
    char path[128];
    size_t zl = strlen(zone);
    if (zl + sizeof ZONEINFO_DIR >= sizeof path)
        return false;
    memcpy(path, ZONEINFO_DIR, sizeof ZONEINFO_DIR - 1);
    memcpy(path + sizeof ZONEINFO_DIR - 1, zone, zl + 1);
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return false;
    static _Thread_local unsigned char buf[TZIF_MAX_BYTES];
    size_t len = 0;
    for (;;) {
        ssize_t n = read(fd, buf + len, sizeof buf - len);
        if (n <= 0)
            break;
        len += (size_t)n;
        if (len == sizeof buf)
            break;
    }
    close(fd);
    if (len < 44 || memcmp(buf, "TZif", 4) != 0)
        return false;
    const unsigned char *h = buf;
    int version = buf[4];
    size_t time_size = 4;
    /* version 2+: skip the 32-bit block and use the 64-bit one */
    for (int pass = 0; pass < 2; pass++) {
        uint32_t isutc = be32(h + 20), isstd = be32(h + 24), leap = be32(h + 28);
        uint32_t timecnt = be32(h + 32), typecnt = be32(h + 36), charcnt = be32(h + 40);
        size_t body = (size_t)timecnt * time_size + timecnt + (size_t)typecnt * 6 + charcnt +
                      (size_t)leap * (time_size + 4) + isstd + isutc;
        if ((size_t)(h - buf) + 44 + body > len || typecnt == 0)
            return false;
        if (pass == 0 && version >= '2') {
            h += 44 + body;
            time_size = 8;
            if ((size_t)(h - buf) + 44 > len || memcmp(h, "TZif", 4) != 0)
                return false;
            continue;
        }
        const unsigned char *times = h + 44;
        const unsigned char *indices = times + (size_t)timecnt * time_size;
        const unsigned char *types = indices + timecnt;
        int64_t at = at_ns / NSECS_PER_SEC - ((at_ns % NSECS_PER_SEC) < 0 ? 1 : 0);
        int type = -1;
        for (uint32_t i = 0; i < timecnt; i++) {
            int64_t t = time_size == 8 ? be64(times + (size_t)i * 8) : (int32_t)be32(times + (size_t)i * 4);
            if (t > at)
                break;
            type = indices[i];
        }
        if (type < 0) {
            type = 0;
            for (uint32_t i = 0; i < typecnt; i++)
                if (types[i * 6 + 4] == 0) {   /* not daylight time */
                    type = (int)i;
                    break;
                }
        }
        if ((uint32_t)type >= typecnt)
            return false;
        *offset_s = (int32_t)be32(types + (size_t)type * 6);
        return true;
    }
    return false;
}

#endif
