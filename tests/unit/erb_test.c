/* erb_test.c: what ERB templates do where the reference cannot be the judge (docs/erb.md).
 *
 * The reference renders any Ruby; the engine runs a subset of it and refuses the rest by name,
 * with the template's line and column, never a wrong text or a Ruby syntax error it would not
 * give. Each construct docs/erb.md lists as refused is checked here to give exactly that
 * refusal, and the next run in the same process to work. Then bad templates: a realistic
 * template cut at every byte, without each byte and with each byte doubled must give a text or
 * an error with a message, never a crash (the unit suite runs on the ASan build). What
 * templates render is the conformance and erb suites' business, against the reference.
 */
#include <stdlib.h>

#include "check.h"
#include "puppet.h"

static PuppetOptions defaults(void) {
    PuppetOptions o;
    puppet_options_init(&o);
    return o;
}

/* notice(inline_template('TEXT')) with TEXT in a single-quoted Puppet string. */
static char *program_of(const char *text, size_t len) {
    char *s = malloc(2 * len + 64), *p = s;
    p += sprintf(p, "notice(inline_template('");
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\\' || text[i] == '\'')
            *p++ = '\\';
        *p++ = text[i];
    }
    p += sprintf(p, "'))\n");
    *p = '\0';
    return s;
}

static void check_next_run_works(const char *after) {
    PuppetResult *r = puppet_run("notice(inline_template('<%= [1, 2].map { |x| x * 2 }.inspect %>'))", 66, NULL);
    bool ok = r && r->ok && r->log_count == 1 && strcmp(r->log[0].message, "[2, 4]") == 0;
    if (!ok)
        printf("after %s: the next run failed\n", after);
    CHECK(ok);
    puppet_result_free(r);
}

/* The template is refused: "unsupported Ruby in the inline template at line L, column C:
 * CONSTRUCT", located at the inline_template call. */
static void expect_refused(const char *text, unsigned line, unsigned column, const char *construct) {
    PuppetOptions o = defaults();
    char *program = program_of(text, strlen(text));
    PuppetResult *r = puppet_run(program, strlen(program), &o);
    char expected[512];
    snprintf(expected, sizeof expected,
             "Evaluation Error: Error while evaluating a Function Call, inline_template: unsupported Ruby in the "
             "inline template at line %u, column %u: %s", line, column, construct);
    bool ok = r && !r->ok && r->error.kind == PUPPET_ERROR_EVALUATION && r->error.message &&
              strcmp(r->error.message, expected) == 0 && r->error.line == 1 && r->error.column == 8;
    if (!ok)
        printf("    %s\n    got      %s\n    expected %s\n", text,
               r && r->error.message ? r->error.message : (r && r->ok ? r->log_count ? r->log[0].message : "(ok)" : "?"),
               expected);
    CHECK(ok);
    puppet_result_free(r);
    free(program);
    check_next_run_works(text);
}

static void test_refusals(void) {
    /* the syntax the engine does not run */
    expect_refused("<% class Foo; end %>", 1, 4, "a class definition");
    expect_refused("<% module Foo; end %>", 1, 4, "a module definition");
    expect_refused("<% for x in [1] do %><%= x %><% end %>", 1, 4, "a for loop");
    expect_refused("<%= yield %>", 1, 5, "yield");
    expect_refused("<%= super %>", 1, 5, "super");
    expect_refused("<% alias foo bar %>", 1, 4, "alias");
    expect_refused("<%= `ls` %>", 1, 5, "a command in backquotes");
    expect_refused("<%= <<EOS\nx\nEOS\n%>", 1, 5, "a heredoc");
    expect_refused("<% a, b = 1, 2 %><%= a %>", 1, 4, "multiple assignment");
    expect_refused("<% *a = [1, 2] %><%= a %>", 1, 4, "multiple assignment");
    expect_refused("<% [[1, 2]].each do |a| %><% b, c = a %><% end %>", 1, 30, "multiple assignment");
    expect_refused("<%= [1].map { _1 + 1 } %>", 1, 15, "numbered block parameters (_1)");
    expect_refused("<%= 2**100 %>", 1, 6, "an Integer beyond 64 bits (a Bignum)");
    expect_refused("<% require 'yaml' %>", 1, 4, "the Ruby library 'yaml'");
    expect_refused("<%= case [1]\n in [x] then x end %>", 2, 2, "pattern matching (case/in)");
    /* methods Ruby has that the engine does not run: refused by name, not a NoMethodError */
    expect_refused("<%= [1].to_yaml(line_width: 10) %>", 1, 9, "to_yaml with options");
    expect_refused("<%= [:a].to_yaml %>", 1, 10, "to_yaml of a Symbol");
    expect_refused("<%= 'a'.object_id %>", 1, 9, "the method `object_id' of String");
    expect_refused("<%= [1, 2].cycle.first(3) %>", 1, 12, "Array#cycle");
    /* respond_to? where Ruby's answer is not known exactly */
    expect_refused("<%= Array.respond_to?(:new) %>", 1, 11, "respond_to?(:new) on Class");
    expect_refused("<%= [1].respond_to?(:initialize, true) %>", 1, 9, "respond_to?(:initialize, true) on Array");
    expect_refused("<% def f; end %><%= respond_to?(:f) %>", 1, 21,
                   "respond_to?(:f) on Puppet::Parser::TemplateWrapper");
    /* constants and globals of the Ruby runtime */
    expect_refused("<%= Time.now %>", 1, 5, "the Ruby constant Time");
    expect_refused("<%= ENV['HOME'] %>", 1, 5, "the Ruby constant ENV");
}

/* The run answers: a text or an error with a message, then the next run works. */
static void expect_answer(const char *name, const char *text, size_t len) {
    PuppetOptions o = defaults();
    char *program = program_of(text, len);
    PuppetResult *r = puppet_run(program, strlen(program), &o);
    bool ok = r && (r->ok || (r->error.message && r->error.message[0]));
    if (!ok)
        printf("%s: no answer\n", name);
    CHECK(ok);
    puppet_result_free(r);
    free(program);
}

/* A template of the kind the module packages have, with most of the Ruby the engine runs. */
static const char SAMPLE[] =
    "# <%= @name %> managed by Puppet\n"
    "<%- if @options.is_a?(Hash) && !@options.empty? -%>\n"
    "<%- @options.keys.sort.each do |key| -%>\n"
    "<%= key %> = <%= [@options[key]].flatten.map { |v| v.to_s.strip }.join(', ') %>\n"
    "<%- end -%>\n"
    "<%- elsif @list -%>\n"
    "<%= @list.each_with_index.map { |x, i| \"#{i}:#{x.inspect}\" }.join(\"\\n\") %>\n"
    "<%- end -%>\n"
    "<% h = {'a' => 1, :b => [2, 3.5], c: nil} %><%= h.select { |k, v| v }.to_s %>\n"
    "<%= scope['::osfamily'] == 'Debian' ? 'apt' : scope.lookupvar('pkg') %>\n"
    "<%% literal %%> <%# comment %>\n"
    "<% case @mode when /^a(b)/ then %><%= $1 %><% when 1..3 %>r<% else %>e<% end %>\n"
    "<%= '%-5s|%05.1f' % ['x', 2] %> <%= 'a-b'.gsub(/-/) { '_' }.upcase %>\n"
    "<% begin %><%= Integer(@port) %><% rescue TypeError, ArgumentError => e %><%= e.message %><% end %>\n";

static void test_bad_templates(void) {
    size_t len = sizeof SAMPLE - 1;
    char name[64];
    for (size_t cut = 0; cut <= len; cut++) {
        snprintf(name, sizeof name, "sample cut at %zu", cut);
        expect_answer(name, SAMPLE, cut);
    }
    char *edit = malloc(len + 2);
    for (size_t i = 0; i < len; i++) {
        memcpy(edit, SAMPLE, i);
        memcpy(edit + i, SAMPLE + i + 1, len - i - 1);
        snprintf(name, sizeof name, "sample without byte %zu", i);
        expect_answer(name, edit, len - 1);
        memcpy(edit, SAMPLE, i + 1);
        memcpy(edit + i + 1, SAMPLE + i, len - i);
        snprintf(name, sizeof name, "sample with byte %zu doubled", i);
        expect_answer(name, edit, len + 1);
    }
    free(edit);
    check_next_run_works("the edited samples");
    /* the whole sample renders (its text is the conformance suite's business) */
    char *program = program_of(SAMPLE, len);
    PuppetOptions o = defaults();
    PuppetResult *r = puppet_run(program, strlen(program), &o);
    if (!(r && r->ok))
        printf("the whole sample: %s\n", r && r->error.message ? r->error.message : "?");
    CHECK(r && r->ok);
    puppet_result_free(r);
    free(program);
}

int main(void) {
    test_refusals();
    test_bad_templates();
    return check_summary("erb_test");
}
