/* ast_clone.h: copies a parsed tree into another arena, for trees parsed once and run by many
 * runs (module bundles, env/env_bundle.h). */
#ifndef PUPPET_AST_CLONE_H
#define PUPPET_AST_CLONE_H

#include "support/arena.h"
#include "syntax/ast.h"

/* A copy of tree in arena: every node and list duplicated with the evaluator's per-run caches
 * cleared, names, texts and SourceFiles shared (they must outlive the copy). NULL when the arena
 * refuses memory (its exhausted flag is set). */
AstNode *ast_clone(Arena *arena, const AstNode *tree);

#endif
