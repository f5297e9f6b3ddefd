/* ast.h: the abstract syntax tree the parser builds and the evaluator walks.
 *
 * Every node carries its kind and its source span. Kinds are listed once in ast.def; each kind
 * uses one member of the AstNode union, named in ast.def. Nodes and their lists live in the
 * run's arena and are never freed one by one. Strings in nodes are NUL-terminated arena copies
 * with escapes already processed; `len` counts bytes (strings may hold NUL bytes).
 *
 * The tree is close to Puppet's own model (lib/puppet/pops/model): the evaluator needs no
 * information the parser could not keep, and `puppet-eval --parse` dumps it as documented in
 * docs/ast.md.
 */
#ifndef PUPPET_AST_H
#define PUPPET_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/span.h"

/* One byte (packed), so that AstNode.watch fits beside it in the four bytes an int-sized kind
 * took: a larger node made the parser's frames larger in wasm, where V8's own stack bounds
 * the parser's depth. */
typedef enum __attribute__((packed)) AstKind {
#define X(kind, name, member) kind,
#include "syntax/ast.def"
#undef X
    AST_KIND_COUNT
} AstKind;

typedef struct AstNode AstNode;

/* AstNode.watch: the watcher wants to see the node start, too; the other bits number the node
 * for the watcher, so that it marks at most AST_WATCH_MAX nodes. */
#define AST_WATCH_BEFORE 0x8000u
#define AST_WATCH_MAX 0x7fffu

/* A growable list of nodes, frozen once the parser is done with it. */
typedef struct AstList {
    AstNode **items;
    size_t count;
} AstList;

typedef enum ResourceForm {
    RESOURCE_REGULAR,
    RESOURCE_VIRTUAL,     /* @type { ... } */
    RESOURCE_EXPORTED,    /* @@type { ... } */
} ResourceForm;

typedef enum AttributeOperator {
    ATTR_SET,      /* => */
    ATTR_APPEND,   /* +> */
} AttributeOperator;

typedef enum RelationshipOperator {
    REL_BEFORE,       /* -> */
    REL_NOTIFY,       /* ~> */
    REL_REQUIRE,      /* <- */
    REL_SUBSCRIBE,    /* <~ */
} RelationshipOperator;

struct AstNode {
    AstKind kind;
    /* Nonzero: an evaluation watcher of this run (ctx_watch, support/ctx.h) wants this node:
     * its number there, with AST_WATCH_BEFORE when the watcher also wants to see it start; 0
     * from the parser. With the one-byte kind it takes no more room than an int-sized kind
     * alone (the node's size is the parser's frames' in wasm, AstKind). */
    uint16_t watch;
    SrcSpan span;
    union {
        struct {
            int64_t value;
            int radix;                /* 10, 8 (0777) or 16 (0xFF): kept for the dump */
            const char *overflow;     /* NULL, or the value as the reference's overflow message
                                         shows it ("+0x8000000000000000"): the literal does not
                                         fit 64 bits and the validator rejects it */
        } integer;
        struct { double value; } floating;
        struct { bool value; } boolean;
        struct {
            const char *text;
            size_t len;
            bool segment;             /* a text part of an interpolated string (AST_STRING in
                                         AST_INTERPOLATED), as opposed to `${'x'}` */
            uint32_t var_form;        /* see var_hash: the form and length of the name, 0 until
                                         its first read (eval.c) */
            /* AST_NAME of a call: what the name resolved to in this run, kept by eval_call.c
             * (the AST lives as long as the run); NULL until the first call */
            const void *callee;
            size_t callee_defined;    /* the user functions defined then (SIZE_MAX: callee is one) */
            /* AST_VARIABLE, or a bare name read as one: the name's hash (or its number for
             * $0..$n), worked out by eval.c at the first read with var_form; it depends on
             * `text` only, so it holds in every scope */
            uint64_t var_hash;
        } string;
        struct {
            AstList items;
            bool params_specified;    /* AST_EPP: the template has a parameter list `<%- |...| -%>` */
        } list;
        struct {
            AstNode *text;            /* AST_STRING or AST_INTERPOLATED */
            const char *syntax;       /* the ':syntax' tag, or NULL */
        } heredoc;
        struct { AstNode *operand; } unary;
        struct {
            AstNode *lhs, *rhs;
            int op;                   /* RelationshipOperator for AST_RELATIONSHIP */
        } binary;
        struct { AstNode *target; AstList keys; } access;
        struct {
            AstNode *function;        /* AST_NAME, or AST_TYPE_REF for Type(...) = new */
            AstNode *receiver;        /* AST_CALL_METHOD: the value left of '.' (first argument) */
            AstList args;
            AstNode *lambda;          /* AST_LAMBDA or NULL */
            bool statement_style;     /* `notice 'x'`: no parentheses */
            bool has_parens;          /* method calls: `$x.f` vs `$x.f()` */
        } call;
        struct {
            AstList params;           /* AST_PARAM */
            AstNode *return_type;     /* type expression or NULL */
            AstNode *body;            /* AST_BLOCK */
            /* eval_call.c's caches for this run, NULL until computed: */
            const struct Type *callable_type;   /* its Callable type */
            const struct Type *return_type_value; /* return_type evaluated (declared_type) */
            /* whether its parameters are plain names (no type, default, rest or reserved
             * name) and it has no return type: 0 until eval_call.c works it out, then 1 or 2 */
            uint8_t plain;
        } lambda;
        struct {
            const char *name;         /* without '$' */
            AstNode *type;            /* type expression or NULL */
            AstNode *default_value;   /* or NULL */
            bool captures_rest;       /* *$rest */
            const struct Type *type_value;   /* type evaluated in this run (eval_call.c), or NULL */
            /* the name's length and name_table_hash, kept by eval_call.c at the first binding
             * (name_len 0 until then): they depend on `name` only */
            uint32_t name_len;
            uint64_t name_hash;
        } param;
        struct {
            AstNode *cond;
            AstNode *then_block;      /* AST_BLOCK */
            AstNode *else_branch;     /* AST_BLOCK, AST_IF (elsif) or NULL */
        } if_;
        struct { AstNode *subject; AstList options; } case_;
        struct { AstList values; AstNode *body; } option;
        struct {
            const char *name;         /* function/class/define name */
            AstList params;           /* AST_PARAM */
            AstNode *return_type;     /* functions only, or NULL */
            const char *parent;       /* class inherits, or NULL */
            AstNode *body;            /* AST_BLOCK */
        } definition;
        struct {
            AstList matches;          /* AST_STRING, AST_NAME, AST_REGEX or AST_DEFAULT */
            AstNode *parent;          /* node inherits (a name), or NULL */
            AstNode *body;
        } node_def;
        struct {
            AstNode *type;            /* AST_NAME (file), AST_TYPE_REF (Class, File) or expression */
            AstList bodies;           /* AST_RESOURCE_BODY */
            ResourceForm form;
        } resource;
        struct {
            AstNode *title;           /* title expression; defaults: type ref; override: reference */
            AstList ops;              /* AST_ATTRIBUTE_OP */
            ResourceForm form;        /* defaults and overrides: @File { } is virtual, etc. */
        } resource_body;
        struct {
            const char *name;         /* attribute name, "*" for the splat `* => $hash` */
            AttributeOperator op;
            AstNode *value;
        } attribute;
        struct {
            AstNode *type;            /* AST_TYPE_REF */
            AstNode *query;           /* query expression or NULL */
            AstList ops;              /* overrides: AST_ATTRIBUTE_OP */
            bool exported;            /* <<| |>> */
        } collector;
    } as;
};

/* The dump name of a kind, as printed by `puppet-eval --parse`. */
const char *ast_kind_name(AstKind kind);

/* The member of AstNode's union each kind uses (ast.def), for the walks that visit any node's
 * children (validation, cloning, EPP's parameter scan, type expressions). */
typedef enum AstMember {
    AST_MEMBER_integer, AST_MEMBER_floating, AST_MEMBER_boolean, AST_MEMBER_string,
    AST_MEMBER_list, AST_MEMBER_heredoc, AST_MEMBER_unary, AST_MEMBER_binary, AST_MEMBER_access,
    AST_MEMBER_call, AST_MEMBER_lambda, AST_MEMBER_param, AST_MEMBER_if_, AST_MEMBER_case_,
    AST_MEMBER_option, AST_MEMBER_definition, AST_MEMBER_node_def, AST_MEMBER_resource,
    AST_MEMBER_resource_body, AST_MEMBER_attribute, AST_MEMBER_collector, AST_MEMBER_none,
} AstMember;

/* The union member a kind uses; AST_MEMBER_none for kinds without children. */
AstMember ast_member_of(AstKind kind);

#endif
