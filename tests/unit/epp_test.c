/* epp_test.c: the EPP parser (parser_parse_epp): each tests/parser/epp/NAME.epp must dump as
 * NAME.ast, which comes from the reference (`puppet epp dump --format pn NAME.epp`); plus the
 * positions the reference reports inside templates (syntax and lexical errors), which the
 * conformance cases (tests/conformance/epp) see only through inline_epp's messages.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "support/arena.h"
#include "syntax/ast_dump.h"
#include "check.h"
#include "syntax/parser.h"

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = buf ? fread(buf, 1, (size_t)n, f) : 0;
    fclose(f);
    if (!buf) return NULL;
    buf[got] = '\0';
    *len = got;
    return buf;
}

static void test_dumps(void)
{
    const char *dir = "tests/parser/epp";
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d) return;
    int cases = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n < 5 || strcmp(e->d_name + n - 4, ".epp") != 0) continue;
        char epp[512], ast[512];
        snprintf(epp, sizeof epp, "%s/%s", dir, e->d_name);
        snprintf(ast, sizeof ast, "%s/%.*s.ast", dir, (int)(n - 4), e->d_name);
        size_t slen = 0, alen = 0;
        char *source = read_file(epp, &slen);
        char *expected = read_file(ast, &alen);
        CHECK(source != NULL && expected != NULL);
        if (source && expected) {
            Arena a;
            arena_init(&a, 0);
            ParseError err;
            AstNode *program = parser_parse_epp(&a, source, slen, &err, NULL);
            if (!program) printf("    %s: unexpected parse error: %s\n", epp, err.message);
            CHECK(program != NULL);
            if (program) {
                const char *dump = ast_dump(&a, program);
                if (dump && strcmp(dump, expected) != 0) printf("    %s\n", epp);
                CHECK_EQ_STR(dump, expected);
            }
            arena_free(&a);
            cases++;
        }
        free(source);
        free(expected);
    }
    closedir(d);
    CHECK(cases >= 10);
}

/* The message and position of a template's parse error. */
static void check_error(const char *source, const char *message, unsigned line, unsigned column)
{
    Arena a;
    arena_init(&a, 0);
    ParseError err;
    AstNode *program = parser_parse_epp(&a, source, strlen(source), &err, NULL);
    CHECK(program == NULL);
    if (!program) {
        const char *m = err.message + strlen(PARSE_ERROR_PREFIX);
        CHECK_EQ_STR(m, message);
        CHECK_EQ_INT(err.span.line, line);
        CHECK_EQ_INT(err.span.column, column);
    }
    arena_free(&a);
}

static void test_errors(void)
{
    /* positions as the reference reports them (tests/conformance/epp/syntax_*.out) */
    check_error("<%= %>", "Syntax error at '%>'", 1, 5);
    check_error("abc\n  <%= 1 %>\n <%= $x = 2 %>", "Syntax error at '='", 3, 9);
    check_error("<%= 1 ", "Unbalanced epp tag, reached <eof> without closing tag.", 1, 7);
    check_error("abc <%# comment", "Reaching end after opening <%# without seeing %>", 1, 7);
    check_error("abc <%", "Unbalanced embedded expression - opening <% and reaching end of input", 1, 7);
    check_error("\n<%- | $x | -%>x", "Syntax error at '|'", 2, 5);
    check_error("<% if true { %>", "Syntax error at end of input", 0, 0);
    check_error("<%= 1 2 %>", "Syntax error at '2'", 1, 7);
}

int main(void)
{
    test_dumps();
    test_errors();
    return check_summary("epp_test");
}
