/* type_ast.c: type expressions as ASTs, read the evaluator's way or the TypeParser's way, and
 * the run's type aliases.
 *
 * The reference reads a type expression in two ways:
 *   - the evaluator's (type_from_ast): a name is a built-in type, an alias of the run or a
 *     resource type; `T[args]` follows the access operator (type_parameterize). An alias is
 *     resolved where it is first used, and its errors are reported there as "Error while
 *     evaluating a Type-Name, ...".
 *   - the TypeParser's (type_parse for type strings, and the right side of every alias): a name
 *     is a built-in type, an alias, a built-in resource type, or else a TypeReference;
 *     `T[args]` follows type_parser.rb (type_parser.c); an expression that is no type is "not a
 *     valid type specification", quoted from the source.
 * Literal arguments (numbers, strings, bare words, regexps, default, undef, booleans, arrays,
 * hashes, unary minus) read the same both ways.
 * What this file does not do: variables, calls or any other expression (the evaluator's).
 */
#include <string.h>

#include "text/format.h"
#include "support/limits.h"
#include "syntax/parser.h"
#include "values/regex.h"
#include "types/resource_types.h"
#include "types/type_internal.h"
#include "objects/type_object.h"
#include "objects/type_typeset.h"

/* The aliases declared in this run, kept with the run's type table. */
typedef struct AliasEntry {
    const Type *alias;
    struct AliasEntry *next;
} AliasEntry;

typedef struct AliasList {
    AliasEntry *first;
    uint32_t visible_before;   /* only aliases declared before this offset are found */
    const SourceFile *visible_file;   /* ... of this file (aliases of other files all are) */
    /* `type Name = Object[{...}]` being resolved: the Object type gets the alias's name, as
     * the reference's loader creates it named (TypeDefinitionInstantiator) */
    const char *object_name;
    SrcSpan object_body;
    /* the TypeSet whose types are being resolved: they see its types by their short names
     * (the reference's TypeSetLoader) */
    const TypeSetDef *scope;
    const TypeSetDef *format_set;   /* type_set_format_slot */
} AliasList;

/* The run's aliases lie in region 0, with everything an alias holds once resolved: an alias is
 * declared before the program runs but may be resolved at its first use inside a call
 * (docs/memory.md). */
static AliasList *alias_list(Ctx *ctx) {
    AliasList **slot = (AliasList **)type_alias_list_slot(ctx);
    if (!*slot) {
        size_t saved = ctx_root_begin(ctx);
        *slot = ctx_calloc(ctx, 1, sizeof **slot);
        (*slot)->visible_before = TYPE_ALIASES_ALL_VISIBLE;
        ctx_root_end(ctx, saved);
    }
    return *slot;
}

static bool same_name_ci(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
        char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
        if (x != y)
            return false;
    }
    return *a == *b;
}

/* Strips a leading `::` (a reference to the top name space). */
static const char *top_name(const char *name) {
    return name[0] == ':' && name[1] == ':' ? name + 2 : name;
}

/* Where the loader that already holds an entity of that name got it (Loader#set_entry's
 * "Originally set ..." part), or NULL when a user alias may take the name. The static loader
 * holds the TypeParser's names and its own aliases and objects (Data, RichData, Deferred, but
 * not Error, which it lets an alias replace); the built-in resource types have no location. */
static const char *existing_entity(Ctx *ctx, const char *name) {
    size_t len = strlen(name);
    const Type *b = type_builtin(name, len);
    if (b == &type_error)
        return NULL;
    if (b && (b->kind == TYPE_ALIAS || b == &type_deferred))
        return "Set at unknown location";
    if (b)
        return "Originally set by Puppet-Type-System/Static-Loader.";
    char *lower = ctx_strndup(ctx, name, len);
    for (char *c = lower; *c; c++)
        *c = (char)(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c);
    /* Node is a resource type to the reference's loader too, though no resource of it exists */
    if (resource_type_find(lower, len) || strcmp(lower, "node") == 0)
        return "Set at unknown location";
    const Type *old = type_alias_find(ctx, name);
    if (old && old->u.alias.body) {
        const char *source = old->u.alias.name_span.file ? old->u.alias.name_span.file->path
                             : ctx->options && ctx->options->source_name ? ctx->options->source_name : "main.pp";
        return ctx_sprintf(ctx, "Originally set at file://%s?line=%u&pos=%u.", source,
                           old->u.alias.name_span.line, old->u.alias.name_span.column);
    }
    return NULL;
}

static const Type *alias_declare_root(Ctx *ctx, const char *name, const AstNode *declaration);

const Type *type_alias_declare(Ctx *ctx, const char *name, const AstNode *declaration) {
    size_t saved = ctx_root_begin(ctx);
    const Type *t = alias_declare_root(ctx, name, declaration);
    ctx_root_end(ctx, saved);
    return t;
}

static const Type *alias_declare_root(Ctx *ctx, const char *name, const AstNode *declaration) {
    name = top_name(name);
    if (declaration) {
        const char *existing = existing_entity(ctx, name);
        if (existing) {
            char *lower = ctx_strndup(ctx, name, strlen(name));
            for (char *c = lower; *c; c++)
                *c = (char)(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c);
            ctx_error(ctx, span_none(), "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/%s'. %s",
                      lower, existing);
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;   /* the loader's error: no prefix, no location */
            return NULL;
        }
    }
    Type *t = ctx_calloc(ctx, 1, sizeof *t);
    t->kind = TYPE_ALIAS;
    t->u.alias.name = ctx_strndup(ctx, name, strlen(name));
    if (declaration) {
        t->u.alias.body = declaration->as.binary.rhs;
        t->u.alias.declaration = declaration->span;
        t->u.alias.name_span = declaration->as.binary.lhs->span;
    }
    t->hash = type_hash(t);
    AliasList *list = alias_list(ctx);
    AliasEntry *entry = ctx_alloc(ctx, sizeof *entry);
    entry->alias = t;
    entry->next = list->first;
    list->first = entry;
    return t;
}

const TypeSetDef **type_set_format_slot(Ctx *ctx) {
    return &alias_list(ctx)->format_set;
}

/* A type of a TypeSet, `MyTs::Point`, made by the set's resolution (resolve_literal_hash):
 * an alias of the run from then on, whose body is resolved in the set's scope. */
static Type *declare_member(Ctx *ctx, const char *name, const AstNode *body, SrcSpan declaration) {
    Type *t = ctx_calloc(ctx, 1, sizeof *t);
    t->kind = TYPE_ALIAS;
    t->u.alias.name = name;
    t->u.alias.body = body;
    t->u.alias.declaration = declaration;
    t->u.alias.name_span = body->span;
    t->u.alias.member = true;
    t->hash = type_hash(t);
    AliasList *list = alias_list(ctx);
    AliasEntry *entry = ctx_alloc(ctx, sizeof *entry);
    entry->alias = t;
    entry->next = list->first;
    list->first = entry;
    return t;
}

void type_alias_limit_visibility(Ctx *ctx, const SourceFile *file, uint32_t offset) {
    alias_list(ctx)->visible_before = offset;
    alias_list(ctx)->visible_file = file;
}

const Type *type_alias_find(Ctx *ctx, const char *name) {
    name = top_name(name);
    const AliasList *list = alias_list(ctx);
    for (const AliasEntry *e = list->first; e; e = e->next) {
        const Type *a = e->alias;
        if (a->u.alias.body && a->u.alias.declaration.offset >= list->visible_before &&
            a->u.alias.declaration.file == list->visible_file)
            continue;   /* declared after the definition being loaded */
        if (same_name_ci(a->u.alias.name, name))
            return a;
    }
    return NULL;
}

const Type *type_named(Ctx *ctx, const char *name) {
    /* `::Integer` is the top name space's Integer: the evaluator's loader strips the `::` */
    const Type *t = type_builtin(top_name(name), strlen(top_name(name)));
    if (t)
        return t;
    t = type_alias_find(ctx, name);
    if (t)
        return t;
    return type_resource(ctx, top_name(name), NULL);
}

/* How a type expression is read (see the top of the file). */
typedef struct Reader {
    bool parser;              /* the TypeParser's rules, else the evaluator's */
    bool aliases;             /* the run's aliases are visible (Type.new's strings do not see them) */
    const char *text;         /* the source the nodes' spans index, or NULL */
    size_t len;
    const AstNode *top;       /* an alias body, quoted as the reference quotes it (see original_text) */
    SrcSpan declaration;
    bool top_names;           /* `::Name` finds an alias too: an alias body, whose names the loader
                               * reads as TypedName does (without the leading '::') */
} Reader;

/* Widens [*from, *to) to the source an expression covers: an operator's span is its token,
 * its operands lie around it. */
static void widen(const AstNode *n, uint32_t *from, uint32_t *to, int depth) {
    if (!n || depth > MAX_PARSE_DEPTH)
        return;
    if (n->span.length) {
        if (n->span.offset < *from)
            *from = n->span.offset;
        if (n->span.offset + n->span.length > *to)
            *to = n->span.offset + n->span.length;
    }
    switch (ast_member_of(n->kind)) {
    case AST_MEMBER_unary:
        widen(n->as.unary.operand, from, to, depth + 1);
        break;
    case AST_MEMBER_binary:
        widen(n->as.binary.lhs, from, to, depth + 1);
        widen(n->as.binary.rhs, from, to, depth + 1);
        break;
    case AST_MEMBER_list:
        for (size_t i = 0; i < n->as.list.items.count; i++)
            widen(n->as.list.items.items[i], from, to, depth + 1);
        break;
    case AST_MEMBER_access:
        widen(n->as.access.target, from, to, depth + 1);
        for (size_t i = 0; i < n->as.access.keys.count; i++)
            widen(n->as.access.keys.items[i], from, to, depth + 1);
        break;
    case AST_MEMBER_call:
        widen(n->as.call.function, from, to, depth + 1);
        widen(n->as.call.receiver, from, to, depth + 1);
        for (size_t i = 0; i < n->as.call.args.count; i++)
            widen(n->as.call.args.items[i], from, to, depth + 1);
        widen(n->as.call.lambda, from, to, depth + 1);
        break;
    case AST_MEMBER_integer: case AST_MEMBER_floating: case AST_MEMBER_boolean: case AST_MEMBER_string: case AST_MEMBER_heredoc: case AST_MEMBER_lambda:
    case AST_MEMBER_param: case AST_MEMBER_if_: case AST_MEMBER_case_: case AST_MEMBER_option: case AST_MEMBER_definition: case AST_MEMBER_node_def:
    case AST_MEMBER_resource: case AST_MEMBER_resource_body: case AST_MEMBER_attribute: case AST_MEMBER_collector: case AST_MEMBER_none:
        break;
    }
}

/* The source text of node (the reference's original_text_of). The reference quotes the body of
 * an alias from the alias name to the body's last character, exclusive ("A = Integer[a" for
 * `type A = Integer[a]`): that is copied. Without the source, the node's kind. */
static const char *original_text(Ctx *ctx, const Reader *r, const AstNode *node) {
    uint32_t from = node->span.offset, to = node->span.offset + node->span.length;
    widen(node, &from, &to, 0);
    if (node == r->top && r->declaration.offset <= from && to > 0) {
        from = r->declaration.offset;
        to -= 1;
    }
    if (!r->text || to > r->len || from > to)
        return ast_kind_name(node->kind);
    return ctx_strndup(ctx, r->text + from, to - from);
}

static Value not_a_type_specification(Ctx *ctx, const Reader *r, const AstNode *node) {
    return ctx_error(ctx, node->span, "The expression <%s> is not a valid type specification.", original_text(ctx, r, node));
}

/* The reference's TypeParser raises a constructor's ArgumentError as it is, without the access
 * operator's "Error while evaluating a '[]' expression, " that type_parameterize words. */
static void drop_access_wrapper(Ctx *ctx) {
    static const char wrapper[] = "Error while evaluating a '[]' expression, ";
    const char *message = ctx->unwind.message;
    if (message && strncmp(message, wrapper, sizeof wrapper - 1) == 0)
        ctx->unwind.message = message + sizeof wrapper - 1;
}

static Value from_ast(Ctx *ctx, const Reader *r, const AstNode *node, int depth);

/* TypeParser#interpret: the expression must be a type. */
static Value interpret(Ctx *ctx, const Reader *r, const AstNode *node, int depth) {
    Value v = from_ast(ctx, r, node, depth);
    if (value_is_abrupt(v)) {
        drop_access_wrapper(ctx);
        return v;
    }
    if (v.kind != VAL_TYPE)
        return not_a_type_specification(ctx, r, node);
    return v;
}

static Value resolve_alias(Ctx *ctx, const Type *alias, int depth);

Value type_alias_resolve_now(Ctx *ctx, const Type *alias, SrcSpan where) {
    (void)where;
    return resolve_alias(ctx, alias, 0);
}

/* Builds an AST node in the run's arena (a TypeSet's `Parent {...}` type made a hash). */
static AstNode *synth_node(Ctx *ctx, AstKind kind, SrcSpan span) {
    AstNode *n = ctx_calloc(ctx, 1, sizeof *n);
    n->kind = kind;
    n->span = span;
    return n;
}

/* `Object[{...}]` around a hash (the Object type the loader makes of a hash). */
static AstNode *object_access(Ctx *ctx, AstNode *hash) {
    AstNode *target = synth_node(ctx, AST_TYPE_REF, hash->span);
    target->as.string.text = "Object";
    target->as.string.len = 6;
    AstNode *access = synth_node(ctx, AST_ACCESS, hash->span);
    access->as.access.target = target;
    access->as.access.keys.items = ctx_alloc(ctx, sizeof(AstNode *));
    access->as.access.keys.items[0] = hash;
    access->as.access.keys.count = 1;
    return access;
}

/* `Parent { key => value, ... }` as the hash {parent => Parent, key => value, ...}
 * (resolve_literal_hash; `Object {...}` and `TypeSet {...}` take no parent). */
static AstNode *defaults_as_hash(Ctx *ctx, const AstNode *defaults, bool *is_type_set) {
    const AstNode *ref = defaults->as.resource_body.title;
    const AstList *ops = &defaults->as.resource_body.ops;
    const char *name = ref->kind == AST_TYPE_REF ? ref->as.string.text : "";
    bool plain = strcmp(name, "Object") == 0 || strcmp(name, "TypeSet") == 0;
    *is_type_set = strcmp(name, "TypeSet") == 0;
    AstNode *hash = synth_node(ctx, AST_HASH, defaults->span);
    AstNode **items = ctx_alloc(ctx, (ops->count + 2) * sizeof *items);
    size_t n = 0;
    if (!plain) {
        AstNode *key = synth_node(ctx, AST_NAME, ref->span);
        key->as.string.text = "parent";
        key->as.string.len = 6;
        AstNode *e = synth_node(ctx, AST_HASH_ENTRY, ref->span);
        e->as.binary.lhs = key;
        e->as.binary.rhs = (AstNode *)ref;
        items[n++] = e;
    }
    for (size_t i = 0; i < ops->count; i++) {
        const AstNode *op = ops->items[i];
        AstNode *key = synth_node(ctx, AST_NAME, op->span);
        key->as.string.text = op->as.attribute.name;
        key->as.string.len = strlen(op->as.attribute.name);
        AstNode *e = synth_node(ctx, AST_HASH_ENTRY, op->span);
        e->as.binary.lhs = key;
        e->as.binary.rhs = op->as.attribute.value;
        items[n++] = e;
    }
    hash->as.list.items.items = items;
    hash->as.list.items.count = n;
    return hash;
}

static Value resolve_type_set(Ctx *ctx, const Reader *r, Type *a, const AstNode *body, int depth);

/* Resolves an alias on its first use: its body read the TypeParser's way. A reference to an
 * alias that is being resolved (a recursive alias) leaves it as it is. */
static Value resolve_alias_root(Ctx *ctx, const Type *alias, int depth);

static Value resolve_alias(Ctx *ctx, const Type *alias, int depth) {
    const Type *a = alias;
    if (a->u.alias.target || a->u.alias.unresolvable || a->u.alias.resolving || !a->u.alias.body)
        return value_undef();
    size_t saved = ctx_root_begin(ctx);
    Value v = resolve_alias_root(ctx, alias, depth);
    ctx_root_end(ctx, saved);
    return v;
}

static Value resolve_alias_root(Ctx *ctx, const Type *alias, int depth) {
    Type *a = (Type *)alias;   /* aliases are the one mutable kind: declared, then resolved */
    /* a TypeSet's type is quoted as written, not from an alias name */
    const SourceFile *file = a->u.alias.declaration.file;
    Reader r = { true, true, file ? file->text : ctx->source, file ? file->len : ctx->source_len,
                 a->u.alias.member ? NULL : a->u.alias.body, a->u.alias.declaration, true };
    const AstNode *body = a->u.alias.body;
    AliasList *list = alias_list(ctx);
    const char *outer_name = list->object_name;
    SrcSpan outer_body = list->object_body;
    const TypeSetDef *outer_scope = list->scope;
    if (body->kind == AST_ACCESS && body->as.access.target->kind == AST_TYPE_REF &&
        strcmp(body->as.access.target->as.string.text, "Object") == 0) {
        list->object_name = a->u.alias.name;
        list->object_body = body->span;
    }
    list->scope = a->u.alias.owner;
    a->u.alias.resolving = true;
    Value v;
    if (body->kind == AST_ACCESS && body->as.access.target->kind == AST_TYPE_REF &&
        strcmp(body->as.access.target->as.string.text, "TypeSet") == 0)
        v = resolve_type_set(ctx, &r, a, body, depth + 1);
    else
        v = interpret(ctx, &r, body, depth + 1);
    a->u.alias.resolving = false;
    list->object_name = outer_name;
    list->object_body = outer_body;
    list->scope = outer_scope;
    if (value_is_abrupt(v))
        return v;
    type_alias_resolve(ctx, alias, v.as.type, a->u.alias.declaration);
    return value_undef();
}

/* The loader's name of a type of the set: a name, or the text of another key. */
static const char *member_key(Ctx *ctx, const Reader *r, const AstNode *key, Value *out, int depth) {
    if (key->kind == AST_TYPE_REF) {
        *out = value_cstring(ctx, top_name(key->as.string.text));
        return out->as.string->bytes;
    }
    *out = from_ast(ctx, r, key, depth + 1);
    if (value_is_abrupt(*out))
        return NULL;
    return out->kind == VAL_STRING ? out->as.string->bytes : format_to_string(ctx, *out)->bytes;
}

/* Makes the type `name` of set `set_name` from its expression (create_named_type): a hash or
 * `Object[...]` is an Object type, `TypeSet[...]` a TypeSet, anything else an alias, each named
 * `set_name::name`. Returns the member alias, or NULL after ctx_error. */
static const Type *make_member(Ctx *ctx, const Type *set_alias, const char *name, const AstNode *expr) {
    const char *full = ctx_sprintf(ctx, "%s::%s", set_alias->u.alias.name, name);
    bool is_type_set = false;
    AstNode *body = (AstNode *)expr;
    if (expr->kind == AST_RESOURCE_DEFAULTS) {
        body = defaults_as_hash(ctx, expr, &is_type_set);
        if (is_type_set) {
            body = object_access(ctx, body);
            body->as.access.target->as.string.text = "TypeSet";
            body->as.access.target->as.string.len = 7;
        }
    }
    if (body->kind == AST_HASH)
        body = object_access(ctx, body);
    const AstNode *target = body->kind == AST_ACCESS ? body->as.access.target : NULL;
    if (target && target->kind == AST_TYPE_REF && strcmp(target->as.string.text, "Object") == 0) {
        /* PObjectType.new(name, ...) checks the name at once */
        const Type *ref = type_parse_without_aliases(ctx, "Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/]");
        Value v = value_cstring(ctx, full);
        if (ref && !type_is_instance(ctx, ref, v)) {
            ctx_error(ctx, expr->span, "%s", type_mismatch_describe(ctx, "object name has wrong type,", ref, v));
            return NULL;
        }
    }
    return declare_member(ctx, full, body, set_alias->u.alias.declaration);
}

/* `type MyTs = TypeSet[{...}]` (PTypeSetType#resolve_literal_hash and #resolve): the keys and
 * values read the TypeParser's way, except the entries of `types` (made types of the set, named
 * `MyTs::Name`) and the keys of `references`; then the set is created, its references and its
 * types resolved. */
static Value resolve_type_set(Ctx *ctx, const Reader *r, Type *a, const AstNode *body, int depth) {
    const AstNode *arg = body->as.access.keys.count ? body->as.access.keys.items[0] : NULL;
    SrcSpan where = body->span;
    Value init = value_undef();
    Hash *members = NULL;
    const AstNode **member_exprs = NULL;
    if (arg && arg->kind == AST_HASH) {
        const AstList *entries = &arg->as.list.items;
        Hash *h = hash_new(ctx, entries->count);
        for (size_t i = 0; i < entries->count; i++) {
            const AstNode *e = entries->items[i];
            Value key = from_ast(ctx, r, e->as.binary.lhs, depth + 1);
            if (value_is_abrupt(key))
                return key;
            const AstNode *rhs = e->as.binary.rhs;
            bool types = key.kind == VAL_STRING && strcmp(key.as.string->bytes, "types") == 0;
            bool refs = key.kind == VAL_STRING && strcmp(key.as.string->bytes, "references") == 0;
            if ((types || refs) && rhs->kind == AST_HASH) {
                size_t count = rhs->as.list.items.count;
                Hash *sub = hash_new(ctx, count);
                const AstNode **exprs = ctx_calloc(ctx, count + 1, sizeof *exprs);
                for (size_t k = 0; k < count; k++) {
                    const AstNode *he = rhs->as.list.items.items[k];
                    Value name;
                    if (!member_key(ctx, r, he->as.binary.lhs, &name, depth))
                        return value_abrupt();
                    /* the types' expressions stay unread until the set is created */
                    Value value = types ? value_undef() : from_ast(ctx, r, he->as.binary.rhs, depth + 1);
                    if (value_is_abrupt(value))
                        return value;
                    size_t before = sub->count;
                    hash_put(ctx, sub, name, value);
                    if (types && sub->count > before)
                        exprs[before] = he->as.binary.rhs;
                    else if (types)
                        for (size_t j = 0; j < sub->count; j++)   /* a repeated key: its last value */
                            if (value_eql(hash_entry_at(sub, j)->key, name))
                                exprs[j] = he->as.binary.rhs;
                }
                if (types) {
                    members = sub;
                    member_exprs = exprs;
                }
                hash_put(ctx, h, key, value_from_hash(sub));
                continue;
            }
            Value value = from_ast(ctx, r, rhs, depth + 1);
            if (value_is_abrupt(value))
                return value;
            hash_put(ctx, h, key, value);
        }
        for (size_t k = 0; members && k < members->count; k++) {
            HashEntry *m = hash_entry_at(members, k);
            const char *name = m->key.kind == VAL_STRING ? m->key.as.string->bytes : format_to_string(ctx, m->key)->bytes;
            const Type *t = make_member(ctx, a, name, member_exprs[k]);
            if (!t)
                return value_abrupt();
            m->value = value_from_type(t);
        }
        init = value_from_hash(h);
    } else if (arg) {
        /* the reference fails on a TypeSet body that is not a hash (a Ruby NoMethodError, see
         * docs/deviations.md); its initializer check says what is wrong */
        init = from_ast(ctx, r, arg, depth + 1);
        if (value_is_abrupt(init))
            return init;
    }
    Value made = type_set_create(ctx, a->u.alias.name, "http://puppet.com/2016.1/runtime", init, where);
    if (value_is_abrupt(made))
        return made;
    const TypeSetDef *def = made.as.type->u.type_set.def;
    for (size_t i = 0; i < def->type_count; i++)
        if (def->types[i]->kind == TYPE_ALIAS && def->types[i]->u.alias.member)
            ((Type *)def->types[i])->u.alias.owner = def;
    TRY(type_set_resolve_references(ctx, made.as.type, where));
    for (size_t i = 0; i < def->type_count; i++)
        if (def->types[i]->kind == TYPE_ALIAS && def->types[i]->u.alias.member)
            TRY(resolve_alias(ctx, def->types[i], depth + 1));
    return made;
}

static Value list_from_ast(Ctx *ctx, const Reader *r, const AstList *items, int depth) {
    Array *a = array_new(ctx, items->count);
    for (size_t i = 0; i < items->count; i++) {
        Value v = from_ast(ctx, r, items->items[i], depth + 1);
        if (value_is_abrupt(v))
            return v;
        a->items[i] = v;
    }
    return value_from_array(a);
}

/* The TypeParser's lookup of a name (interpret_QualifiedReference and the loader): NULL when
 * no type has that name. */
static const Type *parser_named(Ctx *ctx, const Reader *r, const char *name) {
    const Type *t = type_builtin(top_name(name), strlen(top_name(name)));
    if (t)
        return t;
    /* the TypeParser's loader finds no alias by `::Name` (but a resource type), except in an
     * alias body */
    if (r->aliases && (strncmp(name, "::", 2) != 0 || r->top_names) && (t = type_alias_find(ctx, top_name(name))))
        return t;
    name = top_name(name);
    size_t len = strlen(name);
    char *lower = ctx_strndup(ctx, name, len);
    for (size_t i = 0; i < len; i++)
        if (lower[i] >= 'A' && lower[i] <= 'Z')
            lower[i] = (char)(lower[i] + 32);
    if (strcmp(lower, "typereference") == 0)
        return type_new_reference(ctx, "UnresolvedReference");   /* TypeFactory.type_reference */
    if (resource_type_find(lower, len))
        return type_resource(ctx, name, NULL);
    const TypeSetDef *scope = alias_list(ctx)->scope;
    return scope && r->aliases ? type_set_lookup(ctx, scope, name) : NULL;
}

/* Lets the environment load the alias `name` from a module (ctx->autoload) when no type or
 * alias of the run has that name and the reader would see an alias of it (the TypeParser's
 * loader finds none by `::Name`). Only qualified names (`Mod::T`) live in modules' types/.
 * Returns false after the loader's error (in ctx->unwind). */
static bool autoload_alias(Ctx *ctx, const Reader *r, const char *name, SrcSpan where) {
    const char *bare = top_name(name);
    if (!ctx->autoload || !strstr(bare, "::") || (r->parser && (!r->aliases || (bare != name && !r->top_names))))
        return true;
    if (type_builtin(bare, strlen(bare)) || type_alias_find(ctx, bare))
        return true;
    return ctx->autoload(ctx, AUTOLOAD_TYPE, bare, where) != AUTOLOAD_FAILED;
}

/* The type a name stands for, its alias resolved; *found is NULL for a name the TypeParser
 * does not know. Returns value_abrupt() when resolving the alias failed. */
static Value named(Ctx *ctx, const Reader *r, const AstNode *node, int depth, const Type **found) {
    const char *name = node->as.string.text;
    *found = NULL;
    if (!autoload_alias(ctx, r, name, node->span)) {
        if (r->parser)
            return value_abrupt();
        return ctx_error(ctx, node->span, "Error while evaluating a Type-Name, %s", ctx->unwind.message);
    }
    const Type *t = r->parser ? parser_named(ctx, r, name) : type_named(ctx, name);
    *found = t;
    if (!t || t->kind != TYPE_ALIAS)
        return value_undef();
    Value done = resolve_alias(ctx, t, depth);
    if (value_is_abrupt(done)) {
        if (r->parser)
            return done;
        /* the evaluator reports an alias's error where the alias is used */
        return ctx_error(ctx, node->span, "Error while evaluating a Type-Name, %s", ctx->unwind.message);
    }
    if (t->u.alias.unresolvable)
        return ctx_error(ctx, node->span, "%sType alias '%s' cannot be resolved to a real type",
                         r->parser ? "" : "Error while evaluating a Type-Name, ", t->u.alias.name);
    /* `type Point = Object[...]` makes no alias in the reference: the name is the Object type */
    const Type *target = t->u.alias.target;
    if (target && target->kind == TYPE_OBJECT && target->u.object.def->name &&
        strcmp(target->u.object.def->name, t->u.alias.name) == 0)
        *found = target;
    if (target && target->kind == TYPE_TYPE_SET && target->u.type_set.def->name &&
        strcmp(target->u.type_set.def->name, t->u.alias.name) == 0)
        *found = target;
    return value_undef();
}

const char *type_alias_object_name(Ctx *ctx, SrcSpan where) {
    AliasList *list = alias_list(ctx);
    if (list->object_name && where.offset == list->object_body.offset && where.length == list->object_body.length)
        return list->object_name;
    return NULL;
}

static Value type_name(Ctx *ctx, const Reader *r, const AstNode *node, int depth) {
    const Type *t;
    Value done = named(ctx, r, node, depth, &t);
    if (value_is_abrupt(done))
        return done;
    /* TypeFactory.type_reference(name_ast.cased_value) */
    return value_from_type(t ? t : type_new_reference(ctx, r->parser ? node->as.string.text
                                                                     : top_name(node->as.string.text)));
}

/* `T[args]` the TypeParser's way (type_parser.c); the evaluator's way is the access operator. */
static Value parser_access(Ctx *ctx, const Reader *r, const AstNode *node, Value args, int depth) {
    const AstNode *target = node->as.access.target;
    if (target->kind != AST_TYPE_REF)
        return not_a_type_specification(ctx, r, node);
    const Type *base;
    Value done = named(ctx, r, target, depth, &base);
    if (value_is_abrupt(done))
        return done;
    TypeParserAccess a;
    /* interpret_AccessExpression's case on the name sees the `::` of `::Integer[1]`: no
     * keyword matches and the loaded type is "Not a parameterized type" */
    a.name = target->as.string.text;
    a.name_text = original_text(ctx, r, target);
    a.access_text = original_text(ctx, r, node);
    a.base = base;
    a.params = args.as.array->items;
    a.count = args.as.array->count;
    a.where = node->span;
    Value v = type_parser_access(ctx, &a);
    if (value_is_abrupt(v))
        drop_access_wrapper(ctx);
    return v;
}

static Value from_ast(Ctx *ctx, const Reader *r, const AstNode *node, int depth) {
    if (depth > MAX_PARSE_DEPTH)
        return ctx_error(ctx, node->span, "The type expression is nested too deeply");
    switch (node->kind) {
    case AST_TYPE_REF:
        return type_name(ctx, r, node, depth);
    case AST_NAME:
    case AST_STRING:
        return value_string(ctx, node->as.string.text, node->as.string.len);
    case AST_INTEGER:
        return value_integer(node->as.integer.value);
    case AST_FLOAT:
        return value_float(node->as.floating.value);
    case AST_BOOLEAN:
        return value_boolean(node->as.boolean.value);
    case AST_DEFAULT:
        return value_default();
    case AST_UNDEF:
        return value_undef();
    case AST_REGEX: {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, node->as.string.text, node->as.string.len, &error);
        if (!re)
            return ctx_error(ctx, node->span, "%s", error ? error : "invalid regular expression");
        return value_from_regexp(re);
    }
    case AST_HEREDOC:
        return from_ast(ctx, r, node->as.heredoc.text, depth + 1);
    case AST_PAREN:
        return from_ast(ctx, r, node->as.unary.operand, depth + 1);
    case AST_UNARY_MINUS: {
        Value v = from_ast(ctx, r, node->as.unary.operand, depth + 1);
        if (value_is_abrupt(v))
            return v;
        if (v.kind == VAL_INTEGER && v.as.integer != INT64_MIN)
            return value_integer(-v.as.integer);
        if (v.kind == VAL_FLOAT)
            return value_float(-v.as.floating);
        return not_a_type_specification(ctx, r, node);
    }
    case AST_ARRAY:
        return list_from_ast(ctx, r, &node->as.list.items, depth);
    case AST_HASH: {
        const AstList *entries = &node->as.list.items;
        Hash *h = hash_new(ctx, entries->count);
        for (size_t i = 0; i < entries->count; i++) {
            const AstNode *e = entries->items[i];
            Value key = from_ast(ctx, r, e->as.binary.lhs, depth + 1);
            if (value_is_abrupt(key))
                return key;
            Value value = from_ast(ctx, r, e->as.binary.rhs, depth + 1);
            if (value_is_abrupt(value))
                return value;
            hash_put(ctx, h, key, value);
        }
        return value_from_hash(h);
    }
    case AST_ACCESS: {
        const AstList *keys = &node->as.access.keys;
        if (r->parser) {
            Value args = list_from_ast(ctx, r, keys, depth);
            if (value_is_abrupt(args))
                return args;
            return parser_access(ctx, r, node, args, depth);
        }
        Value target = from_ast(ctx, r, node->as.access.target, depth + 1);
        if (value_is_abrupt(target))
            return target;
        if (target.kind != VAL_TYPE)
            return not_a_type_specification(ctx, r, node);
        Value args = list_from_ast(ctx, r, keys, depth);
        if (value_is_abrupt(args))
            return args;
        SrcSpan *spans = ctx_alloc(ctx, (keys->count + 1) * sizeof *spans);
        for (size_t i = 0; i < keys->count; i++)
            spans[i] = keys->items[i]->span;
        return type_parameterize_at(ctx, target.as.type, args.as.array->items, keys->count, spans, node->span);
    }
    case AST_INTERPOLATED:
    case AST_HASH_ENTRY:
    case AST_VARIABLE:
    case AST_NOT:
    case AST_SPLAT:
    case AST_ADD:
    case AST_SUB:
    case AST_MUL:
    case AST_DIV:
    case AST_MOD:
    case AST_SHL:
    case AST_SHR:
    case AST_EQ:
    case AST_NE:
    case AST_LT:
    case AST_LE:
    case AST_GT:
    case AST_GE:
    case AST_MATCH:
    case AST_NOMATCH:
    case AST_IN:
    case AST_AND:
    case AST_OR:
    case AST_ASSIGN:
    case AST_PLUS_ASSIGN:
    case AST_MINUS_ASSIGN:
    case AST_CALL:
    case AST_CALL_METHOD:
    case AST_LAMBDA:
    case AST_PARAM:
    case AST_BLOCK:
    case AST_IF:
    case AST_UNLESS:
    case AST_CASE:
    case AST_CASE_OPTION:
    case AST_SELECTOR:
    case AST_FUNCTION_DEF:
    case AST_TYPE_ALIAS:
    case AST_TYPE_MAPPING:
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
    case AST_NODE_DEF:
    case AST_APPLY:
    case AST_RESOURCE:
    case AST_RESOURCE_BODY:
    case AST_ATTRIBUTE_OP:
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE:
    case AST_COLLECTOR:
    case AST_QUERY_EQ:
    case AST_QUERY_NE:
    case AST_QUERY_AND:
    case AST_QUERY_OR:
    case AST_QUERY_PAREN:
    case AST_RELATIONSHIP:
    case AST_PROGRAM:
    case AST_EPP:
    case AST_RENDER_STRING:
    case AST_RENDER_EXPR:
    case AST_TYPE_DEFINITION:
    case AST_RESERVED:
    case AST_KIND_COUNT:
        break;
    }
    return not_a_type_specification(ctx, r, node);
}

Value type_from_ast(Ctx *ctx, const AstNode *node) {
    Reader r = { false, true, ctx->source, ctx->source_len, NULL, span_none(), false };
    return from_ast(ctx, &r, node, 0);
}

/* Whether text reads as a program of several statements (`Integer 1`, `A; B`): the
 * TypeParser parses a whole program, which it then finds is no type. */
static bool several_statements(Ctx *ctx, const char *text) {
    ParseError error;
    AstNode *program = parser_parse_program(&ctx->arena, text, strlen(text), &error);
    return program && program->as.list.items.count > 1;
}

/* TypeParser#parse of a string. */
static const Type *parse_text(Ctx *ctx, const char *text, bool aliases) {
    ParseError error;
    AstNode *node = parser_parse_expression(&ctx->arena, text, strlen(text), &error);
    if (!node) {
        if (error.out_of_memory)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        else if (several_statements(ctx, text))
            ctx_error(ctx, error.span, "The expression <%s> is not a valid type specification.", text);
        else
            ctx_error(ctx, error.span, "%s", error.message);
        return NULL;
    }
    Reader r = { true, aliases, text, strlen(text), NULL, span_none(), false };
    Value v = interpret(ctx, &r, node, 0);
    return value_is_abrupt(v) ? NULL : v.as.type;
}

const Type *type_parse(Ctx *ctx, const char *text) {
    return parse_text(ctx, text, true);
}

const Type *type_parse_without_aliases(Ctx *ctx, const char *text) {
    return parse_text(ctx, text, false);
}

Value type_parser_literal(Ctx *ctx, const char *text) {
    ParseError error;
    AstNode *node = parser_parse_expression(&ctx->arena, text, strlen(text), &error);
    if (!node)
        return ctx_error(ctx, error.span, "%s", error.message);
    Reader r = { true, true, text, strlen(text), NULL, span_none(), false };
    return from_ast(ctx, &r, node, 0);
}
