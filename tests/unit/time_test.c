/* time_test.c: unit tests of timespan.c, timestamp.c, strftime.c: the calendar, Timespan
 * formats (parse and format), Timestamp parsing with Ruby's strptime rules and strftime.
 * Expected values are the reference's (tests/conformance/time/ holds the cases run through
 * the whole engine); calendar facts are checked against known dates. */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include "support/ctx.h"
#include "support/strbuf.h"
#include "values/timedata.h"

static int failures, checks;

#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static Ctx ctx;
static PuppetOptions options;
static jmp_buf exit_jmp;

static const char *span_fmt(int64_t ns, const char *format) {
    Value v = timespan_format(&ctx, ns, format, strlen(format), span_none());
    if (value_is_abrupt(v)) {
        const char *m = ctx.unwind.message;
        ctx_clear_unwind(&ctx);
        return ctx_sprintf(&ctx, "ERROR %s", m);
    }
    return v.as.string->bytes;
}

static const char *ts_fmt(int64_t ns, const char *format, const char *zone) {
    Value v = timestamp_format(&ctx, ns, format, strlen(format), zone, span_none());
    if (value_is_abrupt(v)) {
        const char *m = ctx.unwind.message;
        ctx_clear_unwind(&ctx);
        return ctx_sprintf(&ctx, "ERROR %s", m);
    }
    return v.as.string->bytes;
}

static Value str_value(const char *s) { return value_cstring(&ctx, s); }

static const char *span_parse(const char *text, const char *format) {
    Value formats = format ? str_value(format) : value_undef();
    Value v = timespan_parse(&ctx, str_value(text).as.string, formats, span_none());
    if (value_is_abrupt(v)) {
        const char *m = ctx.unwind.message;
        ctx_clear_unwind(&ctx);
        return ctx_sprintf(&ctx, "ERROR %s", m);
    }
    return timespan_to_string(&ctx, v.as.integer)->bytes;
}

static const char *ts_parse(const char *text, const char *format, const char *zone) {
    Value formats = format ? str_value(format) : value_undef();
    Value z = zone ? str_value(zone) : value_undef();
    Value v = timestamp_parse(&ctx, str_value(text).as.string, formats, z, span_none());
    if (value_is_abrupt(v)) {
        const char *m = ctx.unwind.message;
        ctx_clear_unwind(&ctx);
        return ctx_sprintf(&ctx, "ERROR %s", m);
    }
    return timestamp_to_string(&ctx, v.as.integer)->bytes;
}

#define EQ(got, want) CHECK(strcmp((got), (want)) == 0, "got '%s', want '%s'", (got), (want))

static void test_calendar(void) {
    CHECK(time_days_from_civil(1970, 1, 1) == 0, "epoch");
    CHECK(time_days_from_civil(2000, 3, 1) == 11017, "2000-03-01");
    CHECK(time_days_from_civil(1969, 12, 31) == -1, "before epoch");
    CHECK(time_days_from_civil(2016, 2, 30) == time_days_from_civil(2016, 3, 1), "days carry");
    CivilTime t = time_civil_from_ns(INT64_C(1473150899) * NSECS_PER_SEC, 0, true);
    CHECK(t.year == 2016 && t.mon == 9 && t.mday == 6 && t.hour == 8 && t.min == 34 && t.sec == 59, "civil");
    CHECK(t.wday == 2 && t.yday == 250, "2016-09-06 was a Tuesday, day 250");
    t = time_civil_from_ns(-1, 0, true);
    CHECK(t.year == 1969 && t.mon == 12 && t.mday == 31 && t.hour == 23 && t.sec == 59 && t.nsec == 999999999,
          "one nanosecond before the epoch");
}

static void test_timespan(void) {
    int64_t t = INT64_C(93784123456789);   /* 1 day 2:03:04.123456789 */
    EQ(span_fmt(t, "%D-%H:%M:%S.%N"), "1-02:03:04.123456789");
    EQ(span_fmt(t, "%H:%M:%S"), "26:03:04");
    EQ(span_fmt(t, "%M"), "1563");
    EQ(span_fmt(t, "%S.%L"), "93784.123");
    EQ(span_fmt(t, "%S.%3N"), "93784.123");
    EQ(span_fmt(t, "%S.%6N"), "93784.123456");
    EQ(span_fmt(t, "%-H:%_M:%0S"), "26: 3:04");
    EQ(span_fmt(t, "%%D"), "%D");
    EQ(span_fmt(-INT64_C(3725) * NSECS_PER_SEC, "%H:%M:%S"), "-01:02:05");
    EQ(span_fmt(0, "%D-%H:%M:%S.%-N"), "0-00:00:00.0");
    EQ(span_fmt(NSECS_PER_SEC / 20, "%S.%-N"), "00.5");      /* the reference's trailing-zero strip */
    EQ(span_fmt(1, "%H:%Y"), "ERROR Bad format specifier '%' in '%H:%Y', at position 4");
    EQ(span_fmt(1, "%"), "ERROR Bad format specifier '' in '%', at position 0");
    EQ(span_parse("1-02:03:04.5", NULL), "1-02:03:04.5");
    EQ(span_parse("02:03", "%H:%M"), "0-02:03:00.0");
    EQ(span_parse("10:03.5", "%M:%S.%L"), "0-00:10:03.5");
    EQ(span_parse("10:03.5", "%M:%S.%N"), "0-00:10:03.5");
    EQ(span_parse("26:00:00", NULL), "1-02:00:00.0");
    EQ(span_parse("-30", NULL), "-0-00:00:30.0");
    EQ(span_parse("13:20", NULL),
       "ERROR Unable to parse '13:20' using any of the formats %D-%H:%M:%S.%-N, %H:%M:%S.%-N, %M:%S.%-N, "
       "%S.%-N, %D-%H:%M:%S, %H:%M:%S, %D-%H:%M, %S");
    EQ(span_parse("1:2:3", "%H:%M"), "ERROR Unable to parse '1:2:3' using format '%H:%M'");
    EQ(span_parse("500", "%L"),
       "ERROR Format specifiers %L and %N denotes fractions and must be used together with a specifier of higher magnitude");
    EQ(span_parse("100%", "%S%%"), "0-00:01:40.0");
}

static void test_timestamp(void) {
    int64_t t = INT64_C(1473149099123456789);   /* 2016-09-06T08:04:59.123456789 UTC */
    EQ(timestamp_to_string(&ctx, t)->bytes, "2016-09-06T08:04:59.123456789 UTC");
    EQ(ts_fmt(t, "%Y|%C|%y|%m|%B|%b|%h|%d|%e|%j", NULL), "2016|20|16|09|September|Sep|Sep|06| 6|250");
    EQ(ts_fmt(t, "%H|%k|%I|%l|%P|%p|%M|%S|%L|%N", NULL), "08| 8|08| 8|am|AM|04|59|123|123456789");
    EQ(ts_fmt(t, "%z|%:z|%::z|%Z", NULL), "+0000|+00:00|+00:00:00|UTC");
    EQ(ts_fmt(t, "%A|%a|%u|%w", NULL), "Tuesday|Tue|2|2");
    EQ(ts_fmt(t, "%G|%g|%V|%U|%W", NULL), "2016|16|36|36|36");
    EQ(ts_fmt(t, "%c|%D|%F|%v|%x|%X|%r|%R|%T", NULL),
       "Tue Sep  6 08:04:59 2016|09/06/16|2016-09-06| 6-SEP-2016|09/06/16|08:04:59|08:04:59 AM|08:04|08:04:59");
    EQ(ts_fmt(t, "%3N|%6N|%12N|%-d|%_m|%05d|%10A|%^A|%#b|%#p", NULL),
       "123|123456|123456789000|6| 9|00006|   Tuesday|TUESDAY|SEP|am");
    EQ(ts_fmt(t, "%Q|%E|%+", NULL), "%Q|%E|%+");
    EQ(ts_fmt(t, "%F %T %z", "+09:00"), "2016-09-06 17:04:59 +0900");
    EQ(ts_fmt(t, "%F %T %:z", "EST"), "2016-09-06 03:04:59 -05:00");
    EQ(ts_fmt(t, "%z", "-0530"), "-0530");
    EQ(ts_fmt(t, "%z", "XYZ"), "ERROR Illegal timezone 'XYZ'");
    EQ(ts_parse("2016-09-06", NULL, NULL), "2016-09-06T00:00:00.000000000 UTC");
    EQ(ts_parse("2016-09-06T08:34:59.123 UTC", NULL, NULL), "2016-09-06T08:34:59.123000000 UTC");
    EQ(ts_parse("2016-09-06 08:34:59 +02:00", NULL, NULL), "2016-09-06T06:34:59.000000000 UTC");
    EQ(ts_parse("Wed Aug 24 12:13:14 2016 PDT", "%c %Z", NULL), "2016-08-24T19:13:14.000000000 UTC");
    EQ(ts_parse("2015", "%Y", NULL), "2015-01-01T00:00:00.000000000 UTC");
    EQ(ts_parse("6 sep 2016 8:34 PM", "%d %b %Y %I:%M %p", NULL), "2016-09-06T20:34:00.000000000 UTC");
    EQ(ts_parse("2016-09-06 08:34:59", "%F %T", "EST"), "2016-09-06T13:34:59.000000000 UTC");
    EQ(ts_parse("2016-09-06 junk", "%F", NULL), "ERROR Unable to parse '2016-09-06 junk' using format '%F'");
}

/* Random formats and texts: parsing and formatting never crash (the ASan build runs this) and
 * every failure carries a message. */
static void test_random(void) {
    static const char alphabet[] = "%-_0123456789:.DHMSLNYmdTFzZsjbpC aE+^#";
    uint32_t seed = 777;
    for (int n = 0; n < 3000; n++) {
        char format[20], text[20];
        for (int k = 0; k < 2; k++) {
            char *out = k ? text : format;
            seed = seed * 1103515245u + 12345u;
            size_t want = (seed >> 16) % 18;
            for (size_t i = 0; i < want; i++) {
                seed = seed * 1103515245u + 12345u;
                out[i] = alphabet[(seed >> 16) % (sizeof alphabet - 1)];
            }
            out[want] = '\0';
        }
        const char *a = span_fmt((int64_t)seed * 1000, format);
        const char *b = ts_fmt((int64_t)seed * 1000003, format, (seed & 1) ? "+05:30" : NULL);
        const char *c = span_parse(text[0] ? text : "1", format[0] ? format : NULL);
        const char *d = ts_parse(text[0] ? text : "1", format[0] ? format : NULL, NULL);
        CHECK(a && b && c && d, "no result for '%s' / '%s'", format, text);
        CHECK(strcmp(c, "ERROR (null)") != 0 && strcmp(d, "ERROR (null)") != 0, "error without message");
    }
}

int main(void) {
    memset(&options, 0, sizeof options);
    options.log_level = PUPPET_LOG_NOTICE;
    memset(&ctx, 0, sizeof ctx);
    arena_init(&ctx.arena, 64u << 20);
    ctx.options = &options;
    ctx.exit = &exit_jmp;
    ctx.max_steps = UINT64_MAX;
    ctx.max_depth = UINT32_MAX;
    ctx.max_output_bytes = SIZE_MAX;
    if (setjmp(exit_jmp)) {
        printf("FAIL: the run was exhausted\n");
        return 1;
    }
    test_calendar();
    test_timespan();
    test_timestamp();
    test_random();
    arena_free(&ctx.arena);
    printf("%d checks, %d failed\n", checks, failures);
    return failures != 0;
}
