/* ast_dump.h: the text form of an AST that `puppet-eval --parse` prints.
 *
 * The form is the reference's `puppet parser dump --format pn` (Puppet's PN notation:
 * `(call {:functor (qn "notice") :args [1]})`), so that a dump can be compared with the
 * reference's; the statements of a program with several of them are put one per line (the
 * reference puts them on one line). docs/ast.md describes every form and the few places
 * where this dump differs from the reference's.
 */
#ifndef PUPPET_AST_DUMP_H
#define PUPPET_AST_DUMP_H

#include "support/arena.h"
#include "syntax/ast.h"

/* Returns the dump of node (normally an AST_PROGRAM) as a NUL-terminated arena string, or
 * NULL only when the arena refuses. */
char *ast_dump(Arena *arena, const AstNode *node);

#endif
