/* format_code.c: the layout of the code formatter (format_code.h): where lines break, how deep
 * each line is indented, the blanks between atoms, where comments and heredoc texts go, the
 * alignment of `=>`; then the check that the result parses to the same AST. The atoms, comments
 * and groups come from format_code_scan.c.
 *
 * Rules, from the Puppet language style guide (and puppet-lint's core checks where the guide
 * leaves a choice open):
 * - a class, define, node, function, conditional or case body has one statement per line;
 * - a resource with several attributes (or written on several lines) has one attribute per
 *   line, its `=>` aligned, a trailing comma, the closing brace on a line of its own; the title
 *   stays on the line of the opening brace (a resource with several titles puts each title on
 *   a line of its own and its attributes one level deeper);
 * - a hash, array, selector or parameter list written on several lines has one element per
 *   line (hash and selector arrows aligned) and a trailing comma; written on one line it stays
 *   on one line, without a trailing comma;
 * - `} else {`, `} elsif ... {`; a block's opening brace on the line of its header;
 * - elsewhere the author's line breaks stay, at most one blank line in a row, none right after
 *   an opening bracket or before a closing one; lines that continue an expression are indented
 *   one more level.
 */
#include "tools/format_code.h"

#include <stdio.h>
#include <string.h>

#include "support/strbuf.h"
#include "syntax/ast_dump.h"
#include "tools/format_code_internal.h"

void format_code_options_init(FormatCodeOptions *options)
{
    memset(options, 0, sizeof *options);
    options->indent = 2;
}

typedef struct Align {
    uint32_t group;
    size_t pos;          /* output byte offset of the arrow */
    uint32_t col;        /* its column */
} Align;

typedef struct Out {
    FmtDoc *d;
    uint32_t width;      /* spaces per level */
    StrBuf sb;
    uint32_t col;
    bool line_empty;     /* nothing on the current line yet */
    bool any;            /* anything printed */
    bool need_break;     /* a comment ends the line: the next item starts a new one */
    bool after_open;     /* the last item printed is an opening bracket */
    bool inline_comment; /* the last item printed is a comment with code after it on its line */
    uint32_t line_indent;
    uint32_t line_first; /* the atom that starts the current line, FMT_NONE: a comment or none */
    uint32_t prev;       /* the last atom printed, FMT_NONE: none */
    uint32_t *trailing;  /* comments printed at the end of the current line */
    uint32_t trailing_count;
    uint32_t *texts;     /* heredoc texts printed after the current line */
    uint32_t text_count;
    Align *aligns;
    uint32_t align_count, align_cap;
    size_t *pad_pos, *pad_total;   /* what apply_alignment inserted (FmtPlacement) */
    size_t *atom_pos;    /* where each atom was printed, SIZE_MAX: not printed */
    FmtQuery *queries;   /* the `# ^?` comment lines printed */
    uint32_t query_count, query_cap;
} Out;

/* ---- printing ---- */

static void put(Out *o, const char *text, size_t len)
{
    strbuf_append(&o->sb, text, len);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '\n') o->col = 0;
        else if ((c & 0xC0) != 0x80) o->col++;
    }
}

static void end_line(Out *o, bool blank)
{
    FmtDoc *d = o->d;
    for (uint32_t k = 0; k < o->trailing_count; k++) {
        const FmtComment *c = &d->comments[o->trailing[k]];
        put(o, " ", 1);
        put(o, d->source + c->start, c->end - c->start);
    }
    o->trailing_count = 0;
    put(o, "\n", 1);
    for (uint32_t k = 0; k < o->text_count; k++) {
        const FmtHeredoc *h = &d->heredocs[o->texts[k]];
        put(o, d->source + h->start, h->end - h->start);
        if (h->end == h->start || d->source[h->end - 1] != '\n') put(o, "\n", 1);
    }
    o->text_count = 0;
    if (blank) put(o, "\n", 1);
    o->line_empty = true;
}

static void start_line(Out *o, uint32_t indent)
{
    strbuf_append_repeat(&o->sb, ' ', indent);
    o->col = indent;
    o->line_indent = indent;
    o->line_empty = false;
    o->line_first = FMT_NONE;
}

/* ---- what the groups ask ---- */

static bool is_direct(const FmtDoc *d, uint32_t i, uint32_t g)
{
    const FmtAtom *a = &d->atoms[i];
    return a->group == g && a->opens == FMT_NONE && a->closes == FMT_NONE;
}

/* Whether atom i starts an element of group g: a statement, a case option, a list element, a
 * resource title or attribute. */
static bool element_start(const FmtDoc *d, uint32_t g, uint32_t i)
{
    const FmtAtom *a = &d->atoms[i];
    const FmtGroup *gr = &d->groups[g];
    if (a->group != g || a->closes == g) return false;
    if (a->kind == TOK_ELSE || a->kind == TOK_ELSIF) return true;
    if (gr->kind == FG_ROOT) return i == 0 || (a->flags & FA_STMT);
    if (i == gr->open + 1) return true;
    bool after = is_direct(d, i - 1, g);
    TokenKind p = d->atoms[i - 1].kind;
    switch (gr->kind) {
    case FG_BLOCK: case FG_LAMBDA_BLOCK: return (a->flags & FA_STMT) != 0;
    case FG_CASE: return (a->flags & FA_OPTION) != 0;
    case FG_RESOURCE: return after && (p == TOK_COMMA || p == TOK_SEMIC || p == TOK_COLON);
    default: return after && p == TOK_COMMA;
    }
}

static bool forced_break(const FmtDoc *d, uint32_t g, uint32_t i)
{
    const FmtGroup *gr = &d->groups[g];
    if (!gr->broken) return false;
    if (d->atoms[i].closes == g) return g != 0;
    if (d->atoms[i].kind == TOK_ELSE || d->atoms[i].kind == TOK_ELSIF) return false;
    if (gr->kind == FG_RESOURCE && !gr->multi_body && i == gr->open + 1) return false;
    return element_start(d, g, i);
}

static bool forbidden_break(const Out *o, uint32_t g, uint32_t i)
{
    const FmtDoc *d = o->d;
    const FmtAtom *a = &d->atoms[i];
    switch ((int)a->kind) {
    case TOK_COMMA: case TOK_SEMIC: case TOK_COLON: case TOK_FARROW: case TOK_PARROW:
        return true;
    case TOK_ELSE: case TOK_ELSIF:
        return o->prev != FMT_NONE && d->atoms[o->prev].kind == TOK_RBRACE;
    default:
        break;
    }
    if (a->opens != FMT_NONE) {
        switch (d->groups[a->opens].kind) {
        case FG_BLOCK: case FG_LAMBDA_BLOCK: case FG_CASE: case FG_RESOURCE: case FG_ATTRS:
        case FG_SELECTOR: case FG_LAMBDA_PARAMS:
            return true;
        default:
            break;
        }
    }
    if (a->closes != FMT_NONE && d->groups[a->closes].kind == FG_LAMBDA_PARAMS) return true;
    const FmtGroup *gr = &d->groups[g];
    return gr->kind == FG_RESOURCE && !gr->multi_body && i == gr->open + 1;
}

/* The indentation of a line that starts with atom i (comment: a comment line before it). */
static uint32_t indent_for(const Out *o, uint32_t i, bool comment)
{
    const FmtDoc *d = o->d;
    const FmtAtom *a = &d->atoms[i];
    uint32_t g = a->group;
    const FmtGroup *gr = &d->groups[g];
    uint32_t w = o->width;
    if (a->closes == g && (!comment || g == 0)) return g == 0 ? 0 : gr->indent;
    uint32_t base = g == 0 ? 0 : gr->indent + w;
    if (gr->kind == FG_RESOURCE && gr->multi_body && gr->in_attrs) base += w;
    if (!comment && !element_start(d, g, i)) base += w;
    return base;
}

static bool is_value_end_name(TokenKind k)
{
    return k == TOK_NAME || k == TOK_CLASSREF;
}

/* Whether a token ends a value, so that a '[' right after it is an access. */
static bool ends_value(TokenKind k)
{
    switch ((int)k) {
    case TOK_NAME: case TOK_WORD: case TOK_CLASSREF: case TOK_NUMBER: case TOK_VARIABLE: case TOK_STRING:
    case TOK_DQPOST: case TOK_REGEX: case TOK_HEREDOC: case TOK_BOOLEAN: case TOK_UNDEF: case TOK_DEFAULT:
    case TOK_RPAREN: case TOK_RBRACK: case TOK_RBRACE:
        return true;
    default:
        return false;
    }
}

/* The blank between the atom printed last (p) and atom i on the same line. */
static const char *blank_between(const FmtDoc *d, uint32_t p, uint32_t i)
{
    const FmtAtom *pa = &d->atoms[p], *a = &d->atoms[i];
    TokenKind pk = pa->kind, k = a->kind;
    /* the lexer's rules first: '[' right after a value is an access, after a blank an array;
     * right after an operator or a comma it starts an array too, and is spaced as one */
    bool opens = pk == TOK_LPAREN || pk == TOK_WSLPAREN || pk == TOK_LBRACK || pk == TOK_LISTSTART;
    if (k == TOK_LBRACK) return ends_value(pk) || opens ? "" : " ";
    if (k == TOK_LISTSTART) return opens ? "" : " ";
    if (opens) return "";
    switch ((int)k) {
    case TOK_RPAREN: case TOK_RBRACK: case TOK_COMMA: case TOK_SEMIC: case TOK_COLON: case TOK_DOT:
        return "";
    default:
        break;
    }
    if ((pk == TOK_LBRACE || pk == TOK_SELBRACE) && k == TOK_RBRACE) return "";
    if (pk == TOK_DOT || pk == TOK_NOT || pk == TOK_AT || pk == TOK_ATAT) return "";
    if (pa->flags & FA_UNARY) return "";
    if (k == TOK_LPAREN) return is_value_end_name(pk) && !(pa->flags & FA_DEF_NAME) ? "" : " ";
    if (pa->opens != FMT_NONE && d->groups[pa->opens].kind == FG_LAMBDA_PARAMS) return "";
    if (a->closes != FMT_NONE && d->groups[a->closes].kind == FG_LAMBDA_PARAMS) return "";
    return " ";
}

static bool aligned_kind(FmtGroupKind k)
{
    return k == FG_HASH || k == FG_SELECTOR || k == FG_RESOURCE || k == FG_ATTRS;
}

/* ---- the pass ---- */

static void push(Ctx *ctx, uint32_t **items, uint32_t *count, uint32_t value, uint32_t max)
{
    if (!*items) *items = ctx_alloc(ctx, (max + 1) * sizeof **items);
    (*items)[(*count)++] = value;
}

static void print_comments(Out *o, uint32_t i)
{
    FmtDoc *d = o->d;
    const FmtAtom *a = &d->atoms[i];
    for (uint32_t c = a->comment; c < a->comment + a->comment_count; c++) {
        const FmtComment *cm = &d->comments[c];
        uint32_t nl_after = c + 1 < a->comment + a->comment_count ? d->comments[c + 1].nl_before : a->nl_before;
        if (o->any && !o->line_empty && !o->need_break && cm->nl_before == 0) {
            if (!cm->block || nl_after > 0) {
                push(d->ctx, &o->trailing, &o->trailing_count, c, d->comment_count);
            } else {
                put(o, " ", 1);
                put(o, d->source + cm->start, cm->end - cm->start);
                o->inline_comment = true;
            }
            continue;
        }
        if (o->any) end_line(o, cm->nl_before >= 2 && !o->after_open);
        start_line(o, indent_for(o, i, true));
        if (cm->nl_before == 1 && !cm->block && format_code_is_query(d->source + cm->start, cm->end - cm->start)) {
            if (o->query_count == o->query_cap) {
                uint32_t n = o->query_cap ? o->query_cap * 2 : 8;
                o->queries = ctx_realloc(d->ctx, o->queries, o->query_cap * sizeof *o->queries, n * sizeof *o->queries);
                o->query_cap = n;
            }
            o->queries[o->query_count++] = (FmtQuery){c, o->sb.len};
        }
        put(o, d->source + cm->start, cm->end - cm->start);
        o->any = true;
        o->after_open = false;
        o->need_break = !cm->block || nl_after > 0;
        o->inline_comment = !o->need_break;
    }
}

static void print_atom(Out *o, uint32_t i)
{
    FmtDoc *d = o->d;
    const FmtAtom *a = &d->atoms[i];
    uint32_t g = a->group;
    if (a->flags & FA_DROP) return;
    bool brk;
    if (!o->any) brk = false;
    else if (o->need_break || a->kind == TOK_WSLPAREN) brk = true;
    else if (a->kind == TOK_LPAREN || a->kind == TOK_LBRACK) brk = false;
    else if (forced_break(d, g, i)) brk = true;
    else if (forbidden_break(o, g, i)) brk = false;
    else brk = a->nl_before > 0;
    if (brk) {
        end_line(o, a->nl_before >= 2 && !o->after_open && a->closes == FMT_NONE);
        start_line(o, indent_for(o, i, false));
        o->line_first = i;
    } else if (o->line_empty) {
        start_line(o, 0);
        o->line_first = i;
    } else if (o->prev != FMT_NONE) {
        const char *blank = o->inline_comment ? " " : blank_between(d, o->prev, i);
        put(o, blank, strlen(blank));
    }
    const FmtGroup *gr = &d->groups[g];
    if ((a->kind == TOK_FARROW || a->kind == TOK_PARROW) && aligned_kind(gr->kind) && gr->broken &&
        o->line_first != FMT_NONE && element_start(d, g, o->line_first)) {
        if (o->align_count == o->align_cap) {
            uint32_t n = o->align_cap ? o->align_cap * 2 : 64;
            o->aligns = ctx_realloc(d->ctx, o->aligns, o->align_cap * sizeof *o->aligns, n * sizeof *o->aligns);
            o->align_cap = n;
        }
        o->aligns[o->align_count++] = (Align){g, o->sb.len, o->col};
    }
    o->atom_pos[i] = o->sb.len;
    put(o, a->text, a->len);
    for (uint32_t h = a->heredoc; h < a->heredoc + a->heredoc_count; h++) {
        push(d->ctx, &o->texts, &o->text_count, h, d->heredoc_count);
    }
    if (a->flags & FA_COMMA_AFTER) put(o, ",", 1);
    if (a->opens != FMT_NONE) {
        d->groups[a->opens].indent = o->line_indent;
        d->groups[a->opens].in_attrs = false;
    }
    if (gr->kind == FG_RESOURCE && is_direct(d, i, g)) {
        if (a->kind == TOK_COLON) d->groups[g].in_attrs = true;
        if (a->kind == TOK_SEMIC) d->groups[g].in_attrs = false;
    }
    o->prev = i;
    o->any = true;
    o->need_break = false;
    o->inline_comment = false;
    o->after_open = a->opens != FMT_NONE;
}

/* Pads each aligned arrow to the column of the farthest one of its group. */
static const Str *apply_alignment(Out *o, const Str *text)
{
    FmtDoc *d = o->d;
    if (o->align_count == 0) return text;
    uint32_t *target = ctx_calloc(d->ctx, d->group_count, sizeof *target);
    for (uint32_t k = 0; k < o->align_count; k++) {
        if (o->aligns[k].col > target[o->aligns[k].group]) target[o->aligns[k].group] = o->aligns[k].col;
    }
    StrBuf sb;
    strbuf_init(&sb, d->ctx);
    o->pad_pos = ctx_alloc(d->ctx, o->align_count * sizeof *o->pad_pos);
    o->pad_total = ctx_alloc(d->ctx, o->align_count * sizeof *o->pad_total);
    size_t from = 0, total = 0;
    for (uint32_t k = 0; k < o->align_count; k++) {
        const Align *al = &o->aligns[k];
        strbuf_append(&sb, text->bytes + from, al->pos - from);
        strbuf_append_repeat(&sb, ' ', target[al->group] - al->col);
        total += target[al->group] - al->col;
        o->pad_pos[k] = al->pos;
        o->pad_total[k] = total;
        from = al->pos;
    }
    strbuf_append(&sb, text->bytes + from, text->len - from);
    return strbuf_finish(&sb);
}

/* The first line where two texts differ (1-based). */
static uint32_t first_difference_line(const char *a, const char *b)
{
    uint32_t line = 1;
    for (; *a && *a == *b; a++, b++) {
        if (*a == '\n') line++;
    }
    return line;
}

const Str *format_code(Ctx *ctx, const char *source, size_t len, const FormatCodeOptions *options,
                       ParseError *error)
{
    FormatCodeOptions defaults;
    if (!options) {
        format_code_options_init(&defaults);
        options = &defaults;
    }
    AstNode *program = parser_parse_program(&ctx->arena, source, len, error);
    if (!program) {
        if (error->out_of_memory || ctx->arena.exhausted) {
            ctx_exhausted(ctx, "Formatting stopped: the memory limit was reached");
        }
        return NULL;
    }
    FmtDoc d = {.ctx = ctx, .source = source, .len = len};
    if (!format_code_scan(&d, program, error)) return NULL;
    Out o = {.d = &d, .width = options->indent >= 1 && options->indent <= 8 ? options->indent : 2,
             .line_empty = true, .prev = FMT_NONE, .line_first = FMT_NONE};
    strbuf_init(&o.sb, ctx);
    o.atom_pos = ctx_alloc(ctx, d.atom_count * sizeof *o.atom_pos);
    memset(o.atom_pos, 0xFF, d.atom_count * sizeof *o.atom_pos);
    for (uint32_t i = 0; i < d.atom_count; i++) {
        print_comments(&o, i);
        if (d.atoms[i].kind == TOK_EOF) break;
        print_atom(&o, i);
    }
    if (o.any) end_line(&o, false);
    const Str *text = apply_alignment(&o, strbuf_finish(&o.sb));
    FmtPlacement placement = {o.atom_pos, o.queries, o.query_count, o.pad_pos, o.pad_total,
                              o.pad_pos ? o.align_count : 0};
    text = format_code_realign_queries(&d, &placement, text);

    /* the layout must leave the program as it was: same AST, comments aside */
    ParseError again;
    AstNode *formatted = parser_parse_program(&ctx->arena, text->bytes, text->len, &again);
    const char *before = ast_dump(&ctx->arena, program);
    const char *after = formatted ? ast_dump(&ctx->arena, formatted) : NULL;
    if (!before || (formatted && !after)) ctx_exhausted(ctx, "Formatting stopped: the memory limit was reached");
    if (!after || strcmp(before, after) != 0) {
        memset(error, 0, sizeof *error);
        uint32_t line = formatted ? first_difference_line(source, text->bytes) : again.span.line;
        snprintf(error->message, sizeof error->message,
                 "The formatter cannot lay out this program without changing it (near line %u of its "
                 "layout); the source is left as it is", line);
        return NULL;
    }
    return text;
}
