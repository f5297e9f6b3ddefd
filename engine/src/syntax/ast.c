/* ast.c: the names of the AST node kinds (ast.def's second column). */
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
