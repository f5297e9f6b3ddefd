/* rb_parse.h: the syntax tree of template Ruby and its parser.
 *
 * The parser is a recursive descent over rb_lex's tokens with Ruby's operator precedence as one
 * table (rb_parse_expr.c), resolving at parse time what Ruby resolves there: which names are
 * local variables (an assignment seen earlier in the scope, a block parameter), whether `{`
 * opens a block or a hash, which call a `do` block belongs to, and the calls without
 * parentheses (`include?_requires.downcase`, `scope.function_warning ["x"]`).
 *
 * Ruby the engine does not run is refused while parsing, by name and position (class and module
 * definitions, heredocs, multiple assignment, `yield`, ...): RbParseResult.unsupported is set.
 * Everything else that does not parse is a syntax error, worded as Ruby words the common ones.
 */
#ifndef PUPPET_RB_PARSE_H
#define PUPPET_RB_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/ctx.h"

typedef enum RNodeKind {
    RN_NIL, RN_TRUE, RN_FALSE, RN_SELF,
    RN_INT,          /* integer */
    RN_FLOAT,        /* floating */
    RN_STR,          /* text/len: a literal's bytes (escapes decoded) */
    RN_DSTR,         /* list: RN_STR and expression parts, concatenated with to_s */
    RN_SYM,          /* text/len */
    RN_DSYM,         /* list, as RN_DSTR */
    RN_REGEX,        /* list, as RN_DSTR; flags: RB_RE_* options */
    RN_ARRAY,        /* list of elements (RN_SPLAT allowed) */
    RN_HASH,         /* list: key, value, key, value ... (RN_DSPLAT key with NULL value: **h) */
    RN_RANGE,        /* a .. b (either may be NULL); flags 1: exclusive */
    RN_LVAR,         /* text: a local variable */
    RN_IVAR,         /* text: @name (without @) */
    RN_GVAR,         /* text: $name (with $) */
    RN_NTHREF,       /* integer: $1 .. */
    RN_CONST,        /* text; a: the scope (Foo::Bar) or NULL; flags 1: ::Foo */
    RN_ASSIGN,       /* a: target (RN_LVAR, RN_IVAR, RN_GVAR, RN_CALL for x[i]= and x.y=), b: value */
    RN_OPASSIGN,     /* a: target, b: value, integer: the operator (RbOp, OP_OROR, OP_ANDAND) */
    RN_CALL,         /* a: receiver or NULL, text: name, mid, list: arguments, b: RN_BLOCK or
                        RN_BLOCKPASS or NULL; flags: RF_* */
    RN_SUPER_UNUSED,
    RN_BLOCK,        /* list: parameters (RN_PARAM), a: body */
    RN_PARAM,        /* text: name; list: sub-parameters of a (a, b) pattern; flags RF_SPLAT;
                        a: default value */
    RN_SPLAT,        /* a */
    RN_DSPLAT,       /* a */
    RN_BLOCKPASS,    /* a: &expr */
    RN_AND, RN_OR,   /* a, b */
    RN_NOT,          /* a */
    RN_DEFINED,      /* a */
    RN_IF,           /* a: condition, b: then, c: else (NULL allowed) */
    RN_WHILE,        /* a: condition, b: body; flags 1: until, 2: body runs first (begin..end while) */
    RN_CASE,         /* a: subject or NULL, list: RN_WHEN, b: else */
    RN_WHEN,         /* list: values (RN_SPLAT allowed), a: body */
    RN_BEGIN,        /* a: body, list: RN_RESCUE, b: else, c: ensure */
    RN_RESCUE,       /* list: exception classes, text: variable or NULL, a: body */
    RN_SEQ,          /* list of statements */
    RN_RETURN, RN_NEXT, RN_BREAK,   /* a: value or NULL */
    RN_DEF,          /* text: name, list: RN_PARAM, a: body */
    RN_LAMBDA,       /* b: RN_BLOCK */
} RNodeKind;

/* RN_CALL flags */
enum {
    RF_SAFE_NAV = 1,      /* recv&.meth */
    RF_PARENS = 2,        /* written with parentheses */
    RF_VCALL = 4,         /* a bare name that is no local variable: foo */
    RF_SPLAT = 8,         /* RN_PARAM: *rest */
    RF_ATTRASSIGN = 16,   /* recv.name = value (the name has no '=') */
    RF_BINARY = 32,       /* an operator call written as an operator (a + b) */
};

typedef struct RNode RNode;
struct RNode {
    RNodeKind kind;
    uint32_t pos;             /* source offset where the construct starts */
    uint32_t flags;
    int mid;                  /* RN_CALL: the method's id (rb_method_id) */
    const char *text;
    size_t len;
    int64_t integer;
    double floating;
    RNode *a, *b, *c;
    RNode **list;
    size_t count;
    void *cache;              /* RN_REGEX without interpolation: its compiled Regexp */
};

typedef struct RbParseResult {
    RNode *program;           /* RN_SEQ, or NULL after an error */
    const char *error;        /* a syntax error: Ruby's wording where known */
    bool unsupported;         /* the error names Ruby the engine does not run */
    size_t error_pos;         /* source offset of the error */
} RbParseResult;

/* Parses src[0..len) (ERB's generated source). Never fails: an error is in the result. */
RbParseResult rb_parse(Ctx *ctx, const char *src, size_t len);

#endif
