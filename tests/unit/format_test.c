/* format_test.c: unit tests of the formatting files on values built in C: the shortest float
 * form (format_float), Ruby's Kernel#format engine (sprintf_append), Puppet quoting, base64,
 * interpolation text (format_to_string), %p (format_inspect) and String(v, format)
 * (format_with), including hostile format strings that must fail cleanly.
 *
 * Expected texts are the reference's: Puppet 7 on Ruby 3.1 (Float#to_s, Kernel#format,
 * StringConverter), checked with tools/puppet-reference; the conformance cases in
 * tests/conformance/formatting and tests/conformance/sprintf cover the same ground end to end.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "support/ctx.h"
#include "text/format.h"
#include "support/limits.h"
#include "text/sprintf.h"
#include "support/strbuf.h"
#include "types/type.h"

static Ctx ctx;
static PuppetOptions options;
static jmp_buf exit_jmp;

static Value str(const char *text) {
    return value_cstring(&ctx, text);
}

static Value arr(size_t count, const Value *items) {
    return value_array_of(&ctx, items, count);
}

/* Kernel#format(fmt, args...) as text, or "ERR <message>". */
static const char *kfmt(const char *fmt, size_t count, const Value *args) {
    StrBuf sb;
    strbuf_init(&sb, &ctx);
    if (!sprintf_append(&sb, fmt, strlen(fmt), args, count, span_none()))
        return ctx_sprintf(&ctx, "ERR %s", ctx.unwind.message);
    return strbuf_finish(&sb)->bytes;
}

static const char *kfmt1(const char *fmt, Value arg) {
    return kfmt(fmt, 1, &arg);
}

/* String(v, format) as text, or "ERR <message>". */
static const char *with(Value v, Value format) {
    Value r = format_with(&ctx, v, format, span_none());
    if (value_is_abrupt(r))
        return ctx_sprintf(&ctx, "ERR %s", ctx.unwind.message);
    return r.as.string->bytes;
}

static const char *with_s(Value v, const char *format) {
    return with(v, str(format));
}

static void test_float_shortest(void) {
    static const struct { double value; const char *text; } cases[] = {
        { 3.14, "3.14" }, { 1.0, "1.0" }, { 1e20, "1.0e+20" }, { 1e-5, "1.0e-05" },
        { 0.1 + 0.2, "0.30000000000000004" }, { 1e16, "1.0e+16" }, { 1e15, "1.0e+15" },
        { 1e14, "100000000000000.0" }, { 123456789012345.6, "123456789012345.6" },
        { 1234567890123456.7, "1234567890123456.8" }, { 9999999999999998.0, "9.999999999999998e+15" },
        { 0.0001, "0.0001" }, { 0.00012345, "0.00012345" }, { 0.00009999, "9.999e-05" },
        { 5e-324, "5.0e-324" }, { 1.7976931348623157e308, "1.7976931348623157e+308" },
        { -0.0, "-0.0" }, { 0.0, "0.0" }, { -42.125, "-42.125" }, { 1.5e300, "1.5e+300" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[32];
        format_float(buf, sizeof buf, cases[i].value);
        CHECK_EQ_STR(buf, cases[i].text);
    }
    char small[4];
    format_float(small, sizeof small, 3.14159);   /* truncated, still terminated */
    CHECK_EQ_STR(small, "3.1");
}

static void test_integer_directives(void) {
    CHECK_EQ_STR(kfmt1("%x", value_integer(-255)), "..f01");
    CHECK_EQ_STR(kfmt1("%#x", value_integer(-255)), "0x..f01");
    CHECK_EQ_STR(kfmt1("%08x", value_integer(-1)), "..ffffff");
    CHECK_EQ_STR(kfmt1("%.8x", value_integer(-1)), "..ffffff");
    CHECK_EQ_STR(kfmt1("%010.4x", value_integer(-1)), "      ..ff");
    CHECK_EQ_STR(kfmt1("%+x", value_integer(-255)), "-ff");
    CHECK_EQ_STR(kfmt1("%o", value_integer(-8)), "..70");
    CHECK_EQ_STR(kfmt1("%#o", value_integer(0)), "0");
    CHECK_EQ_STR(kfmt1("%#.3o", value_integer(8)), "010");
    CHECK_EQ_STR(kfmt1("%b", value_integer(-5)), "..1011");
    CHECK_EQ_STR(kfmt1("%#010b", value_integer(-5)), "0b..111011");
    CHECK_EQ_STR(kfmt1("%#B", value_integer(5)), "0B101");
    CHECK_EQ_STR(kfmt1("%08.3d", value_integer(-5)), "    -005");
    CHECK_EQ_STR(kfmt1("%-+5d|", value_integer(5)), "+5   |");
    CHECK_EQ_STR(kfmt1("%.0d|", value_integer(0)), "|");
    CHECK_EQ_STR(kfmt1("%d", value_integer(INT64_MIN)), "-9223372036854775808");
    CHECK_EQ_STR(kfmt1("%x", value_integer(INT64_MIN)), "..f8000000000000000");
    CHECK_EQ_STR(kfmt1("%d", value_float(1e20)), "100000000000000000000");
    CHECK_EQ_STR(kfmt1("%x", value_float(-1e20)), "..fa9438a1d29cf00000");
    CHECK_EQ_STR(kfmt1("%d", value_float(-1.5)), "-1");
    CHECK_EQ_STR(kfmt1("%d", str("0x1f")), "31");
    CHECK_EQ_STR(kfmt1("%d", str(" 1_000 ")), "1000");
    CHECK_EQ_STR(kfmt1("%d", str("0_12")), "10");
    CHECK_EQ_STR(kfmt1("%d", str("1__2")), "ERR invalid value for Integer: \"1__2\"");
    CHECK_EQ_STR(kfmt1("%d", str("08")), "ERR invalid value for Integer: \"08\"");
    CHECK_EQ_STR(kfmt1("%d", value_undef()), "ERR can't convert nil into Integer");
    CHECK_EQ_STR(kfmt1("%d", value_float(0.0 / 0.0)), "ERR NaN");
}

static void test_float_directives(void) {
    CHECK_EQ_STR(kfmt1("%f", value_integer(3)), "3.000000");
    CHECK_EQ_STR(kfmt1("%.2f", value_integer(9007199254740993)), "9007199254740993.00");
    CHECK_EQ_STR(kfmt1("% 010.2f|", value_integer(-3)), "-000003.00|");
    CHECK_EQ_STR(kfmt1("%#.0f", value_integer(3)), "3");
    CHECK_EQ_STR(kfmt1("%#.0f", value_float(2.5)), "2.");
    CHECK_EQ_STR(kfmt1("%a", value_float(5e-324)), "0x1p-1074");
    CHECK_EQ_STR(kfmt1("%020a|", value_float(1.0)), "0x000000000000001p+0|");
    CHECK_EQ_STR(kfmt1("%.0a", value_float(1.5)), "0x1p+1");
    CHECK_EQ_STR(kfmt1("%.1a", value_float(1.09375)), "0x1.2p+0");
    CHECK_EQ_STR(kfmt1("%A", value_float(255.5)), "0X1.FFP+7");
    CHECK_EQ_STR(kfmt1("%08f|", value_float(-1.0 / 0.0)), "    -Inf|");
    CHECK_EQ_STR(kfmt1("%+f", value_float(0.0 / 0.0)), "+NaN");
    CHECK_EQ_STR(kfmt1("%e", str("1_000.5")), "1.000500e+03");
    CHECK_EQ_STR(kfmt1("%f", str(".5")), "0.500000");
    CHECK_EQ_STR(kfmt1("%f", str("5.")), "ERR invalid value for Float: \"5.\"");
    CHECK_EQ_STR(kfmt1("%f", str("\xc3\xa9")), "ERR invalid value for Float: \"\\xC3\\xA9\"");
    CHECK_EQ_STR(kfmt1("%.3p", value_float(3.14159)), "3.1");
    /* Ruby's rounding through 15 significant digits (docs/deviations.md), checked against the
     * reference's Ruby */
    CHECK_EQ_STR(kfmt1("%.2f", value_float(2.675)), "2.68");
    CHECK_EQ_STR(kfmt1("%.1f", value_float(0.35)), "0.4");
    CHECK_EQ_STR(kfmt1("%.1f", value_float(0.45)), "0.4");
    CHECK_EQ_STR(kfmt1("%.3f", value_float(1.0005)), "1.000");
    CHECK_EQ_STR(kfmt1("%.4f", value_float(0.00015)), "0.0002");
    CHECK_EQ_STR(kfmt1("%.1f", value_float(0.05)), "0.1");
    CHECK_EQ_STR(kfmt1("%.1f", value_float(0.95)), "1.0");
    CHECK_EQ_STR(kfmt1("%.3f", value_float(9.9995)), "10.000");
    CHECK_EQ_STR(kfmt1("%.6e", value_float(320.99785)), "3.209978e+02");
    CHECK_EQ_STR(kfmt1("%.7g", value_float(857.55435)), "857.5544");
    CHECK_EQ_STR(kfmt1("%.8f", value_float(4556351.469601595)), "4556351.46960159");
    CHECK_EQ_STR(kfmt1("%.20f", value_float(0.1)), "0.10000000000000000555");
}

static void test_string_directives(void) {
    CHECK_EQ_STR(kfmt1("%-5s|", str("\xc3\xa9")), "\xc3\xa9    |");
    CHECK_EQ_STR(kfmt1("%.2s|", str("\xc3\xa9" "ab")), "\xc3\xa9" "a|");
    CHECK_EQ_STR(kfmt1("%05s|", str("a")), "    a|");
    CHECK_EQ_STR(kfmt1("%5c|", str("\xc3\xa9")), "    \xc3\xa9|");
    CHECK_EQ_STR(kfmt1("%c", str("hello")), "ERR %c requires a character");
    CHECK_EQ_STR(kfmt1("%c", value_integer(0x1F600)), "\xf0\x9f\x98\x80");
    CHECK_EQ_STR(kfmt1("%c", value_integer(0x110000)), "ERR invalid character");
    CHECK_EQ_STR(kfmt1("%p", str("a\"b\\c\n\x1b\x01#{x}#$y#")), "\"a\\\"b\\\\c\\n\\e\\u0001\\#{x}\\#$y#\"");
    Value mixed[] = { value_integer(1), str("a"), value_undef(), value_float(1.5), value_default() };
    CHECK_EQ_STR(kfmt1("%s", arr(5, mixed)), "[1, \"a\", nil, 1.5, :default]");
    CHECK_EQ_STR(kfmt1("%s", value_default()), "default");
    CHECK_EQ_STR(kfmt1("%s", value_undef()), "");
}

static void test_directive_parsing(void) {
    Value two[] = { str("a"), str("b") };
    CHECK_EQ_STR(kfmt("%1$s %1$s %2$s", 2, two), "a a b");
    CHECK_EQ_STR(kfmt("%1$s %s", 2, two), "ERR unnumbered(1) mixed with numbered");
    CHECK_EQ_STR(kfmt("%s %1$s", 2, two), "ERR numbered(1) after unnumbered(1)");
    CHECK_EQ_STR(kfmt("%3$s", 2, two), "ERR too few arguments");
    CHECK_EQ_STR(kfmt("%s %s %s", 2, two), "ERR too few arguments");
    Value aster[] = { value_integer(-5), value_integer(1) };
    CHECK_EQ_STR(kfmt("%*d|", 2, aster), "1    |");
    CHECK_EQ_STR(kfmt1("%y", value_integer(1)), "ERR malformed format string - %y");
    CHECK_EQ_STR(kfmt1("abc%", value_integer(1)), "ERR incomplete format specifier; use %% (double %) instead");
    CHECK_EQ_STR(kfmt1("%5", value_integer(1)), "ERR malformed format string - %*[0-9]");
    CHECK_EQ_STR(kfmt1("%5-d", value_integer(1)), "ERR flag after width");
    CHECK_EQ_STR(kfmt1("%.2.3d", value_integer(1)), "ERR precision given twice");
    CHECK_EQ_STR(kfmt1("%-%", value_integer(1)), "ERR invalid format character - %");
    CHECK_EQ_STR(kfmt1("%\n", value_integer(1)), "%\n");
    CHECK_EQ_STR(kfmt1("%0$d", value_integer(1)), "ERR malformed format string - %$");
    CHECK_EQ_STR(kfmt1("%99999999999d", value_integer(1)), "ERR width too big");
    CHECK_EQ_STR(kfmt1("%.99999999999f", value_integer(1)), "ERR precision too big");

    Hash *h = hash_new(&ctx, 2);
    hash_put(&ctx, h, str("x"), value_integer(1));
    hash_put(&ctx, h, str("y"), str("z"));
    Value hv = value_from_hash(h);
    CHECK_EQ_STR(kfmt1("%<x>5d|%-3{y}|%<y>s", hv), "    1|z  |z");
    CHECK_EQ_STR(kfmt1("%<q>s", hv), "ERR key<q> not found");
    CHECK_EQ_STR(kfmt1("%<x>{y}", hv), "ERR named{y} after <x>");
    CHECK_EQ_STR(kfmt1("%<x>s", value_integer(1)), "ERR one hash required");
    CHECK_EQ_STR(kfmt1("%<x", hv), "ERR malformed name - unmatched parenthesis");
}

/* A width of 10^9 must end as a limit error (memory), not a hang or a crash. */
static void test_huge_width(void) {
    if (setjmp(exit_jmp)) {
        CHECK(ctx.exit_kind == PUPPET_ERROR_LIMIT);
        return;
    }
    StrBuf sb;
    strbuf_init(&sb, &ctx);
    Value one = value_integer(1);
    sprintf_append(&sb, "%1000000000d", 12, &one, 1, span_none());
    CHECK(!"a width of 10^9 fits no run's memory");
}

static void test_quote_and_base64(void) {
    static const struct { const char *in; const char *out; } quotes[] = {
        { "a'b", "'a\\'b'" }, { "a\"b", "'a\"b'" }, { "a\nb", "\"a\\nb\"" },
        { "a\\b", "'a\\b'" }, { "\\", "'\\'" }, { "\\'", "'\\''" }, { "a$b", "'a$b'" },
        { "tab\t$", "\"tab\\t\\$\"" }, { "\x01", "\"\\u{1}\"" }, { "\xc3\xa9", "'\xc3\xa9'" },
    };
    for (size_t i = 0; i < sizeof quotes / sizeof quotes[0]; i++) {
        StrBuf sb;
        strbuf_init(&sb, &ctx);
        format_puppet_quote(&sb, quotes[i].in, strlen(quotes[i].in), false);
        CHECK_EQ_STR(strbuf_finish(&sb)->bytes, quotes[i].out);
    }
    StrBuf sb;
    strbuf_init(&sb, &ctx);
    format_base64(&sb, "hello", 5, BASE64_STRICT);
    CHECK_EQ_STR(strbuf_finish(&sb)->bytes, "aGVsbG8=");
    strbuf_init(&sb, &ctx);
    format_base64(&sb, "\xfb\xff", 2, BASE64_URLSAFE);
    CHECK_EQ_STR(strbuf_finish(&sb)->bytes, "-_8=");
    strbuf_init(&sb, &ctx);
    format_base64(&sb, "012345678901234567890123456789012345678901234567890", 51, BASE64_MIME);
    CHECK_EQ_STR(strbuf_finish(&sb)->bytes,
                 "MDEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0\nNTY3ODkw\n");
}

static void test_interpolation_and_inspect(void) {
    Value inner[] = { value_integer(1), str("x") };
    Value items[] = { str("a"), value_undef(), value_float(1.5), arr(2, inner), value_default() };
    Value a = arr(5, items);
    CHECK_EQ_STR(format_to_string(&ctx, a)->bytes, "[a, , 1.5, [1, x], default]");
    CHECK_EQ_STR(format_for_log(&ctx, value_float(1e20))->bytes, "1.0e+20");
    CHECK_EQ_STR(format_inspect(&ctx, a)->bytes, "['a', undef, 1.5, [1, 'x'], default]");
    Hash *h = hash_new(&ctx, 1);
    hash_put(&ctx, h, str("k"), str("it's"));
    CHECK_EQ_STR(format_to_string(&ctx, value_from_hash(h))->bytes, "{k => it's}");
    CHECK_EQ_STR(format_inspect(&ctx, value_from_hash(h))->bytes, "{'k' => 'it\\'s'}");
    CHECK_EQ_STR(format_inspect(&ctx, str("a\nb"))->bytes, "\"a\\nb\"");
    CHECK_EQ_STR(format_inspect(&ctx, value_undef())->bytes, "undef");

    /* nesting deeper than MAX_DATA_DEPTH: no stack overflow, a bounded rendering */
    Value deep = value_integer(0);
    for (int i = 0; i < MAX_DATA_DEPTH + 50; i++)
        deep = arr(1, &deep);
    CHECK(format_to_string(&ctx, deep)->len > 0);
    CHECK(format_inspect(&ctx, deep)->len > 0);
    CHECK_EQ_STR(with(deep, value_default()), "ERR The value is nested deeper than 1000 levels and cannot be formatted");
}

static void test_string_with(void) {
    CHECK_EQ_STR(with(value_float(3.14), value_default()), "3.140000");
    CHECK_EQ_STR(with_s(value_integer(10), "%#x"), "0xa");
    Value ten = value_integer(10);
    CHECK_EQ_STR(with_s(arr(1, &ten), "%(a"), "(10)");
    CHECK_EQ_STR(with_s(value_integer(1), "%q"),
                 "ERR Illegal format 'q' specified for value of Integer type - expected one of the characters 'dxXobBeEfgGaAspc'");
    CHECK_EQ_STR(with_s(value_integer(1), "abc"),
                 "ERR The format 'abc' is not a valid format on the form '%<flags><width>.<prec><format>'");
    CHECK_EQ_STR(with_s(value_integer(1), "%--d"), "ERR The same flag can only be used once, got '%--d'");
    CHECK_EQ_STR(with_s(arr(1, &ten), "%[(a"),
                 "ERR Only one of the delimiters [ { ( < | can be given in the format flags, got '%[(a'");
    CHECK_EQ_STR(with_s(value_integer(1), "%[d"), "ERR malformed format string - %[");
    CHECK_EQ_STR(with_s(str("hello::big::world"), "%C"), "Hello::Big::World");
    CHECK_EQ_STR(with_s(str("  x  "), "%#t"), "'x'");
    CHECK_EQ_STR(with_s(value_boolean(true), "%#Y"), "Y");
    CHECK_EQ_STR(with_s(value_undef(), "%#n"), "null");
    CHECK_EQ_STR(with_s(value_default(), "%#D"), "\"Default\"");
    /* %p of Timespan and Timestamp: the reference leaks a Ruby object here; the spec's form
     * ("Timespan to String", "Timestamp to String"; docs/deviations.md) */
    CHECK_EQ_STR(with_s(value_timespan(INT64_C(3600000000000)), "%p"), "Timespan('0-01:00:00.0')");
    CHECK_EQ_STR(with_s(value_timestamp(INT64_C(1473150899000000000)), "%p"),
                 "Timestamp('2016-09-06T08:34:59.000000000 UTC')");
    CHECK_EQ_STR(with_s(value_timespan(INT64_C(3600000000000)), "%s"), "0-01:00:00.0");
    CHECK_EQ_STR(with_s(value_timespan(INT64_C(-1500000000)), "%d"), "-2");
    /* the line anchors of the reference's format pattern: a later line can be the format */
    CHECK_EQ_STR(with_s(value_integer(5), "x\n%03d"), "x\n005");

    Value nums[10];
    for (int i = 0; i < 10; i++)
        nums[i] = value_integer(i + 1);
    CHECK_EQ_STR(with_s(arr(10, nums), "%#10a"), "[ 1,\n  2,\n  3,\n  4,\n  5,\n  6,\n  7,\n  8,\n  9,\n  10]");

    /* the spec's format map: positive integers in hex, negative in decimal */
    Hash *map = hash_new(&ctx, 2);
    const Type *negative = type_parse(&ctx, "Integer[default, -1]");
    const Type *positive = type_parse(&ctx, "Integer[0, default]");
    CHECK(negative && positive);
    if (negative && positive) {
        hash_put(&ctx, map, value_from_type(negative), str("%d"));
        hash_put(&ctx, map, value_from_type(positive), str("%#x"));
        CHECK_EQ_STR(with(value_integer(-1), value_from_hash(map)), "-1");
        CHECK_EQ_STR(with(value_integer(10), value_from_hash(map)), "0xa");
    }
}

/* ctx_sprintf writes the common directives itself (ctx.c format_simple) and leaves the rest to
 * vsnprintf: either way its text is vsnprintf's. */
#define SAME_AS_SNPRINTF(...) do {                                                             \
        char expected[256];                                                                     \
        snprintf(expected, sizeof expected, __VA_ARGS__);                                       \
        CHECK_EQ_STR(ctx_sprintf(&ctx, __VA_ARGS__), expected);                                 \
    } while (0)

static void test_ctx_sprintf(void) {
    SAME_AS_SNPRINTF("%s", "");
    SAME_AS_SNPRINTF("plain text, no directive");
    SAME_AS_SNPRINTF("%s[%s]", "File", "/tmp/x");
    SAME_AS_SNPRINTF("%s\n%s", "Class", "main");
    SAME_AS_SNPRINTF("%s(line: %u)", " defined at ", 12u);
    SAME_AS_SNPRINTF("100%% of %d, %d and %d", 0, -1, INT32_MIN);
    SAME_AS_SNPRINTF("%u %lu %llu %zu", UINT32_MAX, (unsigned long)UINT32_MAX + 1, (unsigned long long)UINT64_MAX,
                     (size_t)12345);
    SAME_AS_SNPRINTF("%ld %lld %lld", (long)-7, (long long)INT64_MIN, (long long)INT64_MAX);
    SAME_AS_SNPRINTF("%s%s%s%s%s%s%s%s", "a", "b", "c", "d", "e", "f", "g", "h");
    SAME_AS_SNPRINTF("%s%s%s%s%s%s%s%s%s", "a", "b", "c", "d", "e", "f", "g", "h", "i");   /* past 8: vsnprintf */
    SAME_AS_SNPRINTF("%5s|%-4d|%05u|%.2s|%x|%c|%g", "ab", 3, 7u, "xyz", 255u, 'q', 0.5);  /* vsnprintf's */
    SAME_AS_SNPRINTF("%s and %.1f", "text", 2.25);
}

int main(void) {
    memset(&options, 0, sizeof options);
    options.log_level = PUPPET_LOG_NOTICE;
    arena_init(&ctx.arena, 64u << 20);
    ctx.options = &options;
    ctx.exit = &exit_jmp;
    ctx.max_output_bytes = 1u << 20;
    ctx.max_steps = 1000000;
    test_float_shortest();
    test_integer_directives();
    test_float_directives();
    test_string_directives();
    test_directive_parsing();
    test_quote_and_base64();
    test_interpolation_and_inspect();
    test_string_with();
    test_huge_width();
    test_ctx_sprintf();
    arena_free(&ctx.arena);
    return check_summary("format");
}
