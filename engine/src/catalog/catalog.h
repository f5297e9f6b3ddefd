/* catalog.h: the catalog a program compiles to, and the compiler state around it.
 *
 * Central idea: evaluating a program is compiling a catalog, as the reference's
 * Puppet::Parser::Compiler does. Resource expressions add resources (a type, a title, ordered
 * attributes, tags, where they were declared); class and define bodies are scopes whose
 * resources their class or define instance contains (containment edges); relationships,
 * defaults, overrides and collectors are recorded while the program runs and take effect in
 * the reference's phases (catalog_compile.c): main, the node, then "generators" (lazy define
 * bodies and collectors) until nothing changes, then the finish (relationships, overrides,
 * attribute validation, metaparameter propagation). The engine never applies a catalog; the
 * one thing it checks that the reference checks only when applying is the dependency cycles.
 *
 * Files (each named after its prefix):
 *   catalog.c          resources, parameters, tags, edges, the resource table, frames
 *   catalog_alias.c    aliases and uniqueness keys: the other names of resources
 *   catalog_eval.c     resource expressions, defaults, overrides
 *   catalog_class.c    class, define and node definitions and their instantiation
 *   catalog_compile.c  the compile phases, finish, qualified variables, attribute access
 *   catalog_json.c     the catalog in the reference's JSON format
 *   catalog_cycle.c    the dependency-cycle check of the agent's relationship graph
 *   catalog_collect.c  collectors and realize()
 *   catalog_relate.c   relationship expressions
 *   catalog_validate.c the static checks of catalog constructs
 *   catalog_ral.c      the agent's checks of attribute values
 *   functions_catalog.c  include, require, contain, realize, defined, tag, tagged,
 *                      create_resources
 * Everything lives in the run's arena and is reached through ctx->interp->catalog.
 * Functions that can fail follow ctx.h: they return value_abrupt() (or false / NULL where
 * documented) after ctx_error.
 */
#ifndef PUPPET_CATALOG_H
#define PUPPET_CATALOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/ast.h"
#include "support/ctx.h"
#include "values/regex.h"
#include "types/resource_types.h"
#include "eval/scope.h"
#include "values/value.h"

typedef enum CatKind {
    CAT_BUILTIN,        /* notify, file, stage, ... (resource_types.def) */
    CAT_DEFINED,        /* an instance of a `define` */
    CAT_CLASS,          /* Class[...] */
    CAT_NODE,           /* Node[...] */
} CatKind;

typedef struct CatDefinition CatDefinition;
typedef struct CatFrame CatFrame;
typedef struct CatResource CatResource;

/* A class, define or node definition of the program (the reference's Puppet::Resource::Type).
 * The main class is one too, with the name "". */
struct CatDefinition {
    CatKind kind;                 /* CAT_CLASS, CAT_DEFINED or CAT_NODE */
    const char *name;             /* lower case, fully qualified: "apache::vhost"; nodes: the
                                     matched name or "__node_regexp__..." */
    const AstNode *node;          /* AST_CLASS_DEF, AST_DEFINE_DEF, AST_NODE_DEF; NULL for main */
    const char *parent_name;      /* `inherits`, or NULL */
    const AstNode *match;         /* nodes: the AST_STRING / AST_NAME / AST_REGEX / AST_DEFAULT
                                     this definition was registered for */
};

/* One attribute of a resource (the reference's Puppet::Parser::Resource::Param). */
typedef struct CatParam {
    const char *name;
    Value value;                  /* VAL_UNDEF: set to undef (not in the catalog) */
    uint32_t line;                /* where it was written (0: unknown) */
    const CatDefinition *source;  /* the body that set it: who may override it */
    bool add;                     /* `+>`: an override appends instead of replacing */
    bool bound;                   /* the value is the body's variable of that name itself (the
                                     reference's resource and scope share one Ruby object) */
} CatParam;

/* Parameters in the order they were set. Past a few of them a hash index (as CatTags') finds a
 * name without a scan (catalog_params_find), so that 60,000 attributes are set in linear time.
 * Grown only by catalog_params_push. */
typedef struct CatParamList {
    CatParam *items;
    size_t count, capacity;
    size_t *slots;
    size_t slot_mask;
} CatParamList;

/* An insertion-ordered set of tags (lower case). Past CATALOG_TAGS_INDEXED tags a hash index
 * (slots: open addressing, the index + 1 of each tag, 0 free) finds a tag without a scan, so
 * that a resource given 100,000 tags takes them in linear time. */
typedef struct CatTags {
    const char **items;
    size_t count, capacity;
    size_t *slots;
    size_t slot_mask;
} CatTags;

struct CatResource {
    const char *type;             /* "Notify", "File", "Class", "Node", "My::Thing" */
    const char *title;            /* classes: "Foo::Bar", "main", "Settings" */
    CatKind kind;
    const ResourceTypeInfo *builtin;      /* CAT_BUILTIN */
    const CatDefinition *definition;      /* the others */
    CatParamList params;
    CatTags tags;
    const char *file;             /* NULL when declared without a location (include) */
    uint32_t line;
    bool is_virtual;              /* @ (and @@): only in the catalog once realized */
    bool exported;                /* @@ */
    bool integer_title;           /* titled by an Integer (create_resources): its name, the
                                     title's digits, differs from the title, and is shown */
    bool evaluated;               /* classes, defines, nodes: the body has run */
    bool self_sourced;            /* a class put in by include (ensure_in_catalog): its source
                                     is the class itself, not the declaring scope's */
    bool finished;
    CatFrame *frame;              /* the scope it was declared in (the reference's .scope) */
    size_t index;                 /* position in the catalog */
};

/* A resource default (`File { mode => '0644' }`) of one scope. */
typedef struct CatDefault {
    const char *type;             /* "File" */
    CatParam param;
} CatDefault;

/* The catalog side of a scope (the reference's Puppet::Parser::Scope beyond variables): the
 * resource whose body it is, the definition it runs, its resource defaults, and the scope
 * defaults are inherited from (dynamically: where a class was declared, or its parent class). */
struct CatFrame {
    Scope *scope;                 /* the variables */
    CatFrame *parent;             /* NULL for the top scope */
    CatResource *resource;        /* Class[main] for the top scope */
    const CatDefinition *source;
    CatDefault *defaults;
    size_t default_count, default_capacity;
    CatFrame *inherited;          /* classes: the frame of the parent class, or NULL */
    const MatchData *match_after; /* $0..$n its body left at its top level: what a class
                                     inheriting it reads before it matches itself */
};

/* A containment edge: source contains target. */
typedef struct CatEdge {
    CatResource *source, *target;
} CatEdge;

/* A resource reference as relationships and overrides keep it: type and title, both in their
 * catalog spelling ("Notify", "x"; "Class", "Foo"). */
typedef struct CatRef {
    const char *type;
    const char *title;
} CatRef;

typedef struct CatCollector CatCollector;   /* catalog_eval.c */

/* An operand of a relationship: resources named by reference, or a collector (resolved at
 * the finish, to what it collected). */
typedef struct CatRelOperand {
    CatRef *refs;
    size_t count;
    CatCollector *collector;      /* or NULL */
    struct CatRelOperand *alternative;   /* a collector that collected nothing on the left
                                            of a chain stands for its own left side */
} CatRelOperand;

typedef struct CatRelationship {
    CatRelOperand *source, *target;
    bool subscription;            /* ~> <~ (notify) rather than -> <- (before) */
    SrcSpan span;
} CatRelationship;

/* An override waiting for its resource (`File['/x'] { ... }` before File['/x'] exists). */
typedef struct CatOverride {
    CatRef ref;
    CatParamList params;
    CatFrame *frame;
    const CatDefinition *source;  /* NULL: may override anything (collector overrides) */
    const char *file;
    uint32_t line;
    bool applied;
} CatOverride;

typedef struct Catalog {
    CatResource **resources;      /* every resource, virtual ones too, in the order added */
    size_t resource_count, resource_capacity;
    NameTable index;              /* "Type\nTitle" -> CatResource (ptr) */
    CatEdge *edges;
    size_t edge_count, edge_capacity;
    const char **classes;         /* the catalog's class list ("settings", "foo::bar") */
    size_t class_count, class_capacity;
    NameTable class_names;        /* the same names, to find one without a scan */

    NameTable class_defs;         /* name -> CatDefinition (ptr) */
    NameTable define_defs;
    CatDefinition **node_defs;
    size_t node_def_count, node_def_capacity;
    CatDefinition main_def;

    NameTable frames;             /* Scope address bytes -> CatFrame (ptr) */
    NameTable class_frames;       /* class name -> the frame of its body (ptr) */
    CatFrame *top;
    CatFrame *node_frame;         /* the matched node's body, or NULL */
    CatResource *main;            /* Class[main] */
    CatResource *stage_main;      /* Stage[main] */

    CatOverride **overrides;
    size_t override_count, override_capacity;
    CatCollector **collectors;
    size_t collector_count, collector_capacity;
    CatRelationship *relationships;
    size_t relationship_count, relationship_capacity;

    CatTags tags;                 /* the catalog's own tags: those of each class and node when
                                     it was declared (what tagged() consults) */
    bool compiled;                /* the finish has run: the catalog is complete */
    const char *source_file;      /* file name of resources (options->source_name or main.pp) */
    NameTable not_loadable;       /* catalog_autoload.c: names no module file defines */
    bool load_failed;             /* the last lookup's autoloading failed (ctx->unwind) */
    NameTable ral_warned;         /* to_ral: the deprecation warnings given (once per run) */
} Catalog;

/* --- the catalog (catalog.c) --------------------------------------------------------------- */

/* The run's catalog, created on first use. It pins the open regions of the arena, since its
 * caller may store what they hold into the catalog (docs/memory.md). Never fails. */
Catalog *catalog_of(Ctx *ctx);

/* The run's catalog for a look that changes nothing (no pin), or NULL before it exists. */
const Catalog *catalog_peek(Ctx *ctx);

/* The frame of the evaluator's current scope (the nearest enclosing scope that has one; the
 * top scope's frame otherwise). Never fails. */
CatFrame *catalog_current_frame(Ctx *ctx);

/* Whether the resource defaults of type (capitalized, "Exec") seen from the current frame
 * (Scope#lookupdefaults) set attr. Never fails. */
bool catalog_has_default(Ctx *ctx, const char *type, const char *attr);

/* The frame of a scope, or NULL when the scope has none of its own. Never fails. */
CatFrame *catalog_frame_of(Ctx *ctx, const Scope *scope);

/* A new frame for scope under parent (dynamic defaults), with its resource and source.
 * Never fails. */
CatFrame *catalog_new_frame(Ctx *ctx, Scope *scope, CatFrame *parent, CatResource *resource,
                            const CatDefinition *source);

/* A new resource, not yet in the catalog: type and title in their catalog spelling. Tags are
 * added by catalog_add (type, then title when it is a valid tag). Never fails. */
CatResource *catalog_new_resource(Ctx *ctx, CatKind kind, const char *type, const char *title);

/* The resource of that type and title (catalog spelling), or NULL. Virtual resources count.
 * Never fails. */
CatResource *catalog_find(Ctx *ctx, const char *type, const char *title);

/* Adds r to the catalog as declared in frame, with the containment edge from the frame's
 * resource (not for classes and stages). Returns false after ctx_error at `where` for a
 * duplicate declaration ("Duplicate declaration: Notify[x] is already declared at (line: 1);
 * cannot redeclare") or a `stage` on a resource that is no class. */
bool catalog_add(Ctx *ctx, CatResource *r, CatFrame *frame, SrcSpan where);

/* Adds a containment edge (callers that may repeat one check catalog_has_edge). Never fails. */
void catalog_add_edge(Ctx *ctx, CatResource *source, CatResource *target);

/* Whether the containment edge exists (a linear scan: for contain(), not for loops). */
bool catalog_has_edge(Ctx *ctx, const CatResource *source, const CatResource *target);

/* The edge indices grouped by target (or source) resource, each group in insertion order:
 * group i is order[start[i] .. start[i + 1]). Never fails. */
size_t *catalog_edges_grouped(Ctx *ctx, bool by_target, size_t **start);

/* Adds name to the catalog's class list once. Never fails. */
void catalog_add_class_name(Ctx *ctx, const char *name);

/* The parameter named name of r, or NULL. Never fails. */
CatParam *catalog_param(CatResource *r, const char *name);

/* Sets (replacing in place, or appending) a parameter of r; a `tag` parameter also tags r.
 * Returns false after ctx_error at `where` for an invalid tag. */
bool catalog_set_param(Ctx *ctx, CatResource *r, CatParam param, SrcSpan where);

/* Adds tag (lower-cased; a qualified name adds its segments too) to r. Returns false after
 * ctx_error at `where` when it is not a valid tag ("Invalid tag 'a b'"). */
bool catalog_tag(Ctx *ctx, CatResource *r, const char *tag, SrcSpan where);

/* Adds a tag when it is valid, silently skips it otherwise (titles). Never fails. */
void catalog_tag_if_valid(Ctx *ctx, CatResource *r, const char *tag);

/* Adds every tag of `from` to r. Never fails. */
void catalog_merge_tags(Ctx *ctx, CatResource *r, const CatResource *from);

/* Whether a tag set has the tag (already lower case). Never fails. */
bool catalog_tags_have(const CatTags *tags, const char *tag);

/* Adds every tag of `from` to `into`. Never fails. */
void catalog_tags_merge(Ctx *ctx, CatTags *into, const CatTags *from);

/* Whether r has the tag (already lower case). Never fails. */
bool catalog_has_tag(const CatResource *r, const char *tag);

/* "Notify[x]", "Class[Foo]": the reference's resource reference text. Never fails. */
const char *catalog_ref_text(Ctx *ctx, const char *type, const char *title);

/* Whether definition a is b or inherits from it (the reference's child_of?). Never fails. */
bool catalog_child_of(Ctx *ctx, const CatDefinition *a, const CatDefinition *b);

/* The definition a class inherits from, or NULL (also when it is unknown). Never fails. */
const CatDefinition *catalog_parent_def(Ctx *ctx, const CatDefinition *def);

/* Capitalizes each `::` segment (Ruby's capitalize: first letter up, the rest down), as the
 * reference spells type names and class titles. Never fails. */
const char *catalog_capitalize(Ctx *ctx, const char *name);

/* Lower-cases a name and drops a leading "::". Never fails. */
const char *catalog_downcase(Ctx *ctx, const char *name);

/* --- evaluation (catalog_eval.c) ----------------------------------------------------------- */

/* Evaluates a catalog expression node (AST_RESOURCE, AST_RESOURCE_DEFAULTS,
 * AST_RESOURCE_OVERRIDE, AST_COLLECTOR, AST_RELATIONSHIP, and the definitions, which evaluate
 * to undef). Returns its value or value_abrupt(). */
Value catalog_eval(Ctx *ctx, const AstNode *node);

/* Declares resources as a resource expression does (create_resources and the class
 * instantiation share it): type_name as written ("notify", "foo::bar", "class"), each title
 * (a String; create_resources's Integer keys too, titled by their digits and, as the reference's
 * tag_if_valid skips what is not a String, not tagged with them), the parameters in order. Returns an array of references, or value_abrupt(). `where` is the
 * expression (messages), `line` the line resources record. */
Value catalog_declare(Ctx *ctx, const char *type_name, const Value *titles, size_t title_count,
                      const CatParamList *params, bool is_virtual, bool exported, SrcSpan where);

/* Whether v names resources (a titled Resource type, a named Class, or an array of them) and
 * the references it names. Returns false (nothing recorded) when it does not. */
bool catalog_refs_of(Ctx *ctx, Value v, CatRef **refs, size_t *count);

/* --- classes, defines, nodes (catalog_class.c) --------------------------------------------- */

/* Registers every class, define and node definition (nested in classes too) before
 * evaluation, as the reference's loader knows them all beforehand; the program has passed
 * eval_validate, which runs the catalog checks too. Returns value_abrupt() for a duplicate
 * definition or a reserved parameter name, else undef. */
Value catalog_register_definitions(Ctx *ctx, const AstNode *program);

/* The class definition of that name (any case, leading "::" allowed), loaded from the
 * environment's modules when it is not known yet (catalog_autoload.c), or NULL. NULL also when
 * the loading failed: then catalog_load_failed() is true and ctx->unwind holds the error. */
const CatDefinition *catalog_find_class(Ctx *ctx, const char *name);

/* The define of that name (any case), loaded as catalog_find_class loads a class, or NULL. */
const CatDefinition *catalog_find_define(Ctx *ctx, const char *name);

/* Whether the last catalog_find_class, catalog_find_define or catalog_resolve_type returned
 * nothing because loading a module's file failed: the error is in ctx->unwind, and the caller
 * returns value_abrupt() instead of its own "not found". Never fails. */
bool catalog_load_failed(Ctx *ctx);

typedef enum CatInclusion {
    CAT_INCLUDE,
    CAT_REQUIRE,
    CAT_CONTAIN,
} CatInclusion;

/* include / require / contain of class names (String values) from the current scope:
 * declares the classes not yet in the catalog, then evaluates them (Compiler#evaluate_classes),
 * then adds the require relationships or the containment edges. Returns the array of Class
 * references, or value_abrupt() ("Could not find class ::x for node", to be wrapped by the
 * calling function). */
Value catalog_include(Ctx *ctx, const Value *names, size_t count, CatInclusion how, SrcSpan where);

/* Evaluates a class resource just declared (resource-like `class { 'x': }`). Returns
 * value_abrupt() after an error. */
Value catalog_evaluate_class(Ctx *ctx, CatResource *r, SrcSpan where);

/* Ensures the parent class of a class resource about to be added is in the catalog. */
Value catalog_instantiate_class(Ctx *ctx, CatResource *r, CatFrame *frame, SrcSpan where);

/* Evaluates the body of a define instance. Returns value_abrupt() after an error. */
Value catalog_evaluate_define(Ctx *ctx, CatResource *r);

/* Evaluates the node definition matching the run's node name, if the program has nodes.
 * Returns value_abrupt() after an error (no match and no default). */
Value catalog_evaluate_node(Ctx *ctx);

/* --- the compile phases (catalog_compile.c) ------------------------------------------------ */

/* Starts the compile: Stage[main], Class[Settings], Class[main] and the top frame. Called
 * after the definitions are registered and before the program runs. Never fails. */
void catalog_begin(Ctx *ctx);

/* Runs what follows main: the node, the generators (define bodies, collectors), the checks,
 * the finish, and the dependency-cycle check. Returns value_abrupt() after the first error,
 * else undef. */
Value catalog_complete(Ctx *ctx);

/* Automatic class parameter lookup: the value of `<class>::<param>` for a class declared without
 * that parameter. The Hiera layer (above this one) installs it for each run (run.c); NULL: none.
 * Returns true with *found set, or false after an error recorded as the reference reports it. */
typedef bool (*CatalogParameterLookup)(Ctx *ctx, Scope *class_scope, const char *class_name, const char *param,
                                       bool *found, Value *value);
extern _Thread_local CatalogParameterLookup catalog_parameter_lookup;

/* `$a::b::x`: the variable x of class a::b (or a class it inherits). Unknown names follow the
 * strict_variables rules of unknown variables. Returns the value or value_abrupt(). */
Value catalog_qualified_variable(Ctx *ctx, const char *name, SrcSpan where);
/* Whether `$a::b::x` names a variable of an evaluated class (as catalog_qualified_variable
 * finds it); its value in *out. Never fails. */
bool catalog_lookup_qualified(Ctx *ctx, const char *name, Value *out);

/* A capitalized name as an expression (`Foo`): the type v that type_from_ast made of `node`,
 * or the reference's "Resource type not found: Foo" when it names no type at all (neither a
 * built-in type nor a built-in or defined resource type), as eval_QualifiedReference.
 * Returns v or value_abrupt(). */
Value catalog_check_type_reference(Ctx *ctx, Value v, const AstNode *node);

/* Whether t, a type type_from_ast made of a capitalized name, names a type: false only for a
 * resource type that is neither built in nor defined (the reference's TypeReference). Never
 * fails. */
bool catalog_type_resolves(Ctx *ctx, const Type *t);

/* Whether t names one resource or class (File['/x'], Class['a']): `[]` on it reads attributes.
 * Never fails. */
bool catalog_is_reference(const Type *t);

/* `File['/x'][mode]`, `Class['a'][p]`: the attribute of a declared resource, looking at the
 * defaults of its scope when it has none itself. Returns value_abrupt() after ctx_error when
 * the resource does not exist or the key is no attribute name. */
Value catalog_attribute(Ctx *ctx, const Type *resource, const Value *keys, size_t count,
                        SrcSpan where);

/* The values of a lookup of a parameter of r as the reference's get_resource_parameter_value:
 * the parameter, else the scope's default. Returns false when neither exists. */
bool catalog_param_value(Ctx *ctx, CatResource *r, const char *name, Value *out);

/* --- output --------------------------------------------------------------------------------- */

/* The catalog as JSON in the reference's format (catalog_json.c): resources (type, title,
 * tags, file, line, exported, parameters), edges, classes. NULL when there is no catalog.
 * Never fails otherwise. */
const char *catalog_to_json(Ctx *ctx);

/* Emits the reference's warnings about values the catalog cannot hold as data (default,
 * types), as it serializes the catalog; none with --strict=error, as the reference prints
 * none then. Never fails. */
void catalog_warn_unserializable(Ctx *ctx);

/* The agent's cycle check (catalog_cycle.c): returns value_abrupt() after the reference's
 * "Found 1 dependency cycle" error when the relationship graph has cycles, else undef. */
Value catalog_check_cycles(Ctx *ctx);

#endif
