/* yaml_test.c: unit tests of the YAML reader (data/yaml_read.h) and of its reading as Puppet
 * values (data/yaml_value.h).
 *
 * Expected values are Psych's, as the reference's Ruby 3.1 (Psych 4.0.3 on libyaml 0.2.5) gives
 * them for YAML.safe_load(text, permitted_classes: [Symbol], aliases: true, filename: "f.yaml"),
 * checked case by case with ruby, and written here as Puppet prints them (%p); tests/hiera covers
 * the same reading end to end against the reference Puppet's lookup().
 */
#include <setjmp.h>
#include <string.h>

#include "check.h"
#include "data/yaml_read.h"
#include "data/yaml_value.h"
#include "support/ctx.h"
#include "text/format.h"

static Ctx ctx;
static PuppetOptions options;
static jmp_buf exit_jmp;

/* The document as %p, or "ERR <message>". */
static const char *load(const char *text) {
    YamlLoad out;
    if (!yaml_load(&ctx, text, strlen(text), "f.yaml", true, &out))
        return ctx_sprintf(&ctx, "ERR %s", out.error);
    return format_inspect(&ctx, out.value)->bytes;
}

static void test_scalars(void) {
    CHECK_EQ_STR(load("a: yes\nb: No\nc: ON\nd: off\ne: y\nf: n\ng: YES\nh: yEs\ni: True\nj: tRue\n"),
                 "{'a' => true, 'b' => false, 'c' => true, 'd' => false, 'e' => 'y', 'f' => 'n', 'g' => true, "
                 "'h' => true, 'i' => true, 'j' => true}");
    CHECK_EQ_STR(load("m: Null\nn: NULL\no: ~\np:\nq: nULL\nr: ''\ns: 'yes'\n"),
                 "{'m' => undef, 'n' => undef, 'o' => undef, 'p' => undef, 'q' => undef, 'r' => '', 's' => 'yes'}");
    CHECK_EQ_STR(load("- 0x1F\n- 0o17\n- 017\n- 0b101\n- 1_000\n- 1,000\n- +12\n- -0\n- 08\n- 09\n- 0_7\n- 1__0\n"
                      "- _1\n- 1_\n- 0,1\n- +0x1f\n- -0b11\n- 00\n- -0x\n- 0x\n- 6,\n- 0x1_F\n"),
                 "[31, '0o17', 15, 5, 1000, 1000, 12, 0, '08', '09', 7, '1__0', '_1', '1_', 1, 31, -3, 0, '-0x', "
                 "'0x', '6,', 31]");
    CHECK_EQ_STR(load("- 0.5\n- .5\n- 1e3\n- 1.0e3\n- 1.0e+3\n- 1.\n- -.5\n- 1.e+3\n- 0.5e+3\n- 1,2.5\n- 0.\n- -.\n"
                      "- ._\n- 1._5\n- 123.456e-2\n- 1.5E+3\n- 0.1_2e+1\n- 1.5e3\n- ._5\n- 1.2.3\n"),
                 "[0.5, 0.5, '1e3', '1.0e3', 1000.0, 1.0, -0.5, 1000.0, 500.0, 12.5, 0.0, '-.', '._', '1._5', "
                 "1.23456, 1500.0, '0.1_2e+1', '1.5e3', '._5', '1.2.3']");
    CHECK_EQ_STR(load("- 1:30\n- 1:30.5\n- 190:20:30\n- 1:60\n- 1:5\n- -1:30\n- +1:30\n- 1_1:30\n- 1:3_0\n"
                      "- 12:30:59.5_5\n- \"1:30\"\n"),
                 "[5400, 5430.0, 685230, '1:60', 3900, -1800, 5400, 41400, '1:3_0', 45059.55, '1:30']");
    CHECK_EQ_STR(load("- .inf\n- -.Inf\n- +.INF\n- 2020-01-01x\n- '-'\n- plain text here\n- 9223372036854775807\n"),
                 "[Infinity, -Infinity, Infinity, '2020-01-01x', '-', 'plain text here', 9223372036854775807]");
    /* a short multi-line plain scalar is read line by line, as Psych's line-anchored patterns do */
    CHECK_EQ_STR(load("a: y\n\n  no\nb: x\n\n  y\n"), "{'a' => false, 'b' => \"x\\ny\"}");
}

static void test_tags(void) {
    CHECK_EQ_STR(load("- !!int \"12\"\n- !!float 1\n- !!str 1\n- !!int 1.5\n- !!bool yes\n- !!null x\n- !foo 12\n"
                      "- !!str yes\n- !binary aGVsbG8=\n- ! 12\n"),
                 "[12, 1.0, '1', 1.5, true, 'x', 12, 'yes', 'hello', 12]");
    CHECK_EQ_STR(load("a: !ruby/object:Foo {}\n"), "ERR (f.yaml): Tried to load unspecified class: Foo");
    CHECK_EQ_STR(load("a: !ruby/regexp /x/\n"), "ERR (f.yaml): Tried to load unspecified class: Regexp");
    CHECK_EQ_STR(load("a: !!set {x: 1}\n"), "ERR (f.yaml): Tried to load unspecified class: Psych::Set");
    CHECK_EQ_STR(load("a: !ruby/object:Hash {x: 1}\n"), "{'a' => {'x' => 1}}");
    CHECK_EQ_STR(load("a: 2020-01-01\n"), "ERR (f.yaml): Tried to load unspecified class: Date");
    CHECK_EQ_STR(load("a: 2020-01-01 10:00:00\n"), "ERR (f.yaml): Tried to load unspecified class: Time");
    CHECK_EQ_STR(load("a: !!float abc\n"), "ERR invalid value for Float(): \"abc\"");
    CHECK_EQ_STR(load("a: 0b_\n"), "ERR invalid value for Integer(): \"0b\"");
}

static void test_symbols(void) {
    YamlLoad out;
    const char *text = "a: :sym\n:b: 1\nc:\n  - x\n  - :y\nd: :\"q\"\n";
    CHECK(yaml_load(&ctx, text, strlen(text), "f.yaml", true, &out));
    CHECK_EQ_STR(format_inspect(&ctx, out.value)->bytes, "{'a' => 'sym', 'b' => 1, 'c' => ['x', 'y'], 'd' => 'q'}");
    const YamlRubyObject *o = out.ruby_objects;
    CHECK(o && o->whole && strcmp(o->key.as.string->bytes, "a") == 0 && strcmp(o->class_name, "Symbol") == 0);
    o = o ? o->next : NULL;
    CHECK(o && !o->whole && strcmp(o->key.as.string->bytes, "c") == 0);
    o = o ? o->next : NULL;
    CHECK(o && o->whole && strcmp(o->key.as.string->bytes, "d") == 0);
    CHECK(o && !o->next);
    CHECK(!yaml_load(&ctx, "a: :x", 5, "f.yaml", false, &out));
    CHECK_EQ_STR(out.error, "(f.yaml): Tried to load unspecified class: Symbol");
}

static void test_anchors_and_merge_keys(void) {
    CHECK_EQ_STR(load("base: &b {x: 1, y: 2}\nother:\n  <<: *b\n  y: 3\n  z: 4\n"),
                 "{'base' => {'x' => 1, 'y' => 2}, 'other' => {'x' => 1, 'y' => 3, 'z' => 4}}");
    CHECK_EQ_STR(load("a: &a {x: 1}\nb: &b {x: 2, y: 2}\nc:\n  <<: [*a, *b]\n"),
                 "{'a' => {'x' => 1}, 'b' => {'x' => 2, 'y' => 2}, 'c' => {'x' => 1, 'y' => 2}}");
    CHECK_EQ_STR(load("a: &s str\nb: {<<: *s}\nc: {!!str <<: {x: 1}}\nd: {'<<': {x: 1}}\n"),
                 "{'a' => 'str', 'b' => {'<<' => 'str'}, 'c' => {'<<' => {'x' => 1}}, 'd' => {'x' => 1}}");
    CHECK_EQ_STR(load("a: &x 1\nb: &x 2\nc: *x\n"), "{'a' => 1, 'b' => 2, 'c' => 2}");
    CHECK_EQ_STR(load("a: *x\n"), "ERR Unknown alias: x");
    CHECK(strncmp(load("a: &r [*r]\n"), "ERR (f.yaml): the alias *r refers to a collection that contains it", 66) == 0);
    /* many aliases of one node: converted once */
    CHECK_EQ_STR(load("a: &a [1, 2]\nb: [*a, *a, *a]\n"), "{'a' => [1, 2], 'b' => [[1, 2], [1, 2], [1, 2]]}");
}

static void test_documents_and_errors(void) {
    CHECK_EQ_STR(load(""), "false");
    CHECK_EQ_STR(load("# only a comment\n"), "false");
    CHECK_EQ_STR(load("---\n"), "false");
    CHECK_EQ_STR(load("~\n"), "false");
    CHECK_EQ_STR(load("a: 1\n---\nb: ["), "{'a' => 1}");
    CHECK_EQ_STR(load("\xEF\xBB\xBF" "a: 1\n"), "{'a' => 1}");
    CHECK_EQ_STR(load("a: [1"),
                 "ERR (f.yaml): did not find expected ',' or ']' while parsing a flow sequence at line 1 column 4");
    CHECK_EQ_STR(load("a: 1\n b: 2"), "ERR (f.yaml): mapping values are not allowed in this context at line 2 column 3");
    CHECK_EQ_STR(load("a:\n  - 1\n b"),
                 "ERR (f.yaml): did not find expected key while parsing a block mapping at line 1 column 1");
    CHECK_EQ_STR(load("a: \"x"),
                 "ERR (f.yaml): found unexpected end of stream while scanning a quoted scalar at line 1 column 4");
    CHECK_EQ_STR(load("- a\nb: 1"),
                 "ERR (f.yaml): did not find expected '-' indicator while parsing a block collection at line 1 column 1");
    CHECK_EQ_STR(load("%YAML 1.3\n---\na: 1"), "ERR (f.yaml): found incompatible YAML document at line 1 column 1");
    CHECK_EQ_STR(load("a: 1\nb: \xff\xfe\n"), "ERR (f.yaml): invalid leading UTF-8 octet at line 1 column 1");
    CHECK_EQ_STR(load("a: 1\nb: \"x\x01y\"\n"), "ERR (f.yaml): control characters are not allowed at line 1 column 1");
    /* nesting beyond MAX_DATA_DEPTH fails instead of exhausting the stack */
    char deep[2 * 1200 + 1];
    memset(deep, '[', 1200);
    memset(deep + 1200, ']', 1200);
    deep[2400] = '\0';
    CHECK(strncmp(load(deep), "ERR (f.yaml): the data nests deeper than", 40) == 0);
}

int main(void) {
    memset(&options, 0, sizeof options);
    options.log_level = PUPPET_LOG_NOTICE;
    arena_init(&ctx.arena, 64u << 20);
    ctx.options = &options;
    ctx.exit = &exit_jmp;
    ctx.max_output_bytes = 1u << 20;
    ctx.max_steps = 10000000;
    test_scalars();
    test_tags();
    test_symbols();
    test_anchors_and_merge_keys();
    test_documents_and_errors();
    arena_free(&ctx.arena);
    return check_summary("yaml");
}
