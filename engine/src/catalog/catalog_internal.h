/* catalog_internal.h: what the catalog_*.c files (and functions_catalog.c) share with each
 * other and nothing else. See catalog.h for the model. Every function that can fail follows
 * ctx.h: false / NULL / value_abrupt() after ctx_error.
 */
#ifndef PUPPET_CATALOG_INTERNAL_H
#define PUPPET_CATALOG_INTERNAL_H

#include "catalog/catalog.h"

/* --- catalog.c ----------------------------------------------------------------------------- */

/* The values v stands for where the reference flattens (tags, titles, aliases, references,
 * attribute values the agent checks element by element): *v itself when it is no array, else
 * its elements with nested arrays flattened, in order. *count gets how many; the result may be
 * v or v's own items, so it lives as long as they do. Never fails. */
const Value *catalog_flatten(Ctx *ctx, const Value *v, size_t *count);

/* --- catalog_alias.c ----------------------------------------------------------------------- */

/* Adds the other names of r, just added to the resource table: its `alias` values and its
 * uniqueness key when that is not its title. Returns false after ctx_error at `where` when
 * another resource has one of them ("Cannot alias File[b] to "x" at (line: 2); resource
 * ["File", "x"] already declared (line: 1)"). */
bool catalog_add_aliases(Ctx *ctx, CatResource *r, SrcSpan where);

/* Puppet::Resource#parse_title for a module type with several key attributes (its title
 * patterns, ResourceTypeInfo.title_patterns): the attributes the first pattern matching r's
 * title sets, with the values its captures give (undef for a group that did not take part),
 * into names/values, at most max. Returns the count: 0 for a type without title patterns,
 * SIZE_MAX when none matches; leaves the run when a match passes the backtracking limit. */
size_t catalog_title_keys(Ctx *ctx, const CatResource *r, const char **names, Value *values, size_t max);

/* The resource whose uniqueness key is the one the title stands for (File['/x/'] finds
 * File['/x'], Package['nginx'] a package named nginx), or NULL. Never fails. */
CatResource *catalog_find_by_key(Ctx *ctx, const char *type, const char *title);

/* Whether [type, title] names a resource only through a key of several attributes (a
 * package's name), which the agent's catalog does not know. Never fails. */
bool catalog_found_by_composite_key(Ctx *ctx, const char *type, const char *title);

/* --- catalog_eval.c ------------------------------------------------------------------------ */

/* The label of v's generalized type ("Integer", "Array[String]"), as catalog errors show it. */
const char *catalog_type_label(Ctx *ctx, Value v);

void catalog_params_push(Ctx *ctx, CatParamList *list, CatParam p);
CatParam *catalog_params_find(CatParamList *list, const char *name);

/* Evaluates attribute operations (`a => v`, `a +> v`, `* => $hash`) into params set by
 * `source`; a name given twice is an error at where_dup. */
bool catalog_eval_attributes(Ctx *ctx, const AstList *ops, const CatDefinition *source,
                             CatParamList *out, SrcSpan where_dup);

/* Records an error of the catalog machinery (not of Puppet code), which the statement or
 * function that caused it wraps ("Error while evaluating a Resource Statement, ...").
 * `format` takes one string argument. Returns value_abrupt(). */
Value catalog_runtime_error(Ctx *ctx, SrcSpan where, const char *format, const char *arg);

/* What a resource type name resolves to. */
typedef struct CatResolved {
    CatKind kind;
    const ResourceTypeInfo *builtin;
    const CatDefinition *definition;
    const char *type;             /* catalog spelling: "Notify", "Apache::Vhost" */
} CatResolved;

/* find_resource_type: a built-in type (never a name with "::"), else a define. Returns false
 * (nothing recorded) when neither has the name. */
bool catalog_resolve_type(Ctx *ctx, const char *type_name, CatResolved *out);

/* catalog_autoload.c: TypeLoader#try_load_fqname for a class (is_class) or define `name` (lower
 * case, no leading "::"): loads the module files that may define it, each once per run, and
 * makes everything they define known. Returns undef (whether or not the name was found), or
 * value_abrupt() after the error of a file. */
Value catalog_autoload(Ctx *ctx, const char *name, bool is_class);
/* Whether type_name is `::notify` and the like: the built-in resource types are not found by a
 * top-scope name in a resource statement or a collector (Puppet::Type.type of the text). */
bool catalog_top_builtin(Ctx *ctx, const char *type_name);

/* The defaults of type visible from frame (Scope#lookupdefaults: nearest scope wins), in the
 * reference's order. Never fails. */
bool catalog_lookup_defaults(Ctx *ctx, CatFrame *frame, const char *type, CatParam ***out,
                             size_t *count);

void catalog_refs_push(Ctx *ctx, CatRef **refs, size_t *count, size_t *cap, CatRef r);

/* Appends the references v names (titled resource types, named classes, arrays of them);
 * returns false (nothing recorded) at the first value that names none. */
bool catalog_refs_collect(Ctx *ctx, Value v, CatRef **refs, size_t *count, size_t *cap);

/* Records an override of ref by source (collector: may replace anything), merged at once when
 * the resource exists (Compiler#add_override). Returns false after an error. */
bool catalog_add_override(Ctx *ctx, CatRef ref, const CatParamList *params,
                          const CatDefinition *source, bool collector, uint32_t line);

/* Merges an override into r (Parser::Resource#merge). Returns false after the reference's
 * "Only subclasses can override parameters" or "Parameter 'x' is already set" error. */
bool catalog_merge_override(Ctx *ctx, CatResource *r, const CatOverride *o);

/* --- catalog_class.c ---------------------------------------------------------------------- */

/* Adds the edge from the class's stage (its `stage`, its container's, or main) to r.
 * Returns value_abrupt() after "Could not find stage x specified by Class[Y]". */
Value catalog_attach_to_stage(Ctx *ctx, CatResource *r, SrcSpan where);

/* Puppet::Resource::Type#ensure_in_catalog for a class: its resource, added (its parent first)
 * when it is not in the catalog yet, not evaluated. NULL after an error. */
CatResource *catalog_ensure_class(Ctx *ctx, const CatDefinition *d, CatFrame *frame, SrcSpan where);

/* --- catalog_compile.c --------------------------------------------------------------------- */

/* A parameter value as the reference's catalog holds it (Runtime3Converter): resource and class
 * references become Puppet::Resource objects there (in arrays and hashes too), which are their
 * titled resource types (Class['foo'] is Resource['Class', 'Foo']) but print as "Notify[b]"
 * (Value.catalog_resource). Other values are returned as they are. Never fails. */
Value catalog_value_3x(Ctx *ctx, Value v);

/* --- catalog_ral.c ------------------------------------------------------------------------ */

/* The agent's checks when it converts the catalog (to_ral): allowed values of attributes with
 * a fixed set, fully qualified file paths. Returns value_abrupt() after the first failure
 * ("Parameter withpath failed on Notify[a]: Invalid value ..."), else undef. */
Value catalog_check_values(Ctx *ctx);

/* Whether `word` is one of the space-separated words of `list` (catalog_ral_modules.c: the
 * value lists of the to_ral and provider checks). Never fails. */
bool ral_in_words(const char *list, const char *word);

/* The title the agent gives r's resource where it is not the catalog's (catalog_ral_core.c):
 * sshkey's "name@type", its type's alias resolved ("a@ssh-rsa" for type => 'rsa'), which its
 * duplicate check compares; NULL for other resources. Never fails. */
const char *ral_agent_title(Ctx *ctx, const CatResource *r);

/* --- catalog_deferred.c -------------------------------------------------------------------- */

/* puppet apply's resolution of the catalog's Deferred values before it applies the catalog
 * (DeferredResolver.resolve_and_replace), and to_ral's refusal of a parameter it left undef.
 * The catalog is not changed. Returns value_abrupt() after the first failure ("Unknown
 * function 'x'", "Got nil value for message"), else undef. */
Value catalog_resolve_deferred(Ctx *ctx);

/* --- catalog_autorequire.c ---------------------------------------------------------------- */

/* The warnings module types' autorequire blocks give while the agent builds the relationship
 * graph (concat_fragment's "Target Concat_file with path or title ... not found in the
 * catalog"), in catalog order. Never fails: returns undef. */
Value catalog_autorequire_warnings(Ctx *ctx);

/* catalog_alias.c: Catalog#add_resource of the agent's catalog, whose file resources have
 * their munged paths (File.expand_path: "/tmp//x" and "/tmp/./x" are "/tmp/x") as uniqueness
 * keys, and whose sshkeys have their titles with the type munged (ral_agent_title). Adds r to
 * table; returns false after "Duplicate declaration: ..." or "Cannot alias ..." (the
 * reference's to_ral failures) when another file or sshkey has that name. */
bool catalog_ral_add(Ctx *ctx, NameTable *table, const CatResource *r);

/* --- catalog_provider.c ------------------------------------------------------------------- */

/* The provider parameter's validate block: the first element of an array must be a String
 * (else Ruby's NoMethodError of intern, without a line) naming one of the type's providers,
 * case-sensitively. Returns value_abrupt() after "Invalid package provider 'x'", else undef. */
Value catalog_check_provider(Ctx *ctx, const CatResource *r, Value v);

/* Whether r's provider (given or the type's default) has the features `attribute` requires;
 * the agent drops an attribute it has not, unchecked. Never fails. */
bool catalog_provider_supports(const CatResource *r, const char *attribute);

/* The features the values of `attribute` require of r's provider (service enable => manual,
 * package ensure => purged). Returns value_abrupt() after "Provider debian must have features
 * 'manual_startable' to set 'enable' to 'manual'", else undef. */
Value catalog_check_value_features(Ctx *ctx, const CatResource *r, const char *attribute, Value v);

/* catalog_ral_modules.c: the to_ral checks of the types modules define in Ruby. A parameter's
 * validate block and value collection (p of r); the namevar's (before the others); the type's
 * validate block (after them). Each returns value_undef(), or value_abrupt() after recording
 * the reference's error at the resource's line. */
Value catalog_check_module_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value catalog_check_module_name(Ctx *ctx, const CatResource *r);
Value catalog_validate_module_type(Ctx *ctx, const CatResource *r);

/* --- catalog_validate.c ------------------------------------------------------------------- */

typedef struct ValidationFinding ValidationFinding;   /* eval_internal.h */

/* Every error of the reference's static checks of catalog constructs (checker4_0.rb) on
 * program, in the order of the walk; *count gets how many. Never fails. */
ValidationFinding *catalog_validate_findings(Ctx *ctx, const AstNode *program, size_t *count);
/* Those checks: value_abrupt() with the errors recorded as eval_validation_failure does, else
 * undef. */
Value catalog_validate(Ctx *ctx, const AstNode *program);

/* --- catalog_collect.c --------------------------------------------------------------------- */

typedef enum CatQueryOp {
    CAT_QUERY_EQ, CAT_QUERY_NE, CAT_QUERY_AND, CAT_QUERY_OR,
    CAT_QUERY_TAGGED,             /* `tag == x` */
    CAT_QUERY_VALUE,              /* a bare value, which the reference cannot call */
} CatQueryOp;

typedef struct CatQuery {
    CatQueryOp op;
    Value attribute;              /* EQ, NE: the left operand (a String names a parameter) */
    Value value;                  /* EQ, NE: the right operand; TAGGED: an array of lower-case
                                     strings; VALUE: the value */
    struct CatQuery *left, *right;
} CatQuery;

struct CatCollector {
    const char *type;             /* catalog spelling; NULL for realize() */
    CatQuery *query;              /* NULL: everything of the type */
    bool exported;                /* <<| |>>: collects nothing without storeconfigs */
    bool has_overrides;
    CatParamList overrides;
    uint32_t line;
    CatRef *fixed;                /* realize(): the references (type NULL: no reference) */
    const char **fixed_texts;     /* their texts, for "Failed to realize" */
    bool *fixed_resolved;
    size_t fixed_count;
    CatResource **collected;      /* in the order found */
    size_t collected_count, collected_capacity;
    CatResource **collected_set;  /* the same, open-addressed by address (NULL: empty slot) */
    size_t collected_set_size;    /* a power of two, at least twice collected_count; 0 at first */
};

/* Evaluates a collector expression into a collector registered with the compile. Returns
 * NULL after an error. */
CatCollector *catalog_make_collector(Ctx *ctx, const AstNode *node);

/* realize(values...): registers a fixed-set collector for the references (strings such as
 * 'Notify[a]' too). Never fails: unknown references fail at the end of the compile. */
bool catalog_realize(Ctx *ctx, const Value *values, size_t count);

/* AbstractCollector#evaluate: realizes what c matches now. Returns 1 when it found something
 * new, 0 when not, -1 after an error (of an override). */
int catalog_collector_evaluate(Ctx *ctx, CatCollector *c);

/* The references a realize() never found, joined with ", ", or NULL. */
const char *catalog_collector_unresolved(Ctx *ctx, CatCollector *c);

/* Parses a string reference ("Notify[a]", "class[foo]") into catalog spelling. Returns false
 * when the text has no Type[title] form. */
bool catalog_parse_ref(Ctx *ctx, const char *text, CatRef *out);

/* The text of a reference value as the reference's Puppet::Resource#to_s: "Notify[a]",
 * "Class[Foo]"; other values as their string form. Never fails. */
const char *catalog_value_ref_text(Ctx *ctx, Value v);

/* --- catalog_relate.c ---------------------------------------------------------------------- */

/* Compiler#evaluate_relationships: makes every recorded relationship a before / notify
 * parameter. Returns value_abrupt() (no location, no prefix) for a missing resource. */
Value catalog_evaluate_relationships(Ctx *ctx);

/* Evaluates a relationship expression. Returns its value or value_abrupt(). */
Value catalog_eval_relationship(Ctx *ctx, const AstNode *node);

#endif
