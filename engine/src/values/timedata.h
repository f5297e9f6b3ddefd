/* timedata.h: Timespan and Timestamp values: parsing, formatting (strftime), arithmetic
 * helpers, time zones. (Named timedata.h, not time.h: with engine/src on the include path a
 * time.h here would shadow the C library's <time.h> for every file, system headers included.)
 *
 * Both are int64 nanoseconds held inline in a Value (value_timespan / value_timestamp in
 * value.h): a Timespan is a signed duration, a Timestamp is nanoseconds since
 * 1970-01-01T00:00:00 UTC. int64 nanoseconds cover about +/-292 years around 1970; the
 * reference uses bignums, so results outside that range are errors here ("... is out of
 * range"), never silent wrap-around.
 *
 * Follows types-values-variables.md "Timespan.new" / "Timestamp.new" (directives and flags),
 * "Timespan to String" / "Timestamp to String", and expressions.md for arithmetic, with the
 * reference winning where they differ (reference-notes.md "Conversions"):
 *   - Timespan formats are the reference's own mini-language (%D %H %M %S %L %N with - _ 0
 *     flags and a width; the highest-magnitude directive takes the total), default list
 *     ['%D-%H:%M:%S.%-N', '%H:%M:%S.%-N', '%M:%S.%-N', '%S.%-N', '%D-%H:%M:%S', '%H:%M:%S',
 *     '%D-%H:%M', '%S'];
 *   - Timestamp parsing is Ruby's Date._strptime, default list ['%FT%T.%N %Z', '%FT%T %Z',
 *     '%F %T.%N %Z', '%F %T %Z', '%F %Z', '%FT%T.%N', '%FT%T', '%F %T.%N', '%F %T', '%F'], and
 *     formatting is Ruby's Time#strftime; the default string form is '%FT%T.%N %Z'
 *     (`2016-09-06T08:34:59.000000000 UTC`).
 * Time zones: 'UTC'/'GMT'/'Z', numeric offsets (+09:00, -0530, +9), the zone abbreviations
 * Ruby's date library knows (EST, PDT, CET, ...), 'current' (the host's offset: UTC in wasm).
 * Named zones (Europe/Stockholm) come from the system's zone data when it has them; the wasm
 * build has none and refuses them as the reference does.
 *
 * Failures: every function that can fail takes the Ctx and a SrcSpan, records the error with
 * ctx_error (the reference's message) and returns false / value_abrupt().
 */
#ifndef PUPPET_TIMEDATA_H
#define PUPPET_TIMEDATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/ast.h"
#include "values/value.h"

#define NSECS_PER_USEC INT64_C(1000)
#define NSECS_PER_MSEC INT64_C(1000000)
#define NSECS_PER_SEC  INT64_C(1000000000)
#define NSECS_PER_MIN  (NSECS_PER_SEC * 60)
#define NSECS_PER_HOUR (NSECS_PER_MIN * 60)
#define NSECS_PER_DAY  (NSECS_PER_HOUR * 24)

/* ---- Timespan ------------------------------------------------------------------------- */

/* Parses text with one format (a Timespan format string). Returns false without an error
 * recorded when text does not match; records an error and sets *bad_format (when not NULL)
 * when the format itself is malformed ("Bad format specifier ..."). */
bool timespan_parse_with(Ctx *ctx, const char *text, size_t len, const char *format,
                         size_t format_len, int64_t *out_ns, SrcSpan where, bool *bad_format);

/* Timespan(string[, formats]): formats is undef (the default list), a String or an Array of
 * Strings. Returns the Timespan value or value_abrupt() with the reference's error
 * ("Unable to parse '13:20' using any of the formats ..."). */
Value timespan_parse(Ctx *ctx, const Str *text, Value formats, SrcSpan where);

/* Timespan from days..nanoseconds (any may be negative); negative flips the sign. Returns the
 * value or value_abrupt() when the result leaves the int64 range. */
Value timespan_from_fields(Ctx *ctx, bool negative, int64_t days, int64_t hours, int64_t minutes,
                           int64_t seconds, int64_t millis, int64_t micros, int64_t nanos,
                           SrcSpan where);

/* Seconds (Integer or Float) to nanoseconds, as the reference does ((o * 1e9).to_i: Floats
 * truncate toward zero). Returns false after ctx_error when out of range or not finite. */
bool time_seconds_to_ns(Ctx *ctx, Value seconds, int64_t *out_ns, SrcSpan where);

/* Formats a timespan with a Timespan format string (strftime on a Timespan). Returns a
 * String value or value_abrupt() after ctx_error for a bad format. */
Value timespan_format(Ctx *ctx, int64_t ns, const char *format, size_t format_len, SrcSpan where);

/* The default string form ('%D-%H:%M:%S.%-N': `1-02:03:04.5`). Never fails. */
const Str *timespan_to_string(Ctx *ctx, int64_t ns);

/* ---- Timestamp ------------------------------------------------------------------------ */

/* Timestamp(string[, formats[, timezone]]): formats is undef/default (the default lists), a
 * String or an Array of Strings; timezone is undef, default or a String. Returns the
 * Timestamp value or value_abrupt() with the reference's error. */
Value timestamp_parse(Ctx *ctx, const Str *text, Value formats, Value timezone, SrcSpan where);

/* The current time (Timestamp.new()). Never fails. */
Value timestamp_now(Ctx *ctx);

/* strftime on a Timestamp: Ruby's Time#strftime in the given zone (NULL or "": UTC).
 * Returns a String value or value_abrupt() after ctx_error ("Illegal timezone 'x'"). */
Value timestamp_format(Ctx *ctx, int64_t ns, const char *format, size_t format_len,
                       const char *timezone, SrcSpan where);

/* The default string form ('%FT%T.%N %Z' in UTC: `2016-09-06T08:34:59.000000000 UTC`).
 * Never fails. */
const Str *timestamp_to_string(Ctx *ctx, int64_t ns);

/* The offset east of UTC, in seconds, of a zone designation at the given instant (named
 * zones have daylight time). Returns false after ctx_error ("Illegal timezone 'x'"). */
bool time_zone_offset(Ctx *ctx, const char *zone, int64_t at_ns, int32_t *offset_s, SrcSpan where);

/* Native builds: the offset of a named zone at an instant from the system's zone data
 * (time_zone.c); false when there is no such zone. Not available in wasm. */
bool time_zone_from_system(const char *zone, int64_t at_ns, int32_t *offset_s);

/* ---- Calendar (proleptic Gregorian, as Ruby's Time) ------------------------------------- */

/* A broken-down time: what strftime prints and strptime fills. */
typedef struct CivilTime {
    int64_t year;
    int mon, mday, hour, min, sec;   /* mon 1..12, mday 1..31 */
    int64_t nsec;                    /* 0..999999999 */
    int wday, yday;                  /* wday 0 = Sunday, yday 1..366 */
    int32_t utc_offset;              /* seconds east of UTC */
    bool utc;                        /* a UTC time (%Z prints "UTC") rather than a fixed offset */
} CivilTime;

/* Days since 1970-01-01 of a date; month and day may be out of their ranges (they carry). */
int64_t time_days_from_civil(int64_t year, int64_t mon, int64_t mday);

/* The broken-down form of ns since the epoch, shifted by offset_s. Never fails. */
CivilTime time_civil_from_ns(int64_t ns, int32_t offset_s, bool utc);

/* Ruby's Time#strftime on a broken-down time; appends to out. Unknown directives are copied
 * as they are (the reference's behaviour). Returns false when the format ends inside a
 * directive ("abc%"): the reference's "invalid format: abc%". */
struct StrBuf;
bool time_strftime(struct StrBuf *out, const char *format, size_t format_len, const CivilTime *t,
                   int64_t epoch_seconds);

/* ---- Arithmetic (expressions.md "Timespan and Timestamp arithmetic") ----------------- */

/* Checked int64 helpers: false on overflow, nothing recorded. */
bool time_add_checked(int64_t a, int64_t b, int64_t *out);
bool time_sub_checked(int64_t a, int64_t b, int64_t *out);

/* Where the reference reports the errors of one binary expression: the left operand ("Operator
 * '/' is not applicable to an Integer when right side is a Timespan."), the right one
 * ("Division by 0") or the operator (errors raised by the time values themselves). */
typedef struct TimeOperands {
    SrcSpan left, right, op;
} TimeOperands;

/* The binary operator op ('+', '-', '*', '/', '%') on numeric operands of which at least one
 * is a Timespan or Timestamp, as the reference computes it: Timestamp - Timestamp is a
 * Timespan, Timespan / Timespan a Float, Timespan / Integer a Timespan (floored), Timespan %
 * Integer the Integer remainder of its whole seconds, Integer + Timespan a Timespan... Returns
 * the result, or value_abrupt() after ctx_error with the reference's message at the place the
 * reference reports it (see TimeOperands). Results beyond the int64 nanosecond range are
 * errors. The caller has already refused '%' with a Float operand and '<<' / '>>'. */
Value time_arithmetic(Ctx *ctx, char op, Value left, Value right, const TimeOperands *at);

/* Comparison of a Timespan/Timestamp with a value of the same kind or a Numeric, as the
 * reference's TimeData#<=>: against an Integer the whole seconds (rounded down) compare, so
 * Timespan(2.5) == 2; against a Float the exact seconds. Returns false when they are not
 * comparable (the caller reports), else sets *cmp to -1, 0 or 1. */
bool time_compare(Value left, Value right, int *cmp);

/* Seconds as the reference converts them: to_i truncates, to_f divides. */
static inline int64_t time_ns_to_seconds(int64_t ns) { return ns / NSECS_PER_SEC; }

/* to_f is Ruby's Integer#fdiv(10**9): both sides are first divided by their greatest common
 * divisor, then converted to double and divided, so 1577934245123000000 ns is
 * 1577934245123 / 1000.0 (one rounding less than ns / 1e9). */
static inline double time_ns_to_float_seconds(int64_t ns) {
    uint64_t x = ns < 0 ? (uint64_t)0 - (uint64_t)ns : (uint64_t)ns, y = NSECS_PER_SEC;
    uint64_t a = x, b = y;
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    if (a > 1) {
        x /= a;
        y /= a;
    }
    double q = (double)x / (double)y;
    return ns < 0 ? -q : q;
}

#endif
