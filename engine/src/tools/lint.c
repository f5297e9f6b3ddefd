/* lint.c: puppet-lint's core style checks (lint.h) on the formatter's view of the source (atoms,
 * comments, heredoc texts and classified brackets: format_code_scan.c). Messages are
 * puppet-lint's own. Each check is a function; a warning's fix is "format" when format_code
 * makes the code comply, an edit when a local replacement does, none otherwise.
 */
#include "tools/lint.h"

#include <stdio.h>
#include <string.h>

#include "support/strbuf.h"
#include "tools/format_code_internal.h"
#include "tools/tools_json.h"

/* The style guide's line length. */
#define LINT_MAX_LINE_CHARS 140

typedef struct Lint {
    FmtDoc *d;
    StrBuf sb;
    bool any;
    uint32_t *line_starts;
    uint32_t line_count;
} Lint;

/* ---- positions and output ---- */

static void locate(const Lint *l, uint32_t offset, uint32_t *line, uint32_t *column)
{
    uint32_t lo = 0, hi = l->line_count;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (l->line_starts[mid] <= offset) lo = mid; else hi = mid;
    }
    uint32_t col = 1;
    for (uint32_t i = l->line_starts[lo]; i < offset; i++) {
        if (((unsigned char)l->d->source[i] & 0xC0) != 0x80) col++;
    }
    *line = lo + 1;
    *column = col;
}


static void json_range(Lint *l, uint32_t start, uint32_t end)
{
    uint32_t line, col, end_line, end_col;
    locate(l, start, &line, &col);
    locate(l, end, &end_line, &end_col);
    strbuf_printf(&l->sb, "\"line\":%u,\"column\":%u,\"end_line\":%u,\"end_column\":%u", line, col, end_line, end_col);
}

typedef enum FixKind { FIX_NONE, FIX_FORMAT, FIX_EDIT } FixKind;

/* Adds a warning for source[start, end); with FIX_EDIT, replacement replaces that range. */
static void warn(Lint *l, const char *check, const char *message, uint32_t start, uint32_t end,
                 FixKind fix, const char *replacement, size_t replacement_len)
{
    StrBuf *sb = &l->sb;
    strbuf_append_cstr(sb, l->any ? ",\n{" : "{");
    l->any = true;
    strbuf_append_cstr(sb, "\"check\":");
    tools_json_text(sb, check, strlen(check));
    strbuf_append_cstr(sb, ",\"message\":");
    tools_json_text(sb, message, strlen(message));
    strbuf_append_char(sb, ',');
    json_range(l, start, end);
    strbuf_append_cstr(sb, ",\"fix\":");
    if (fix == FIX_NONE) {
        strbuf_append_cstr(sb, "null");
    } else if (fix == FIX_FORMAT) {
        strbuf_append_cstr(sb, "\"format\"");
    } else {
        strbuf_append_cstr(sb, "{\"text\":");
        tools_json_text(sb, replacement, replacement_len);
        strbuf_append_char(sb, ',');
        json_range(l, start, end);
        strbuf_append_char(sb, '}');
    }
    strbuf_append_char(sb, '}');
}

/* Whether offset lies in a heredoc's text. */
static bool in_heredoc_text(const FmtDoc *d, uint32_t offset)
{
    for (uint32_t h = 0; h < d->heredoc_count; h++) {
        if (offset >= d->heredocs[h].start && offset < d->heredocs[h].end) return true;
    }
    return false;
}

/* Whether offset lies in an atom's text (a string) or a comment. */
static bool in_atom_or_comment(const FmtDoc *d, uint32_t offset)
{
    for (uint32_t i = 0; i < d->atom_count; i++) {
        if (d->atoms[i].start > offset) break;
        if (offset < d->atoms[i].end) return true;
    }
    for (uint32_t c = 0; c < d->comment_count; c++) {
        if (offset >= d->comments[c].start && offset < d->comments[c].end) return true;
    }
    return false;
}

/* ---- the checks on lines ---- */

static void check_lines(Lint *l)
{
    const FmtDoc *d = l->d;
    for (uint32_t n = 0; n < l->line_count; n++) {
        uint32_t start = l->line_starts[n];
        uint32_t end = n + 1 < l->line_count ? l->line_starts[n + 1] - 1 : (uint32_t)d->len;
        if (end > start && d->source[end - 1] == '\r') end--;
        if (in_heredoc_text(d, start)) continue;
        uint32_t chars = 0;
        for (uint32_t i = start; i < end; i++) {
            if (((unsigned char)d->source[i] & 0xC0) != 0x80) chars++;
        }
        if (chars > LINT_MAX_LINE_CHARS) {
            warn(l, "140chars", "line has more than 140 characters", start, end, FIX_NONE, NULL, 0);
        }
        uint32_t blank = end;
        while (blank > start && (d->source[blank - 1] == ' ' || d->source[blank - 1] == '\t')) blank--;
        if (blank < end && !in_atom_or_comment(d, blank)) {
            warn(l, "trailing_whitespace", "trailing whitespace found", blank, end, FIX_FORMAT, NULL, 0);
        }
        for (uint32_t i = start; i < blank; i++) {
            if (d->source[i] == '\t' && !in_atom_or_comment(d, i)) {
                warn(l, "hard_tabs", "tab character found", i, i + 1, FIX_FORMAT, NULL, 0);
            }
        }
    }
}

/* ---- the checks on strings ---- */

static bool is_word(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static void check_string(Lint *l, const FmtAtom *a)
{
    FmtDoc *d = l->d;
    const char *t = d->source + a->start;
    uint32_t len = a->len;
    if (a->kind == TOK_STRING && len >= 2 && t[0] == '\'') {
        for (uint32_t i = 1; i + 2 < len; i++) {
            if (t[i] == '$' && (t[i + 1] == '{' || is_word(t[i + 1]) || t[i + 1] == ':')) {
                warn(l, "single_quote_string_with_variables", "single quoted string containing a variable found",
                     a->start, a->end, FIX_NONE, NULL, 0);
                break;
            }
        }
    }
    if (a->kind == TOK_STRING && len >= 2 && (t[0] == '\'' || t[0] == '"') &&
        ((len == 6 && memcmp(t + 1, "true", 4) == 0) || (len == 7 && memcmp(t + 1, "false", 5) == 0))) {
        warn(l, "quoted_booleans", "quoted boolean value found", a->start, a->end, FIX_EDIT, t + 1, len - 2);
    }
    if (a->kind == TOK_STRING && a->text != t) {
        /* format_code_scan.c rewrote it in single quotes */
        warn(l, "double_quoted_strings", "double quoted string containing no variables", a->start, a->end,
             FIX_EDIT, a->text, a->len);
    }
    if (a->kind != TOK_DQPRE || len < 2 || t[0] != '"') return;
    /* "${x}" alone: the variable itself (puppet-lint's only_variable_string) */
    uint32_t name_end = (uint32_t)lexer_scan_variable(t, len, 3);
    if (len > 5 && t[1] == '$' && t[2] == '{' && name_end > 3 && name_end + 2 == len && t[name_end] == '}') {
        char *fix = ctx_sprintf(d->ctx, "$%.*s", (int)(name_end - 3), t + 3);
        warn(l, "only_variable_string", "string containing only a variable", a->start, a->end, FIX_EDIT, fix, strlen(fix));
        return;
    }
    for (uint32_t i = 1; i + 1 < len; i++) {
        if (t[i] == '\\') { i++; continue; }
        if (t[i] != '$' || t[i + 1] == '{') continue;
        uint32_t e = (uint32_t)lexer_scan_variable(t, len - 1, i + 1);
        if (e == i + 1) continue;
        char *fix = ctx_sprintf(d->ctx, "${%.*s}", (int)(e - i - 1), t + i + 1);
        warn(l, "variables_not_enclosed", "variable not enclosed in {}", a->start + i, a->start + e, FIX_EDIT, fix, strlen(fix));
        i = e - 1;
    }
}

/* ---- the checks on groups ---- */

static bool atom_is(const FmtDoc *d, uint32_t i, TokenKind kind, const char *text)
{
    const FmtAtom *a = &d->atoms[i];
    return a->kind == kind && (!text || (a->len == strlen(text) && memcmp(a->text, text, a->len) == 0));
}

static uint32_t line_of(const Lint *l, uint32_t offset)
{
    uint32_t line, col;
    locate(l, offset, &line, &col);
    return line;
}

static void check_arrows(Lint *l, uint32_t g)
{
    FmtDoc *d = l->d;
    const FmtGroup *gr = &d->groups[g];
    /* the first arrow of each element that starts its own line: puppet-lint aligns those */
    uint32_t want = 0, count = 0, last_line = 0;
    bool distinct = true;
    for (uint32_t i = gr->open + 1; i < gr->close; i++) {
        const FmtAtom *a = &d->atoms[i];
        if (a->group != g || (a->kind != TOK_FARROW && a->kind != TOK_PARROW)) continue;
        uint32_t line, col, kl, kc;
        locate(l, a->start, &line, &col);
        locate(l, d->atoms[i - 1].end, &kl, &kc);
        if (count > 0 && line == last_line) distinct = false;
        last_line = line;
        if (kl == line && kc + 1 > want) want = kc + 1;
        count++;
    }
    if (count < 2 || !distinct) return;
    for (uint32_t i = gr->open + 1; i < gr->close; i++) {
        const FmtAtom *a = &d->atoms[i];
        if (a->group != g || (a->kind != TOK_FARROW && a->kind != TOK_PARROW)) continue;
        uint32_t line, col;
        locate(l, a->start, &line, &col);
        if (col != want) {
            char *m = ctx_sprintf(d->ctx, "indentation of %.*s is not properly aligned (expected in column %u, but found it in column %u)",
                                  (int)a->len, a->text, want, col);
            warn(l, "arrow_alignment", m, a->start, a->end, FIX_FORMAT, NULL, 0);
        }
    }
}

static void check_resource(Lint *l, uint32_t g)
{
    FmtDoc *d = l->d;
    const FmtGroup *gr = &d->groups[g];
    bool is_file = gr->open > 0 && atom_is(d, gr->open - 1, TOK_NAME, "file");
    bool first = true;
    for (uint32_t i = gr->open + 1; i < gr->close; i++) {
        const FmtAtom *a = &d->atoms[i];
        if (a->group != g) continue;
        if (a->kind == TOK_COLON || a->kind == TOK_SEMIC) first = a->kind == TOK_COLON;
        if (a->kind != TOK_FARROW || i + 1 >= gr->close) continue;
        const FmtAtom *name = &d->atoms[i - 1];
        if (atom_is(d, i - 1, TOK_NAME, "ensure") && !first) {
            char *m = ctx_sprintf(d->ctx, "ensure found on line but it's not the first attribute");
            warn(l, "ensure_first_param", m, name->start, name->end, FIX_NONE, NULL, 0);
        }
        first = false;
        if (is_file && atom_is(d, i - 1, TOK_NAME, "mode") && d->atoms[i + 1].kind == TOK_NUMBER) {
            const FmtAtom *v = &d->atoms[i + 1];
            char *fix = ctx_sprintf(d->ctx, "'%.*s'", (int)v->len, v->text);
            warn(l, "unquoted_file_mode", "unquoted file mode", v->start, v->end, FIX_EDIT, fix, strlen(fix));
        }
    }
}

static void check_groups(Lint *l)
{
    FmtDoc *d = l->d;
    for (uint32_t g = 1; g < d->group_count; g++) {
        const FmtGroup *gr = &d->groups[g];
        if (gr->close == FMT_NONE) continue;
        switch (gr->kind) {
        case FG_HASH: case FG_SELECTOR: case FG_RESOURCE: case FG_ATTRS:
            check_arrows(l, g);
            break;
        default:
            break;
        }
        if (gr->kind == FG_RESOURCE) check_resource(l, g);
        if (gr->nl_inside && (gr->kind == FG_HASH || gr->kind == FG_ARRAY || gr->kind == FG_RESOURCE)) {
            for (uint32_t i = gr->open + 1; i < gr->close; i++) {
                if (d->atoms[i].flags & FA_COMMA_AFTER) {
                    warn(l, "trailing_comma", "missing trailing comma after last element", d->atoms[i].end,
                         d->atoms[i].end, FIX_FORMAT, NULL, 0);
                }
            }
        }
        if (gr->kind == FG_CASE) {
            bool has_default = false;
            for (uint32_t i = gr->open + 1; i + 1 < gr->close && !has_default; i++) {
                has_default = d->atoms[i].group == g && d->atoms[i].kind == TOK_DEFAULT && (d->atoms[i].flags & FA_OPTION);
            }
            uint32_t k = gr->open;
            while (k > 0 && !(d->atoms[k].kind == TOK_CASE && d->atoms[k].group == gr->parent)) k--;
            if (!has_default) {
                warn(l, "case_without_default", "case without a default case", d->atoms[k].start, d->atoms[k].end,
                     FIX_NONE, NULL, 0);
            }
        }
    }
}

/* ---- definitions and comments ---- */

static void check_documentation(Lint *l)
{
    FmtDoc *d = l->d;
    for (uint32_t i = 0; i + 1 < d->atom_count; i++) {
        const FmtAtom *a = &d->atoms[i];
        if ((a->kind != TOK_CLASS && a->kind != TOK_DEFINE) || d->atoms[i + 1].kind != TOK_NAME) continue;
        /* documented: a comment ends on the line before the keyword, or on its line before it */
        bool documented = false;
        if (a->comment_count > 0) {
            const FmtComment *c = &d->comments[a->comment + a->comment_count - 1];
            documented = line_of(l, a->start) - line_of(l, c->end > c->start ? c->end - 1 : c->start) <= 1;
        }
        if (!documented) {
            warn(l, "documentation", a->kind == TOK_CLASS ? "class not documented" : "defined type not documented",
                 a->start, d->atoms[i + 1].end, FIX_NONE, NULL, 0);
        }
    }
    for (uint32_t c = 0; c < d->comment_count; c++) {
        if (d->comments[c].block) {
            warn(l, "star_comments", "/* */ comment found", d->comments[c].start, d->comments[c].end, FIX_NONE, NULL, 0);
        }
    }
}

/* The warnings come out check by check; the editor sorts them as it needs. */
const char *lint_check(Ctx *ctx, const char *source, size_t len, ParseError *error)
{
    AstNode *program = parser_parse_program(&ctx->arena, source, len, error);
    if (!program) {
        if (error->out_of_memory || ctx->arena.exhausted) ctx_exhausted(ctx, "Linting stopped: the memory limit was reached");
        return NULL;
    }
    FmtDoc d = {.ctx = ctx, .source = source, .len = len};
    if (!format_code_scan(&d, program, error)) return NULL;
    Lint l = {.d = &d};
    uint32_t lines = 1;
    for (size_t i = 0; i < len; i++) lines += source[i] == '\n';
    l.line_starts = ctx_alloc(ctx, lines * sizeof *l.line_starts);
    l.line_starts[l.line_count++] = 0;
    for (size_t i = 0; i < len; i++) {
        if (source[i] == '\n') l.line_starts[l.line_count++] = (uint32_t)(i + 1);
    }
    strbuf_init(&l.sb, ctx);
    strbuf_append_char(&l.sb, '[');
    check_lines(&l);
    for (uint32_t i = 0; i < d.atom_count; i++) check_string(&l, &d.atoms[i]);
    check_groups(&l);
    check_documentation(&l);
    strbuf_append_char(&l.sb, ']');
    return strbuf_finish(&l.sb)->bytes;
}
