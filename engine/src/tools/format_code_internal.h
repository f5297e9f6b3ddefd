/* format_code_internal.h: what format_code_scan.c (the source cut into atoms, comments and
 * heredoc texts, and the brackets classified with the AST's help) hands to format_code.c (the
 * layout). Private to tools/format_code*.c.
 */
#ifndef PUPPET_FORMAT_CODE_INTERNAL_H
#define PUPPET_FORMAT_CODE_INTERNAL_H

#include "syntax/lexer.h"
#include "tools/format_code.h"

#define FMT_NONE UINT32_MAX

/* What a bracket opens. The kind decides when its contents go one element per line. */
typedef enum FmtGroupKind {
    FG_ROOT,            /* the whole program */
    FG_BLOCK,           /* { statements } of a class, define, node, function, if, case option... */
    FG_LAMBDA_BLOCK,    /* { statements } of a lambda: may stay on one line */
    FG_CASE,            /* case $x { options } */
    FG_HASH,            /* { k => v, ... } */
    FG_ARRAY,           /* [ a, b ] */
    FG_SELECTOR,        /* $x ? { k => v, ... } */
    FG_RESOURCE,        /* type { title: attrs; title: attrs } */
    FG_ATTRS,           /* File { attrs }, File['x'] { attrs }, Type <| |> { attrs } */
    FG_PARAMS,          /* class, define and function parameters ( ... ) */
    FG_LAMBDA_PARAMS,   /* | ... | */
    FG_PAREN,           /* call arguments and parenthesized expressions */
    FG_ACCESS,          /* x[ ... ] */
    FG_COLLECT,         /* <| query |> */
} FmtGroupKind;

/* Atom flags. */
enum {
    FA_UNARY = 1,        /* a '-' or '*' that is a unary operator */
    FA_STMT = 2,         /* starts a statement of a program or block */
    FA_OPTION = 4,       /* starts a case option */
    FA_LAMBDA_PIPE = 8,  /* the '|' that opens a lambda's parameters */
    FA_DEF_NAME = 16,    /* the name of a class or define, before its parameters */
    FA_DROP = 32,        /* not printed: a trailing comma or ';' the layout does without */
    FA_COMMA_AFTER = 64, /* a comma is printed after it (the last element of a broken list) */
};

/* A token as printed: a whole string (with its interpolations) or heredoc tag is one atom. */
typedef struct FmtAtom {
    TokenKind kind;             /* a string with interpolation is TOK_DQPRE */
    uint32_t start, end;        /* source bytes */
    const char *text;           /* what is printed */
    uint32_t len;
    uint32_t group;             /* innermost group holding it: for an opener the group around
                                   it, for a closer the group it closes */
    uint32_t opens;             /* the group it opens, or FMT_NONE */
    uint32_t closes;            /* the group it closes, or FMT_NONE */
    uint32_t nl_before;         /* newlines between the item before it (atom or comment) and it,
                                   heredoc texts left out */
    uint32_t comment, comment_count;   /* comments between the atom before and this one */
    uint32_t heredoc, heredoc_count;   /* heredoc texts whose tag is in this atom */
    uint8_t flags;
    uint8_t want;               /* FmtGroupKind + 1 the AST asks of this opener, 0: none */
} FmtAtom;

typedef struct FmtComment {
    uint32_t start, end;
    uint32_t nl_before;         /* newlines between the item before it and it */
    bool block;                 /* slash-star comment */
} FmtComment;

typedef struct FmtHeredoc {
    uint32_t tag, start, end;
} FmtHeredoc;

typedef struct FmtGroup {
    FmtGroupKind kind;
    uint32_t open, close;       /* atoms (ROOT: FMT_NONE and the end atom) */
    uint32_t parent;
    uint32_t arrows, semis;     /* direct '=>'/'+>' and ';' (a trailing ';' left out) */
    bool nl_inside;             /* a line break in the source directly inside */
    bool broken;                /* one element per line */
    bool multi_body;            /* RESOURCE with several titles */
    /* layout state (format_code.c) */
    uint32_t indent;            /* indentation of the line holding the opener */
    bool in_attrs;              /* RESOURCE: after a title's ':' */
} FmtGroup;

typedef struct FmtDoc {
    Ctx *ctx;
    const char *source;
    size_t len;
    FmtAtom *atoms;             /* in source order; the last one is TOK_EOF */
    uint32_t atom_count;
    FmtComment *comments;
    uint32_t comment_count;
    FmtHeredoc *heredocs;
    uint32_t heredoc_count;
    FmtGroup *groups;           /* groups[0] is ROOT */
    uint32_t group_count;
} FmtDoc;

/* A `# ^?` query comment printed on a line of its own, and the output offset of its `#`. */
typedef struct FmtQuery {
    uint32_t comment;
    size_t pos;
} FmtQuery;

/* Where the layout printed things (offsets into its text before the arrows were aligned), and
 * where the alignment then inserted blanks. */
typedef struct FmtPlacement {
    const size_t *atom_pos;     /* each atom's offset; SIZE_MAX: not printed */
    const FmtQuery *queries;    /* in output order */
    uint32_t query_count;
    const size_t *pad_pos;      /* ascending: where blanks went in */
    const size_t *pad_total;    /* the blanks inserted at pad_pos[0..k] together */
    uint32_t pad_count;
} FmtPlacement;

/* Whether a comment's text is a `# ^?` query. */
bool format_code_is_query(const char *comment, size_t len);

/* The aligned text with each query's caret moved under the character of the line above it
 * points at in the source (format_code_queries.c). Never fails; running out of memory leaves
 * through ctx_exhausted. */
const Str *format_code_realign_queries(const FmtDoc *d, const FmtPlacement *pl, const Str *text);

/* Cuts the source into atoms, comments and heredoc texts, matches the brackets and classifies
 * them with the program's AST. Returns false (with *error) when the lexer fails; running out of
 * memory leaves through ctx_exhausted. */
bool format_code_scan(FmtDoc *doc, const AstNode *program, ParseError *error);

#endif
