/* parser.h: parses Puppet source into the AST of ast.h.
 *
 * The parser accepts the language of the reference parser (Puppet 7 egrammar.ra, an LALR(1)
 * grammar with precedence declarations) and reports the first syntax error at the token where
 * the reference reports it, worded as the reference words it ("Syntax error at '='", "Syntax
 * error at end of input", lexical errors from lexer.h). It is a recursive-descent parser whose
 * functions each follow a rule of the grammar (quoted in a comment above them); the operator
 * precedence is one table in parser_expr.c. Recursion is bounded by MAX_PARSE_DEPTH (limits.h).
 *
 * Node spans follow the reference's positions (its `loc` calls): a binary operation, an
 * assignment, a relationship or a hash entry is located at its operator, a call at its
 * function name, a resource at its type, and so on (docs/ast.md lists them), so that errors
 * raised later point where the reference points.
 *
 * It does not validate (the reference's checker4_0.rb: `$a += 1`, integer overflow, resources
 * without titles...): see docs/ast.md for what the AST keeps so that a validator can.
 */
#ifndef PUPPET_PARSER_H
#define PUPPET_PARSER_H

#include <stdbool.h>
#include <stddef.h>

#include "support/arena.h"
#include "syntax/ast.h"
#include "syntax/lexer.h"

/* The text that `puppet apply` puts before every message of a parse error. */
#define PARSE_ERROR_PREFIX "Could not parse for environment production: "

typedef struct ParseError {
    char message[600];   /* the whole message as the reference prints it, PARSE_ERROR_PREFIX
                            included, without the location */
    SrcSpan span;        /* where; span.line == 0 when the reference gives no location (at the
                            end of input) */
    bool out_of_memory;  /* the arena refused: a limit error rather than a syntax error */
    bool out_of_stack;   /* the C stack ran short (stack.h) before MAX_PARSE_DEPTH: a limit error */
    const LexRegex *regexes;  /* the regexp literals lexed before the error, in source order */
} ParseError;

/* Parses a whole program. Returns the AST_PROGRAM node, or NULL with *error filled. */
AstNode *parser_parse_program(Arena *arena, const char *source, size_t len, ParseError *error);

/* Like parser_parse_program, and also hands back the warnings the lexer raised (unrecognized
 * escapes in double-quoted strings), in source order, or NULL when there are none; they are
 * handed back also when the parse fails, as the reference prints them then too. */
AstNode *parser_parse_program_warnings(Arena *arena, const char *source, size_t len,
                                       ParseError *error, LexWarning **warnings);

/* Like parser_parse_program_warnings for the text of a file: every span of the AST (and of the
 * error and warnings) points to `file` (NULL: the run's main program). */
AstNode *parser_parse_file(Arena *arena, const char *source, size_t len, const SourceFile *file,
                           ParseError *error, LexWarning **warnings);

/* Parses an EPP template (the text of inline_epp or of an .epp file) into an AST_PROGRAM whose
 * one item is the template: an AST_LAMBDA with the template's parameters and an AST_EPP body.
 * Positions are the template's own lines and columns. Returns NULL with *error filled (its
 * message starts with PARSE_ERROR_PREFIX like any parse error); the lexer's warnings are handed
 * back as parser_parse_program_warnings does. */
AstNode *parser_parse_epp(Arena *arena, const char *source, size_t len, ParseError *error,
                          LexWarning **warnings);

/* parser_parse_epp for the text of a template file (spans point to it, as parser_parse_file). */
AstNode *parser_parse_epp_file(Arena *arena, const char *source, size_t len, const SourceFile *file,
                               ParseError *error, LexWarning **warnings);

/* Parses one expression (used for type strings in built-in function signatures, e.g.
 * "Hash[String, Callable[2,2]]"). Returns it, or NULL with *error filled (also when anything
 * follows the expression). */
AstNode *parser_parse_expression(Arena *arena, const char *source, size_t len, ParseError *error);

#endif
