/* ast_visit.h: the children of an AST node, in source order, for code that walks the whole tree
 * without caring about each kind (the code formatter, completion). The evaluator and the dump
 * do not use it: they treat each kind on its own.
 */
#ifndef PUPPET_AST_VISIT_H
#define PUPPET_AST_VISIT_H

#include "syntax/ast.h"

/* Calls fn(child, data) for each direct child of node that is not NULL, in the order the
 * children appear in the source. Never fails; node may be NULL. */
void ast_visit_children(const AstNode *node, void (*fn)(const AstNode *child, void *data), void *data);

#endif
