/* ast.c: the names of the AST node kinds and the union member each uses (ast.def). */
#include "syntax/ast.h"

static const char *const KIND_NAMES[AST_KIND_COUNT] = {
#define X(kind, name, member) name,
#include "syntax/ast.def"
#undef X
};

const char *ast_kind_name(AstKind kind)
{
    return (unsigned)kind < AST_KIND_COUNT ? KIND_NAMES[kind] : "?";
}

static const AstMember MEMBER_OF[AST_KIND_COUNT] = {
#define X(kind, name, member) [kind] = AST_MEMBER_##member,
#include "syntax/ast.def"
#undef X
};

AstMember ast_member_of(AstKind kind)
{
    return MEMBER_OF[kind];
}
