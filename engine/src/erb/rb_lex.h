/* rb_lex.h: the tokens of the Ruby that templates are written in, and the lexer that makes them.
 *
 * Ruby's lexer depends on what came before (its lex states): `/` divides after an operand and
 * begins a regexp where an expression begins, `-1` is a number at an expression's start and a
 * subtraction after an operand, and after a method name that is not a local variable a blank
 * before and none after (`foo -1`, `foo /x/`, `foo [1]`) make an argument. The lexer keeps that
 * state from the tokens it gives out and asks the parser which names are local variables. A
 * newline ends a statement only after an operand; a line that begins with `.meth` continues the
 * previous one.
 *
 * Strings, symbols and regexps come out whole (delimiters included): the parser decodes their
 * escapes and parses the code of their `#{}` (rb_parse.c). Heredocs, `%x` and backquotes come
 * out as T_UNSUPPORTED, for the parser to refuse by name.
 */
#ifndef PUPPET_RB_LEX_H
#define PUPPET_RB_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum RbTokKind {
    T_EOF,
    T_NL,          /* a newline that ends a statement, or ';' */
    T_IDENT,       /* foo, foo? foo! */
    T_CONST,       /* Foo */
    T_IVAR,        /* @foo */
    T_GVAR,        /* $foo, $~, $! ... */
    T_NTHREF,      /* $1 .. $9 */
    T_LABEL,       /* foo: in a hash or an argument list (text without the colon) */
    T_INT,
    T_FLOAT,
    T_STRING,      /* '..', "..", %q(..), %Q(..), %(..), ?c */
    T_WORDS,       /* %w(..) %W(..) */
    T_SYMBOLS,     /* %i(..) %I(..) */
    T_SYMBOL,      /* :foo, :"..", :+ */
    T_REGEXP,      /* /../flags, %r{..}flags */
    T_KEYWORD,
    T_OP,          /* operators and punctuation, see RbOp */
    T_UNSUPPORTED, /* Ruby the engine does not take: heredoc, backquotes, %x, =begin */
    T_ERROR,       /* a lexical error: text is the message */
} RbTokKind;

#define RB_KEYWORDS(X) \
    X(KW_IF, "if") X(KW_UNLESS, "unless") X(KW_ELSIF, "elsif") X(KW_ELSE, "else") \
    X(KW_END, "end") X(KW_THEN, "then") X(KW_WHILE, "while") X(KW_UNTIL, "until") \
    X(KW_DO, "do") X(KW_CASE, "case") X(KW_WHEN, "when") X(KW_IN, "in") X(KW_BEGIN, "begin") \
    X(KW_RESCUE, "rescue") X(KW_ENSURE, "ensure") X(KW_DEF, "def") X(KW_RETURN, "return") \
    X(KW_NEXT, "next") X(KW_BREAK, "break") X(KW_REDO, "redo") X(KW_RETRY, "retry") \
    X(KW_NIL, "nil") X(KW_TRUE, "true") X(KW_FALSE, "false") X(KW_SELF, "self") \
    X(KW_AND, "and") X(KW_OR, "or") X(KW_NOT, "not") X(KW_DEFINED, "defined?") \
    X(KW_YIELD, "yield") X(KW_SUPER, "super") X(KW_CLASS, "class") X(KW_MODULE, "module") \
    X(KW_FOR, "for") X(KW_ALIAS, "alias") X(KW_UNDEF, "undef") X(KW_LOOP_BEGIN, "BEGIN") \
    X(KW_LOOP_END, "END") X(KW_FILE, "__FILE__") X(KW_LINE, "__LINE__") \
    X(KW_ENCODING, "__ENCODING__") X(KW_METHOD, "__method__")

typedef enum RbKeyword {
#define X(id, text) id,
    RB_KEYWORDS(X)
#undef X
    KW_COUNT
} RbKeyword;

/* Operators and punctuation; the text of each is its spelling. */
#define RB_OPS(X) \
    X(OP_LPAREN, "(") X(OP_RPAREN, ")") X(OP_LBRACK, "[") X(OP_RBRACK, "]") X(OP_LBRACE, "{") \
    X(OP_RBRACE, "}") X(OP_COMMA, ",") X(OP_DOT, ".") X(OP_ANDDOT, "&.") X(OP_COLON2, "::") \
    X(OP_COLON, ":") X(OP_QUESTION, "?") X(OP_ASSOC, "=>") X(OP_LAMBDA, "->") \
    X(OP_DOT2, "..") X(OP_DOT3, "...") X(OP_ASSIGN, "=") X(OP_OPASSIGN, "op=") \
    X(OP_PLUS, "+") X(OP_MINUS, "-") X(OP_STAR, "*") X(OP_POW, "**") X(OP_DIV, "/") \
    X(OP_MOD, "%") X(OP_EQ, "==") X(OP_EQQ, "===") X(OP_NEQ, "!=") X(OP_MATCH, "=~") \
    X(OP_NMATCH, "!~") X(OP_LT, "<") X(OP_GT, ">") X(OP_LE, "<=") X(OP_GE, ">=") \
    X(OP_CMP, "<=>") X(OP_ANDAND, "&&") X(OP_OROR, "||") X(OP_NOT, "!") X(OP_TILDE, "~") \
    X(OP_LSHIFT, "<<") X(OP_RSHIFT, ">>") X(OP_AMP, "&") X(OP_PIPE, "|") X(OP_CARET, "^") \
    X(OP_UPLUS, "+@") X(OP_UMINUS, "-@") X(OP_AREF, "[]") X(OP_ASET, "[]=")

typedef enum RbOp {
#define X(id, text) id,
    RB_OPS(X)
#undef X
    OP_COUNT
} RbOp;

/* The spelling of an operator ("<<", "[]"); of OP_OPASSIGN "op=". */
const char *rb_op_text(RbOp op);

typedef struct RbToken {
    RbTokKind kind;
    uint32_t pos, end;        /* source offsets: the token is src[pos..end) */
    bool space_before;        /* a blank (or a line continuation) stands right before it */
    bool space_after;         /* a blank, a newline or the end follows it */
    int sub;                  /* RbKeyword, RbOp; for OP_OPASSIGN the operator (OP_PLUS, ...) */
    int64_t integer;          /* T_INT; T_REGEXP: its option letters (RB_RE_*) */
    double floating;
    const char *text;         /* T_ERROR and T_UNSUPPORTED: what it is */
    /* string-like literals: the text between the delimiters, and how to read it */
    uint32_t body_start, body_end;
    bool interpolating;       /* "..", %Q, %W, %I, /../, :".." */
    char close;               /* the closing delimiter (escaped delimiters lose their \) */
} RbToken;

/* Regexp options (T_REGEXP's integer). */
enum { RB_RE_IGNORECASE = 1, RB_RE_EXTENDED = 2, RB_RE_MULTILINE = 4, RB_RE_ONCE = 8 };

/* What the lexer expects next (Ruby's lex states, folded). */
typedef enum RbLexState {
    LEX_BEG,                  /* an expression may begin: `/` is a regexp, `-1` a number */
    LEX_END,                  /* after an operand: `/` divides */
    LEX_ARG,                  /* after a method name: blanks decide */
    LEX_DOT,                  /* after `.`: any name, keyword or operator is a method name */
} RbLexState;

typedef struct RbLexer {
    const char *src;
    size_t pos, end;
    RbLexState state;
    bool (*is_local)(void *parser, const char *name, size_t len);
    void *parser;

} RbLexer;

/* Starts lexing src[start..end). */
void rb_lex_init(RbLexer *lx, const char *src, size_t start, size_t end);

/* The next token. T_ERROR and T_UNSUPPORTED carry their message in text; never fails
 * otherwise. */
RbToken rb_lex_next(RbLexer *lx);

/* The end of the string-like literal whose opening delimiter is src[open] and whose closing one
 * is `close` (the same byte, or the pair of an opening bracket, which then nests), skipping
 * escapes and, when interpolating, the code of #{...}; returns the offset of the closing
 * delimiter, or end when there is none. */
size_t rb_lex_skip_literal(const char *src, size_t open, size_t end, char close, bool interpolating);

/* Whether c may be part of an identifier (letters, digits, '_', bytes of UTF-8 sequences). */
static inline bool rb_ident_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           (unsigned char)c >= 0x80;
}

#endif
