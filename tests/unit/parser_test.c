/* parser_test.c: what the AST dump does not show: node spans, parser_parse_expression (the
 * built-in signatures' type strings), lexer warnings, the arena limit and the nesting limit.
 * The expected columns are those at which the reference reports errors on the same code
 * (checked with shared/tools/puppet-reference), e.g. `notice($x  ?  { 2 => 3 })` fails at the
 * selector's subject, `$x.nosuchfn(2)` at its '(' and `$x.nosuchfn` at its '.'.
 */
#include <string.h>

#include "support/arena.h"
#include "syntax/ast_dump.h"
#include "check.h"
#include "syntax/parser.h"

static AstNode *parse(Arena *a, const char *src)
{
    ParseError err;
    AstNode *p = parser_parse_program(a, src, strlen(src), &err);
    if (!p) printf("    unexpected parse error: %s\n", err.message);
    return p;
}

static const AstNode *first(const AstNode *program)
{
    return program && program->as.list.items.count ? program->as.list.items.items[0] : NULL;
}

#define CHECK_AT(node, l, c) do {                                  \
        const AstNode *n_ = (node);                                 \
        CHECK(n_ != NULL);                                          \
        if (n_) { CHECK_EQ_INT(n_->span.line, l); CHECK_EQ_INT(n_->span.column, c); } \
    } while (0)

static void test_spans(void)
{
    Arena a;
    arena_init(&a, 0);
    /* notice($x  ?  { 2 => 3 }): the selector is at its subject */
    const AstNode *call = first(parse(&a, "notice($x  ?  { 2 => 3 })"));
    CHECK(call && call->kind == AST_CALL);
    const AstNode *sel = call ? call->as.call.args.items[0] : NULL;
    CHECK(sel && sel->kind == AST_SELECTOR);
    CHECK_AT(sel, 1, 8);
    CHECK_AT(call, 1, 1);
    /* a binary operator is at the operator; its operands at themselves */
    const AstNode *assign = first(parse(&a, "$y = 1 +  \"a\""));
    CHECK(assign && assign->kind == AST_ASSIGN);
    CHECK_AT(assign, 1, 4);
    const AstNode *plus = assign ? assign->as.binary.rhs : NULL;
    CHECK(plus && plus->kind == AST_ADD);
    CHECK_AT(plus, 1, 8);
    CHECK_AT(plus ? plus->as.binary.rhs : NULL, 1, 11);
    /* method calls: at '(' with parentheses, at '.' without */
    const AstNode *m1 = first(parse(&a, "$x.nosuchfn(2)"));
    CHECK(m1 && m1->kind == AST_CALL_METHOD);
    CHECK_AT(m1, 1, 12);
    const AstNode *m2 = first(parse(&a, "$x.nosuchfn"));
    CHECK_AT(m2, 1, 3);
    /* columns count characters, not bytes; CRLF ends a line */
    const AstNode *u = first(parse(&a, "$x = \"ü\" + 1"));
    CHECK_AT(u ? u->as.binary.rhs : NULL, 1, 10);
    AstNode *crlf = parse(&a, "notice(1)\r\n  $x = 2\r\n");
    CHECK(crlf && crlf->as.list.items.count == 2);
    if (crlf && crlf->as.list.items.count == 2) CHECK_AT(crlf->as.list.items.items[1], 2, 6);
    /* inside a heredoc with a margin, positions map back to the source line:
     * `    text ${1 / 0}` - the 0 is at column 16 (the reference's "Division by 0") */
    const AstNode *h = first(parse(&a, "$x = @(\"E\")\n    text ${1 / 0}\n    | E\n"));
    const AstNode *doc = h ? h->as.binary.rhs : NULL;
    CHECK(doc && doc->kind == AST_HEREDOC);
    const AstNode *concat = doc ? doc->as.heredoc.text : NULL;
    CHECK(concat && concat->kind == AST_INTERPOLATED && concat->as.list.items.count == 3);
    if (concat && concat->as.list.items.count == 3) {
        const AstNode *div = concat->as.list.items.items[1];
        CHECK(div->kind == AST_DIV);
        CHECK_AT(div, 2, 14);
        CHECK_AT(div->as.binary.rhs, 2, 16);
    }
    /* a resource is at its type, a virtual one at its '@' */
    const AstNode *r = first(parse(&a, "  @file { 'a': }"));
    CHECK(r && r->kind == AST_RESOURCE && r->as.resource.form == RESOURCE_VIRTUAL);
    CHECK_AT(r, 1, 3);
    arena_free(&a);
}

static void test_expression(void)
{
    Arena a;
    arena_init(&a, 0);
    ParseError err;
    const char *sig = "Hash[String, Callable[2,2]]";
    AstNode *e = parser_parse_expression(&a, sig, strlen(sig), &err);
    CHECK(e && e->kind == AST_ACCESS);
    char *dump = e ? ast_dump(&a, e) : NULL;
    CHECK_EQ_STR(dump, "(access (qr \"Hash\") (qr \"String\") (access (qr \"Callable\") 2 2))\n");
    const char *opt = "Optional[Variant[Integer[0], Enum[a, 'b']]]";
    e = parser_parse_expression(&a, opt, strlen(opt), &err);
    CHECK(e && e->kind == AST_ACCESS);
    /* anything after the expression is an error */
    const char *bad = "Integer $x";
    e = parser_parse_expression(&a, bad, strlen(bad), &err);
    CHECK(e == NULL);
    CHECK_EQ_STR(err.message, PARSE_ERROR_PREFIX "Syntax error at 'x'");
    CHECK_EQ_INT(err.span.column, 9);
    arena_free(&a);
}

static void test_warnings_and_limits(void)
{
    Arena a;
    arena_init(&a, 0);
    ParseError err;
    LexWarning *w = NULL;
    const char *src = "notice(\"a\\db\")\nnotice(\"\\q\")";
    AstNode *p = parser_parse_program_warnings(&a, src, strlen(src), &err, &w);
    CHECK(p != NULL);
    CHECK(w != NULL);
    if (w) {
        /* puppet-reference: Warning: Unrecognized escape sequence '\d' (line: 1, column: 14) */
        CHECK_EQ_STR(w->message, "Unrecognized escape sequence '\\d'");
        CHECK_EQ_INT(w->span.line, 1);
        CHECK_EQ_INT(w->span.column, 14);
        CHECK(w->next != NULL && w->next->next == NULL);
    }
    /* integer overflow is kept for the validator, with the reference's hex text */
    const AstNode *big = first(parse(&a, "9223372036854775808"));
    CHECK(big && big->kind == AST_INTEGER);
    CHECK_EQ_STR(big ? big->as.integer.overflow : NULL, "+0x8000000000000000");
    const AstNode *max = first(parse(&a, "0x7FFFFFFFFFFFFFFF"));
    CHECK(max && max->as.integer.overflow == NULL && max->as.integer.value == INT64_MAX &&
          max->as.integer.radix == 16);
    arena_free(&a);

    /* a small arena cap: the parse stops with out_of_memory, never a crash */
    Arena small;
    arena_init(&small, 4096);
    char text[20000];
    size_t o = 0;
    while (o + 20 < sizeof text) o += (size_t)snprintf(text + o, sizeof text - o, "$x%zu = [1, 2]\n", o);
    p = parser_parse_program(&small, text, o, &err);
    CHECK(p == NULL);
    CHECK(err.out_of_memory);
    arena_free(&small);

    /* nesting past MAX_PARSE_DEPTH is an error, not a stack overflow */
    Arena deep;
    arena_init(&deep, 0);
    static char nest[300010];
    size_t n = 0;
    memcpy(nest, "$x = ", 5);
    n = 5;
    for (int i = 0; i < 100000; i++) nest[n++] = '[';
    for (int i = 0; i < 100000; i++) nest[n++] = ']';
    p = parser_parse_program(&deep, nest, n, &err);
    CHECK(p == NULL);
    CHECK(strstr(err.message, "nested too deeply") != NULL);
    arena_free(&deep);
}

int main(void)
{
    test_spans();
    test_expression();
    test_warnings_and_limits();
    return check_summary("parser_test");
}
