/* scope.h: variable scopes (their names are held in name tables, values/name_table.h).
 *
 * Follows types-values-variables.md "Variable Names" .. "Initial Values of Variables" and the
 * reference's Puppet::Parser::Scope: a variable is bound once per scope ("Cannot reassign
 * variable"), an inner scope may shadow an outer one, lookups walk outwards. The chain:
 *   - the top scope (parent NULL) holds the program's variables, $facts and $trusted;
 *   - a function body's scope has the top scope as parent (functions see top-scope variables,
 *     not the caller's);
 *   - a lambda body's scope has the scope the lambda was written in as parent (closure).
 * Numeric match variables ($0..$n) are not stored here: see MatchData in eval.h.
 *
 * Everything is arena-allocated; names are not copied (they point into the AST or static text).
 * A scope lies in the region of the call it belongs to (docs/memory.md): a value bound in a
 * scope older than the region it was made in is kept (copied) at the scope's region.
 */
#ifndef PUPPET_SCOPE_H
#define PUPPET_SCOPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "values/name_table.h"
#include "values/value.h"

typedef enum ScopeKind {
    SCOPE_TOP,
    SCOPE_LOCAL,      /* a function body, a class body */
    SCOPE_LAMBDA,     /* a lambda body: reads through to its closure */
} ScopeKind;

typedef struct Scope Scope;
struct Scope {
    Scope *parent;
    ScopeKind kind;
    const char *name;         /* class name for a class scope ($name::var lookups), or NULL */
    NameTable vars;
    /* the arena region the scope was made in and the arena's merge count then: while both
     * hold, a value bound in the innermost region needs no keeping (scope_set) */
    size_t depth;
    uint64_t merges;
};

/* A new empty scope under parent (NULL for the top scope). Never fails. */
Scope *scope_new(Ctx *ctx, Scope *parent, ScopeKind kind);

/* A scope from the free list (or a new one) under parent: the scopes of calls are recycled
 * when the call returns, since nothing can refer to them afterwards (lambdas cannot be
 * stored). The free list is the arena's (arena_recycled): closing a region puts it back as it
 * was when the region opened, so a recycled scope never outlives its memory; acquiring and
 * releasing must nest with the regions. Never fails. */
Scope *scope_acquire(Ctx *ctx, Scope *parent, ScopeKind kind);

/* Gives a scope back to the free list; it must not be used afterwards. */
void scope_release(Ctx *ctx, Scope *scope);

/* The arena region the scope's variables must lie in: where it was made, or the call's
 * region it was lent to (eval_call.c). Never fails. */
size_t scope_region(const Ctx *ctx, const Scope *scope);

/* Whether name is bound in this very scope (not its parents). */
bool scope_bound_here(const Scope *scope, const char *name);

/* Binds name in scope; the caller has checked scope_bound_here. A value (and name) made in a
 * region younger than the scope is kept at the scope's region. Never fails. */
void scope_set(Ctx *ctx, Scope *scope, const char *name, Value value);

/* scope_set of name[0..len) whose name_table_hash is hash (eval_call.c keeps a parameter's). */
void scope_set_hashed(Ctx *ctx, Scope *scope, const char *name, size_t len, uint64_t hash, Value value);

/* Looks name up in scope and its parents. Returns false when no scope binds it. */
bool scope_lookup(const Scope *scope, const char *name, Value *out);

/* scope_lookup of name[0..len) whose name_table_hash is hash: the bound value (valid until
 * the scope binds more names), or NULL. */
const Value *scope_find_hashed(const Scope *scope, const char *name, size_t len, uint64_t hash);

#endif
