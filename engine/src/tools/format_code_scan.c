/* format_code_scan.c: the source as the formatter sees it (format_code_internal.h): the lexer's
 * tokens as atoms (a whole string with its interpolations, or a heredoc's tag, is one atom), the
 * comments and heredoc texts between them, the brackets matched into groups, and what each
 * group is, told by the AST (a '{' may open a hash, a resource body, a block...). No layout
 * here: that is format_code.c's.
 */
#include "tools/format_code_internal.h"

#include <stdio.h>
#include <string.h>

#include "syntax/ast_visit.h"

/* ---- growing arrays in the arena ---- */

static void *grow(Ctx *ctx, void *items, uint32_t count, uint32_t *cap, size_t size)
{
    if (count < *cap) return items;
    uint32_t n = *cap ? *cap * 2 : 64;
    void *p = ctx_realloc(ctx, items, (size_t)*cap * size, (size_t)n * size);
    *cap = n;
    return p;
}

/* ---- atoms ---- */

typedef struct Scan {
    FmtDoc *doc;
    uint32_t atom_cap;
} Scan;

static FmtAtom *add_atom(Scan *s, TokenKind kind, uint32_t start, uint32_t end)
{
    FmtDoc *d = s->doc;
    d->atoms = grow(d->ctx, d->atoms, d->atom_count, &s->atom_cap, sizeof *d->atoms);
    FmtAtom *a = &d->atoms[d->atom_count++];
    memset(a, 0, sizeof *a);
    a->kind = kind;
    a->start = start;
    a->end = end;
    a->text = d->source + start;
    a->len = end - start;
    a->group = a->opens = a->closes = FMT_NONE;
    return a;
}

/* A "..." string without interpolation that needs nothing of double quotes (no escape, no
 * quote, no '$') is printed in single quotes: the style guide's rule, puppet-lint's
 * double_quoted_strings. */
static void single_quote(FmtDoc *d, FmtAtom *a)
{
    const char *t = d->source + a->start;
    if (a->len < 2 || t[0] != '"' || t[a->len - 1] != '"') return;
    for (uint32_t i = 1; i + 1 < a->len; i++) {
        if (t[i] == '\\' || t[i] == '\'' || t[i] == '$') return;
    }
    char *q = ctx_strndup(d->ctx, t, a->len);
    q[0] = q[a->len - 1] = '\'';
    a->text = q;
}

/* Reads every token: the tokens inside a string (its parts and interpolated code) and the
 * text of a heredoc are part of the string's or heredoc's atom, not atoms of their own. */
static bool read_atoms(Scan *s, Lexer *lx, ParseError *error)
{
    FmtDoc *d = s->doc;
    uint32_t string_depth = 0;   /* open strings; > 0: inside an atom or a heredoc's text */
    FmtAtom *string_atom = NULL; /* the atom of the string being read, NULL for heredoc text */
    uint32_t heredoc_texts = 0;  /* heredoc texts still to come after their tags */
    for (;;) {
        Token t;
        lexer_next(lx, &t);
        if (t.kind == TOK_ERROR) {
            snprintf(error->message, sizeof error->message, "%s%.500s", PARSE_ERROR_PREFIX, lx->error);
            error->span = t.span;
            error->out_of_memory = lx->out_of_memory;
            if (lx->out_of_memory) ctx_exhausted(d->ctx, "Formatting stopped: the memory limit was reached");
            return false;
        }
        uint32_t start = t.span.offset, end = t.span.offset + t.span.length;
        if (string_depth > 0) {
            if (t.kind == TOK_DQPRE) string_depth++;
            if (t.kind == TOK_DQPOST && --string_depth == 0 && string_atom) {
                string_atom->end = end;
                string_atom->len = end - string_atom->start;
                string_atom = NULL;
            }
            continue;
        }
        if (heredoc_texts > 0 && (t.kind == TOK_STRING || t.kind == TOK_DQPRE)) {
            /* the text of a heredoc of this line: copied from the source with the tag */
            heredoc_texts--;
            if (t.kind == TOK_DQPRE) string_depth = 1;
            continue;
        }
        if (t.kind == TOK_EOF) {
            add_atom(s, TOK_EOF, (uint32_t)d->len, (uint32_t)d->len);
            return true;
        }
        FmtAtom *a = add_atom(s, t.kind, start, end);
        if (t.kind == TOK_DQPRE) {
            string_depth = 1;
            string_atom = a;
        } else if (t.kind == TOK_HEREDOC) {
            heredoc_texts++;
        } else if (t.kind == TOK_STRING) {
            single_quote(d, a);
        }
    }
}

/* Index of the atom starting at offset, or FMT_NONE. */
static uint32_t atom_at(const FmtDoc *d, uint32_t offset)
{
    uint32_t lo = 0, hi = d->atom_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (d->atoms[mid].start < offset) lo = mid + 1; else hi = mid;
    }
    return lo < d->atom_count && d->atoms[lo].start == offset ? lo : FMT_NONE;
}

/* Index of the first atom starting at or after offset. */
static uint32_t atom_from(const FmtDoc *d, uint32_t offset)
{
    uint32_t lo = 0, hi = d->atom_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (d->atoms[mid].start < offset) lo = mid + 1; else hi = mid;
    }
    return lo;
}

/* Index of the atom whose text holds offset, or FMT_NONE. */
static uint32_t atom_holding(const FmtDoc *d, uint32_t offset)
{
    uint32_t i = atom_from(d, offset + 1);
    if (i == 0) return FMT_NONE;
    const FmtAtom *a = &d->atoms[i - 1];
    return offset >= a->start && offset < a->end ? i - 1 : FMT_NONE;
}

/* ---- comments and heredoc texts ---- */

/* Newlines in source[from, to), heredoc texts left out. */
static uint32_t newlines(const FmtDoc *d, uint32_t from, uint32_t to)
{
    uint32_t n = 0;
    for (uint32_t i = from; i < to; i++) {
        if (d->source[i] != '\n') continue;
        bool in_text = false;
        for (uint32_t h = 0; h < d->heredoc_count && !in_text; h++) {
            in_text = i >= d->heredocs[h].start && i < d->heredocs[h].end;
        }
        if (!in_text) n++;
    }
    return n;
}

static void read_trivia(Scan *s, const LexTrivia *trivia)
{
    FmtDoc *d = s->doc;
    uint32_t comment_cap = 0, heredoc_cap = 0;
    for (const LexTrivia *t = trivia; t; t = t->next) {
        if (t->kind == LEX_TRIVIA_HEREDOC_TEXT) {
            d->heredocs = grow(d->ctx, d->heredocs, d->heredoc_count, &heredoc_cap, sizeof *d->heredocs);
            d->heredocs[d->heredoc_count++] = (FmtHeredoc){(uint32_t)t->tag, (uint32_t)t->start, (uint32_t)t->end};
            continue;
        }
        /* a comment inside a string's interpolation is part of the string's atom */
        if (atom_holding(d, (uint32_t)t->start) != FMT_NONE) continue;
        d->comments = grow(d->ctx, d->comments, d->comment_count, &comment_cap, sizeof *d->comments);
        FmtComment *c = &d->comments[d->comment_count++];
        c->start = (uint32_t)t->start;
        c->end = (uint32_t)t->end;
        c->block = t->kind == LEX_TRIVIA_BLOCK_COMMENT;
    }
    /* the lexer meets a heredoc's tag (and records its text) in source order, and comments in
     * source order: both lists are sorted */
    uint32_t c = 0, prev_end = 0;
    for (uint32_t i = 0; i < d->atom_count; i++) {
        FmtAtom *a = &d->atoms[i];
        a->comment = c;
        while (c < d->comment_count && d->comments[c].start < a->start) {
            d->comments[c].nl_before = newlines(d, prev_end, d->comments[c].start);
            prev_end = d->comments[c].end;
            c++;
        }
        a->comment_count = c - a->comment;
        a->nl_before = newlines(d, prev_end, a->start);
        prev_end = a->end;
    }
    for (uint32_t h = 0; h < d->heredoc_count; h++) {
        uint32_t i = atom_holding(d, d->heredocs[h].tag);
        if (i == FMT_NONE) continue;   /* inside a heredoc's text: copied with it */
        if (d->atoms[i].heredoc_count == 0) d->atoms[i].heredoc = h;
        d->atoms[i].heredoc_count++;
    }
}

/* ---- what the AST says about the atoms ---- */

typedef struct Extent { uint32_t lo, hi; } Extent;

static void extent_of(const AstNode *n, void *data)
{
    Extent *e = data;
    if (n->span.offset < e->lo) e->lo = n->span.offset;
    if (n->span.offset + n->span.length > e->hi) e->hi = n->span.offset + n->span.length;
    /* a heredoc's text lies on the lines after its tag: not part of where it stands */
    if (n->kind != AST_HEREDOC) ast_visit_children(n, extent_of, data);
}

static Extent extent(const AstNode *n)
{
    Extent e = {UINT32_MAX, 0};
    extent_of(n, &e);
    return e;
}

static void want_brace_after(FmtDoc *d, const AstNode *before, FmtGroupKind kind)
{
    if (!before) return;
    for (uint32_t i = atom_from(d, extent(before).hi); i < d->atom_count; i++) {
        if (d->atoms[i].kind == TOK_LBRACE) {
            d->atoms[i].want = (uint8_t)(kind + 1);
            return;
        }
    }
}

static void flag_start(FmtDoc *d, const AstNode *n, uint8_t flag)
{
    uint32_t i = atom_from(d, extent(n).lo);
    /* a type alias is located at its name, after the keyword */
    if (i > 0 && i < d->atom_count && d->atoms[i - 1].kind == TOK_TYPE) i--;
    if (i < d->atom_count) d->atoms[i].flags |= flag;
}

static void flag_statements(FmtDoc *d, const AstList *items)
{
    for (size_t k = 0; k < items->count; k++) flag_start(d, items->items[k], FA_STMT);
}

static void mark(const AstNode *n, void *data)
{
    FmtDoc *d = data;
    uint32_t at = atom_at(d, n->span.offset);
    TokenKind k = at != FMT_NONE ? d->atoms[at].kind : TOK_EOF;
    switch ((int)n->kind) {   /* the kinds that tell something of a bracket or an operator */
    case AST_HASH:
        if (k == TOK_LBRACE) d->atoms[at].want = FG_HASH + 1;
        break;
    case AST_ARRAY:
        if (k == TOK_LBRACK || k == TOK_LISTSTART) d->atoms[at].want = FG_ARRAY + 1;
        break;
    case AST_UNARY_MINUS: case AST_SPLAT: case AST_INTEGER: case AST_FLOAT:
        if (k == TOK_MINUS || k == TOK_TIMES) d->atoms[at].flags |= FA_UNARY;
        break;
    case AST_LAMBDA:
        if (k == TOK_PIPE) d->atoms[at].flags |= FA_LAMBDA_PIPE;
        if (n->as.lambda.body) {
            uint32_t b = atom_at(d, n->as.lambda.body->span.offset);
            if (b != FMT_NONE && d->atoms[b].kind == TOK_LBRACE) d->atoms[b].want = FG_LAMBDA_BLOCK + 1;
        }
        break;
    case AST_RESOURCE:
        want_brace_after(d, n->as.resource.type, FG_RESOURCE);
        break;
    case AST_RESOURCE_DEFAULTS: case AST_RESOURCE_OVERRIDE:
        want_brace_after(d, n->as.resource_body.title, FG_ATTRS);
        break;
    case AST_CASE:
        want_brace_after(d, n->as.case_.subject, FG_CASE);
        for (size_t i = 0; i < n->as.case_.options.count; i++) flag_start(d, n->as.case_.options.items[i], FA_OPTION);
        break;
    case AST_PROGRAM:
        flag_statements(d, &n->as.list.items);
        break;
    case AST_BLOCK:
        /* a block of braces; `file { mode => 1 }` is a block of a name and a hash too */
        if (k == TOK_LBRACE) flag_statements(d, &n->as.list.items);
        break;
    default:
        break;
    }
    ast_visit_children(n, mark, data);
}

/* ---- groups ---- */

static bool is_opener(const FmtAtom *a)
{
    switch ((int)a->kind) {
    case TOK_LBRACE: case TOK_SELBRACE: case TOK_LBRACK: case TOK_LISTSTART: case TOK_LPAREN:
    case TOK_WSLPAREN: case TOK_LCOLLECT: case TOK_LLCOLLECT:
        return true;
    case TOK_PIPE:
        return (a->flags & FA_LAMBDA_PIPE) != 0;
    default:
        return false;
    }
}

static bool is_closer(const FmtAtom *a)
{
    switch ((int)a->kind) {
    case TOK_RBRACE: case TOK_RBRACK: case TOK_RPAREN: case TOK_RCOLLECT: case TOK_RRCOLLECT:
        return true;
    case TOK_PIPE:
        return (a->flags & FA_LAMBDA_PIPE) == 0;
    default:
        return false;
    }
}

static FmtGroupKind kind_of_opener(const FmtDoc *d, uint32_t i)
{
    const FmtAtom *a = &d->atoms[i];
    if (a->want) return (FmtGroupKind)(a->want - 1);
    switch ((int)a->kind) {
    case TOK_SELBRACE: return FG_SELECTOR;
    case TOK_LBRACE:
        if (i > 0 && (d->atoms[i - 1].kind == TOK_RCOLLECT || d->atoms[i - 1].kind == TOK_RRCOLLECT)) return FG_ATTRS;
        return FG_BLOCK;
    case TOK_LBRACK: case TOK_LISTSTART: return FG_ACCESS;
    case TOK_LPAREN: case TOK_WSLPAREN:
        if (i >= 2 && d->atoms[i - 1].kind == TOK_NAME &&
            (d->atoms[i - 2].kind == TOK_CLASS || d->atoms[i - 2].kind == TOK_DEFINE ||
             d->atoms[i - 2].kind == TOK_FUNCTION)) {
            return FG_PARAMS;
        }
        return FG_PAREN;
    case TOK_PIPE: return FG_LAMBDA_PARAMS;
    default: return FG_COLLECT;
    }
}

static uint32_t add_group(Scan *s, uint32_t *cap, FmtGroupKind kind, uint32_t open, uint32_t parent)
{
    FmtDoc *d = s->doc;
    d->groups = grow(d->ctx, d->groups, d->group_count, cap, sizeof *d->groups);
    FmtGroup *g = &d->groups[d->group_count];
    memset(g, 0, sizeof *g);
    g->kind = kind;
    g->open = open;
    g->close = FMT_NONE;
    g->parent = parent;
    return d->group_count++;
}

static bool gap_has_newline(const FmtDoc *d, uint32_t i)
{
    const FmtAtom *a = &d->atoms[i];
    if (a->nl_before) return true;
    for (uint32_t c = a->comment; c < a->comment + a->comment_count; c++) {
        if (d->comments[c].nl_before) return true;
    }
    return false;
}

static bool match_groups(Scan *s)
{
    FmtDoc *d = s->doc;
    uint32_t cap = 0;
    add_group(s, &cap, FG_ROOT, FMT_NONE, FMT_NONE);
    uint32_t *stack = ctx_alloc(d->ctx, (d->atom_count + 1) * sizeof *stack);
    uint32_t depth = 0;
    stack[depth++] = 0;
    for (uint32_t i = 0; i < d->atom_count; i++) {
        FmtAtom *a = &d->atoms[i];
        uint32_t top = stack[depth - 1];
        if (a->kind == TOK_EOF) {
            if (depth != 1) return false;
            a->group = 0;
            a->closes = 0;
            d->groups[0].close = i;
        } else if (is_closer(a)) {
            if (depth == 1) return false;
            a->group = top;
            a->closes = top;
            d->groups[top].close = i;
            depth--;
        } else if (is_opener(a)) {
            a->group = top;
            a->opens = add_group(s, &cap, kind_of_opener(d, i), i, top);
            stack[depth++] = a->opens;
            /* the style guide writes `class ntp (` and `define apache::vhost (`, but
             * `function apache::bool2http(` */
            if (d->groups[a->opens].kind == FG_PARAMS && d->atoms[i - 2].kind != TOK_FUNCTION) {
                d->atoms[i - 1].flags |= FA_DEF_NAME;
            }
        } else {
            a->group = top;
        }
    }
    return true;
}

/* Counts what each group holds directly and decides which go one element per line. */
static void classify_groups(FmtDoc *d)
{
    for (uint32_t i = 0; i < d->atom_count; i++) {
        const FmtAtom *a = &d->atoms[i];
        FmtGroup *g = &d->groups[a->group];
        /* the gap before an atom lies in the group holding it (before an opener: the group
         * around it; before a closer: the group it closes) */
        if (i > 0 && gap_has_newline(d, i)) g->nl_inside = true;
        if (a->closes != FMT_NONE) continue;
        if (a->kind == TOK_FARROW || a->kind == TOK_PARROW) g->arrows++;
        if (a->kind == TOK_SEMIC) {
            bool trailing = i + 1 < d->atom_count && d->atoms[i + 1].closes == a->group;
            if (!trailing) g->semis++;
        }
    }
    for (uint32_t k = 0; k < d->group_count; k++) {
        FmtGroup *g = &d->groups[k];
        bool empty = g->open != FMT_NONE && g->close == g->open + 1 && d->atoms[g->close].comment_count == 0;
        switch (g->kind) {
        case FG_ROOT: g->broken = true; break;
        case FG_BLOCK: case FG_CASE: g->broken = !empty; break;
        case FG_RESOURCE:
            g->multi_body = g->semis > 0;
            g->broken = !empty && (g->multi_body || g->arrows > 1 || g->nl_inside);
            break;
        case FG_ATTRS: g->broken = !empty && (g->arrows > 1 || g->nl_inside); break;
        case FG_LAMBDA_BLOCK: case FG_HASH: case FG_ARRAY: case FG_SELECTOR: case FG_PARAMS:
            g->broken = !empty && g->nl_inside;
            break;
        case FG_LAMBDA_PARAMS: case FG_PAREN: case FG_ACCESS: case FG_COLLECT:
            g->broken = false;
            break;
        }
    }
}

/* The trailing commas of lists (the style guide's "trailing commas after every element of a
 * multi-line list") and the ';' before a resource's closing brace. */
static void mark_trailing(FmtDoc *d)
{
    for (uint32_t k = 1; k < d->group_count; k++) {
        FmtGroup *g = &d->groups[k];
        if (g->close == FMT_NONE || g->close == g->open + 1) continue;
        uint32_t last = g->close - 1;
        FmtAtom *la = &d->atoms[last];
        bool comma = la->kind == TOK_COMMA && la->group == k;
        switch (g->kind) {
        case FG_RESOURCE: case FG_ATTRS:
            if (la->kind == TOK_SEMIC && la->group == k) {
                la->flags |= FA_DROP;
                if (last == g->open + 1) continue;
                la = &d->atoms[--last];
                comma = la->kind == TOK_COMMA && la->group == k;
            }
            if (g->broken && !g->multi_body && !comma && g->arrows > 0 &&
                !(la->kind == TOK_COLON && la->group == k)) {
                la->flags |= FA_COMMA_AFTER;
            }
            break;
        case FG_HASH: case FG_ARRAY: case FG_PARAMS:
            if (g->broken && !comma) la->flags |= FA_COMMA_AFTER;
            if (!g->broken && comma && g->kind != FG_PARAMS) la->flags |= FA_DROP;
            break;
        default:
            break;
        }
    }
}

bool format_code_scan(FmtDoc *d, const AstNode *program, ParseError *error)
{
    Scan s = {d, 0};
    Lexer lx;
    memset(error, 0, sizeof *error);
    if (!lexer_init(&lx, &d->ctx->arena, d->source, d->len)) {
        snprintf(error->message, sizeof error->message, "%s%.500s", PARSE_ERROR_PREFIX, lx.error);
        error->span = lx.error_span;
        return false;
    }
    lx.keep_trivia = true;
    if (!read_atoms(&s, &lx, error)) return false;
    read_trivia(&s, lx.trivia);
    mark(program, d);
    if (!match_groups(&s)) {
        snprintf(error->message, sizeof error->message, "The formatter could not match the brackets of this program");
        return false;
    }
    classify_groups(d);
    mark_trailing(d);
    return true;
}
