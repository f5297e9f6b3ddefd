/* lexer.h: turns Puppet source text into tokens, one at a time, as the reference lexer does.
 *
 * The central idea: Puppet's token stream depends on context, and this lexer keeps the same
 * context as the reference (Puppet 7 lib/puppet/pops/parser/lexer2.rb and its support modules):
 * - '/' is a regex or a division depending on the previous token;
 * - '[' is LISTSTART after whitespace or at the start of a text, LBRACK otherwise;
 * - '(' is WSLPAREN when only blanks precede it on its line (it then never starts a call);
 * - '{' is SELBRACE right after '?';
 * - strings are cut into DQPRE / DQMID / DQPOST parts around `$var` and `${expr}`, and the
 *   tokens of `${expr}` are lexed in place (a bare name or number alone, or followed by '.' or
 *   '[', becomes a variable: `${x}`, `${x[1]}`, `${0}`);
 * - a heredoc `@(END)` takes its text from the lines after the current one; that text is lexed
 *   as a buffer of its own and its positions are mapped back to the source lines.
 *
 * The lexer never fails by itself: a lexical error becomes a TOK_ERROR token (message in
 * lexer->error) that the parser reports when it reaches it, so that a syntax error earlier in
 * the stream wins, as with the reference. After TOK_ERROR every token is TOK_ERROR.
 * Everything is allocated from the Arena; token values point into the source or the arena.
 * Columns count UTF-8 code points. Input must be valid UTF-8 (checked by lexer_init); a leading
 * byte-order mark is skipped.
 */
#ifndef PUPPET_LEXER_H
#define PUPPET_LEXER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"
#include "syntax/ast.h"

typedef enum TokenKind {
#define X(kind, text) kind,
#include "syntax/token.def"
#undef X
    TOK_KIND_COUNT
} TokenKind;

typedef struct Token {
    TokenKind kind;
    const char *text;     /* the token's value (not NUL-terminated): name, number text, string
                             value with escapes processed, variable name without '$', regex
                             pattern, heredoc syntax; the fixed spelling for punctuation */
    size_t len;           /* bytes of text */
    SrcSpan span;         /* where the token is in the source */
    bool boolean;         /* TOK_BOOLEAN: the value */
} Token;

/* A warning the lexer raised (the reference's lex_warning), in source order. */
typedef struct LexWarning {
    const char *message;
    SrcSpan span;
    struct LexWarning *next;
} LexWarning;

/* A regexp literal the lexer made, in source order: the reference's lexer compiles each one as
 * it lexes it, so one that does not compile is the error of a parse that fails after it. */
typedef struct LexRegex {
    const char *pattern;         /* between the slashes, every \/ turned into / */
    size_t len;
    struct LexRegex *next;
} LexRegex;

/* What a code formatter needs besides the tokens, recorded only when Lexer.keep_trivia is set
 * (lexer_init clears it): the comments and the heredoc texts of the source itself (not those
 * inside a heredoc's text), in the order the lexer meets them. start and end are byte offsets of
 * the source: a comment from its '#' or '/' to its last character, a heredoc text from the start
 * of its first line to the end of its end-tag line (its newline included). */
typedef enum LexTriviaKind {
    LEX_TRIVIA_LINE_COMMENT,     /* # ... */
    LEX_TRIVIA_BLOCK_COMMENT,    /* slash-star ... star-slash */
    LEX_TRIVIA_HEREDOC_TEXT,     /* start: the HEREDOC token's offset is in `tag` */
} LexTriviaKind;

typedef struct LexTrivia {
    LexTriviaKind kind;
    size_t start, end;
    size_t tag;                  /* LEX_TRIVIA_HEREDOC_TEXT: offset of its '@(' */
    struct LexTrivia *next;
} LexTrivia;

/* Everything below is private to lexer*.c; it is here so that a Lexer can live on the stack. */

enum { LEX_MAX_BUFFERS = 16, LEX_QUEUE_MAX = 4, LEX_MESSAGE_MAX = 600 };

typedef enum LexPending {
    LEX_PENDING_NONE,
    LEX_PENDING_DQ_TAIL,     /* the next token continues a "..." string: DQMID or DQPOST */
    LEX_PENDING_UQ_FIRST,    /* a heredoc text starts: STRING or DQPRE */
    LEX_PENDING_UQ_TAIL,     /* a heredoc text goes on: DQMID or DQPOST */
} LexPending;

/* One text being lexed: the source, or the text of a heredoc (the reference uses a lexer
 * instance of its own for each heredoc, with its own context; so does this). */
typedef struct LexBuffer {
    const char *text;
    size_t len, pos;
    size_t start;                /* first byte (after a byte-order mark) */
    size_t line_lexical_start;   /* start of the current line, for WSLPAREN */
    size_t line_blanks_end;      /* where the blanks that start that line end; SIZE_MAX: not measured */
    size_t newline_jump;         /* after a heredoc: where the next line starts; SIZE_MAX: none */
    int32_t brace_count;
    TokenKind after;             /* previous token, for regex-or-division; TOK_EOF: none yet */
    LexPending pending;
    bool string_first;           /* the pending string part is the first of its string */
    size_t string_start;         /* where the current string token starts (its quote) */
    const char *uq_escapes;      /* heredoc: escape characters in force ("" none; NULL: none) */
    bool uq_interpolate;         /* heredoc: "END" form, $ interpolates */
    /* Heredoc only: mapping of text offsets to the parent buffer (the reference's SubLocator). */
    bool is_heredoc;
    size_t leading_offset;       /* parent offset of text[0] */
    bool has_margin;
    uint32_t *line_starts;       /* text offset of each text line */
    uint32_t *margin;            /* bytes of margin removed from each text line */
    uint32_t *acc_margin;        /* acc_margin[i]: margin bytes of lines 0..i-1 (i = 0..count) */
    uint32_t line_count;
} LexBuffer;

/* An open `${`: the brace count to close it and the string kind to resume. */
typedef struct LexInterp {
    int32_t brace_base;
    uint8_t buffer;              /* index of the buffer it lives in */
    bool dq;                     /* resumes a "..." string (else a heredoc text) */
} LexInterp;

typedef struct Lexer {
    Arena *arena;
    const SourceFile *file;      /* put in every span (NULL: the main program) */
    const char *source;
    size_t source_len;
    uint32_t *line_starts;       /* of the source; line_count entries */
    uint32_t line_count;
    /* column cache: the last located offset */
    uint32_t cache_line, cache_col;
    size_t cache_offset;
    LexBuffer buffers[LEX_MAX_BUFFERS];
    int buffer_count;
    LexInterp *interps;
    size_t interp_count, interp_cap;
    Token queue[LEX_QUEUE_MAX];
    int queue_head, queue_count;
    Token *fifo;                 /* the rest of a string lexed ahead of the parser */
    size_t fifo_head, fifo_count, fifo_cap;
    bool check_transform;        /* the next code token is the first of a `${` */
    bool closed_by_brace;        /* the last string part followed a '}' closing a `${` */
    /* the reference's "last text matched by the scanner", used by "Unclosed quote after ..." */
    const char *matched;
    size_t matched_len;
    bool failed;
    bool out_of_memory;
    char error[LEX_MESSAGE_MAX];
    SrcSpan error_span;          /* line 0: no location */
    LexWarning *warnings, *warnings_tail;
    LexRegex *regexes, *regexes_tail;
    /* EPP templates (lexer_epp.c): where the lexer is, and whether a tag is open */
    enum { LEX_EPP_NONE, LEX_EPP_CODE, LEX_EPP_EXPR } epp_mode;
    bool epp_open;               /* in code after '<%' or '<%=', before its '%>' */
    bool keep_trivia;            /* record comments and heredoc texts (tools/format_code.c) */
    LexTrivia *trivia, *trivia_tail;
} Lexer;

/* Prepares lexing of len bytes of source. Returns false (with lexer->error and error_span set)
 * when the source is not valid UTF-8 or the arena refuses; the lexer then yields TOK_ERROR. */
bool lexer_init(Lexer *lexer, Arena *arena, const char *source, size_t len);

/* Produces the next token into *token. At the end of input: TOK_EOF, forever. On a lexical
 * error: TOK_ERROR (lexer->error holds the reference's message), forever. */
void lexer_next(Lexer *lexer, Token *token);

/* The fixed text of a token kind ("=>", "case"), "" for kinds with a value of their own. */
const char *lexer_token_text(TokenKind kind);

/* Line and column (1-based, columns in code points) of a byte offset of the source. */
void lexer_locate(Lexer *lexer, size_t offset, uint32_t *line, uint32_t *column);

/* Prepares lexing of an EPP template (lexer_epp.c): the tokens are TOK_EPP_START, then the
 * template's text as TOK_RENDER_STRING, its `<%= %>` tags as TOK_RENDER_EXPR ... TOK_EPP_END
 * (or TOK_EPP_END_TRIM), and the code of its `<% %>` tags as ordinary tokens. Fails as
 * lexer_init does. */
bool lexer_init_epp(Lexer *lexer, Arena *arena, const char *source, size_t len);

/* --- shared by lexer.c, lexer_string.c and lexer_epp.c --- */

/* In EPP code, at a '%' or '-' of the template itself (not of a heredoc): when it starts the
 * `%>` or `-%>` that closes the tag, consumes it and the template text after it, queues the
 * tokens this produces (maybe none) and returns true; returns false when the character is an
 * operator. A bad text (an unclosed comment) is recorded as the lexical error. */
bool lexer_epp_close(Lexer *lexer);
/* At the end of the source in an EPP template: records the reference's error when a tag is
 * still open and returns true; false otherwise. */
bool lexer_epp_unclosed(Lexer *lexer);

/* Fills *token for text[start, end) of the current buffer, mapped to source positions. */
void lexer_make_token(Lexer *lexer, Token *token, TokenKind kind, size_t start, size_t end);
/* Records a lexical error at text offset pos of the current buffer (SIZE_MAX: no location). */
void lexer_fail(Lexer *lexer, size_t pos, const char *format, ...);
/* Records a warning at text offset pos of the current buffer. */
void lexer_warn(Lexer *lexer, size_t pos, const char *format, ...);
/* The reference's followed_by: the next five characters with \n \r \t shown escaped. */
void lexer_followed_by(Lexer *lexer, size_t pos, char *out, size_t out_size);
/* Byte length of a blank character ([[:blank:]]: tab and Unicode Zs) at text[pos], or 0. */
size_t lexer_blank_len(const char *text, size_t len, size_t pos);
/* Lexes a "..." string whose quote is at the current position. */
void lexer_string_dq(Lexer *lexer, Token *token);
/* Lexes a '...' string whose quote is at the current position. */
void lexer_string_sq(Lexer *lexer, Token *token);
/* Continues a string after an interpolation or $variable, or starts a heredoc text. */
void lexer_string_part(Lexer *lexer, Token *token);
/* Lexes a heredoc whose '@(' is at the current position: pushes its text as a buffer. */
void lexer_heredoc(Lexer *lexer, Token *token);
/* Appends a token to the queue of tokens to hand out before lexing more. */
void lexer_enqueue(Lexer *lexer, const Token *token);
/* Opens a `${` interpolation in the current buffer. */
bool lexer_push_interp(Lexer *lexer, bool dq);
/* Lexes one token of code at the current position of buffer b (lexer_code.c). Returns false
 * when nothing was produced (blanks, a newline, a comment, an EPP tag's end) and the caller
 * must go on; a lexical error is recorded with lexer_fail. */
bool lexer_code_token(Lexer *lexer, LexBuffer *b, Token *token);
/* Records a comment or a heredoc text of buffer b when trivia are kept and b is the source. */
void lexer_add_trivia(Lexer *lexer, const LexBuffer *b, LexTriviaKind kind, size_t start,
                      size_t end, size_t tag);
/* PATTERN_WS = [[:blank:]\r]+ from pos of buffer b; returns its end (pos when none). */
size_t lexer_skip_ws(const LexBuffer *b, size_t pos);
/* Records text as what the reference's scanner matched last ("Unclosed quote after ..."). */
void lexer_set_matched(Lexer *lexer, const char *text, size_t len);
/* Length of the valid UTF-8 sequence at s[i] of n bytes, or 0 when it is not valid. */
size_t lexer_utf8_len(const unsigned char *s, size_t n, size_t i);
/* PATTERN_VARIABLE (::)?(\w+::)*\w+ at text[pos]; returns its end, or pos when none. */
size_t lexer_scan_variable(const char *text, size_t len, size_t pos);

#endif
