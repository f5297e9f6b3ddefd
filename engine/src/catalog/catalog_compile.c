/* catalog_compile.c: the phases of a compile around the program, and the catalog's answers to
 * the evaluator (qualified variables, resource attributes).
 *
 * Follows the reference's Puppet::Parser::Compiler#compile: before the program, Stage[main],
 * Class[Settings] and Class[main]; after it, the node definition, then the generators (lazy
 * define bodies and collectors, repeated until nothing changes), the check of relationship
 * parameters, the finish (relationships become parameters, pending overrides merge, resources
 * take their scope's tags and are validated, metaparameters flow down from Class[main]'s
 * containment tree), and the errors for what never happened (overrides of resources never
 * declared, realize of resources never declared). Then what the agent checks before it
 * applies anything: attribute values (catalog_ral.c) and dependency cycles (catalog_cycle.c).
 * Errors raised here after the program ran carry no "Evaluation Error: " prefix and often no
 * location, as the reference prints them ("Could not find resource(s) Notify[x] for
 * overriding").
 */
#include "catalog/catalog_internal.h"
#include "env/env.h"

#include <string.h>
#include <strings.h>

#include "eval/eval_internal.h"
#include "text/format.h"
#include "support/limits.h"
#include "text/sprintf.h"
#include "support/strbuf.h"
#include "types/type.h"
#include "support/utf8.h"

/* The maximum number of generator rounds (the reference's "Somehow looped more than 1000
 * times"). */
#define MAX_GENERATOR_ROUNDS 1000

/* An error of the compile's later phases: no prefix, location `line` (0: none). */
static Value phase_error(Ctx *ctx, uint32_t line, const char *message) {
    SrcSpan at = span_none();
    at.line = line;
    ctx_error(ctx, at, "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* --- the start ----------------------------------------------------------------------------- */

static CatResource *add_initial(Ctx *ctx, CatKind kind, const char *type, const char *title) {
    Catalog *cat = catalog_of(ctx);
    CatResource *r = catalog_new_resource(ctx, kind, type, title);
    catalog_tag(ctx, r, kind == CAT_CLASS ? "class" : type, span_none());
    if (kind == CAT_BUILTIN)
        r->builtin = resource_type_find("stage", 5);
    catalog_add(ctx, r, NULL, span_none());
    (void)cat;
    return r;
}

void catalog_begin(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    Interp *in = ctx->interp;
    cat->stage_main = add_initial(ctx, CAT_BUILTIN, "Stage", "main");
    catalog_set_param(ctx, cat->stage_main, (CatParam){ "name", value_cstring(ctx, "main"), 0, NULL, false, false }, span_none());
    /* Class[Settings]: the settings scope ($settings::environment, ...) */
    static const CatDefinition settings_def = { CAT_CLASS, "settings", NULL, NULL, NULL };
    CatResource *settings = add_initial(ctx, CAT_CLASS, "Class", "Settings");
    settings->definition = &settings_def;
    catalog_tag_if_valid(ctx, settings, "settings");
    settings->evaluated = true;
    catalog_add_edge(ctx, cat->stage_main, settings);
    catalog_add_class_name(ctx, "settings");
    Scope *settings_scope = scope_new(ctx, in->top, SCOPE_LOCAL);
    settings_scope->name = "settings";
    CatFrame *sf = catalog_new_frame(ctx, settings_scope, NULL, settings, &settings_def);
    name_table_put(ctx, &cat->class_frames, "settings", 8)->ptr = sf;
    scope_set(ctx, settings_scope, "environment", value_cstring(ctx, "production"));
    scope_set(ctx, settings_scope, "strict_variables", value_boolean(ctx->options->strict_variables));
    scope_set(ctx, settings_scope, "strict", value_cstring(ctx, ctx->options->strict == PUPPET_STRICT_ERROR ? "error"
                                                               : ctx->options->strict == PUPPET_STRICT_OFF ? "off" : "warning"));
    scope_set(ctx, settings_scope, "noop", value_boolean(ctx->options->noop));
    scope_set(ctx, settings_scope, "certname",
              value_cstring(ctx, ctx->options->node_name ? ctx->options->node_name : "playground.example.com"));
    /* Class[main], whose scope is the top scope */
    cat->main = add_initial(ctx, CAT_CLASS, "Class", "main");
    cat->main->definition = &cat->main_def;
    cat->main->evaluated = true;
    catalog_set_param(ctx, cat->main, (CatParam){ "name", value_cstring(ctx, "main"), 0, NULL, false, false }, span_none());
    cat->top = catalog_new_frame(ctx, in->top, NULL, cat->main, &cat->main_def);
    cat->main->frame = cat->top;
    /* Stage[main] and Class[Settings] go straight into the catalog, not through the compiler's
     * resource list: the finish leaves them as they are */
    cat->stage_main->finished = true;
    settings->finished = true;
    catalog_add_edge(ctx, cat->stage_main, cat->main);
    if (!scope_bound_here(in->top, "environment"))
        scope_set(ctx, in->top, "environment", value_cstring(ctx, env_name(ctx)));
    /* Compiler#set_server_facts: what `puppet apply` knows of its server, the environment */
    if (!scope_bound_here(in->top, "server_facts")) {
        Hash *server_facts = hash_new(ctx, 1);
        hash_put(ctx, server_facts, value_cstring(ctx, "environment"), value_cstring(ctx, env_name(ctx)));
        scope_set(ctx, in->top, "server_facts", value_from_hash(server_facts));
    }
    /* BUILT_IN_VARS: always defined; main's module_name is "" (its type is in no module), its
     * caller_module_name undef (the top scope has no parent) */
    if (!scope_bound_here(in->top, "module_name"))
        scope_set(ctx, in->top, "module_name", value_cstring(ctx, ""));
    if (!scope_bound_here(in->top, "caller_module_name"))
        scope_set(ctx, in->top, "caller_module_name", value_undef());
}

/* --- generators ---------------------------------------------------------------------------- */

/* evaluate_collections: 1 when some collector found something new, 0 when none, -1 on error. */
static int evaluate_collections(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    int found = 0;
    size_t n = cat->collector_count;
    for (size_t i = 0; i < n; i++) {
        int r = catalog_collector_evaluate(ctx, cat->collectors[i]);
        if (r < 0)
            return -1;
        if (r > 0)
            found = 1;
    }
    return found;
}

/* evaluate_definitions: runs the bodies of the define instances not yet evaluated (not
 * virtual), in catalog order. Errors are reported against the instance, as the reference's
 * RUNTIME_ERROR on the resource ("Error while evaluating a Resource Statement, ...", line). */
/* The reference reports any error of a define body as a runtime error of the instance
 * (Compiler#evaluate_definitions): "Error while evaluating a Resource Statement, " and the
 * inner error's full text (with "Evaluation Error: " and its location when it has them), at
 * the instance's line. */
static void wrap_definition_error(Ctx *ctx, const CatResource *r, bool plain) {
    Unwind *u = &ctx->unwind;
    const char *inner = u->message;
    if (!plain) {
        const char *prefix = u->error_kind == PUPPET_ERROR_EVALUATION ? "Evaluation Error: " : "";
        const char *where = !u->span.line ? ""
                            : u->span.column ? ctx_sprintf(ctx, " (line: %u, column: %u)", u->span.line, u->span.column)
                                             : ctx_sprintf(ctx, " (line: %u)", u->span.line);
        inner = ctx_sprintf(ctx, "%s%s%s", prefix, inner, where);
    }
    u->message = ctx_sprintf(ctx, "Error while evaluating a Resource Statement, %s", inner);
    u->span = span_none();
    u->span.line = r->line;
    u->error_kind = PUPPET_ERROR_EVALUATION;
}

static int evaluate_definitions(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    size_t n = cat->resource_count;
    CatResource **pending = ctx_alloc(ctx, (n ? n : 1) * sizeof *pending);
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        CatResource *r = cat->resources[i];
        if (r->kind == CAT_DEFINED && !r->evaluated && !r->is_virtual)
            pending[count++] = r;
    }
    for (size_t i = 0; i < count; i++) {
        Interp *in = ctx->interp;
        in->error_from_puppet = true;
        Value v = catalog_evaluate_define(ctx, pending[i]);
        if (!value_is_abrupt(v))
            continue;
        /* a Ruby error that is no Puppet::Error (the RegexpError of a parameter's type) is
         * not the instance's: Compiler#compile reports it itself, unlocated */
        static const char compiler_failed[] = "Puppet::Parser::Compiler failed with error ";
        if (ctx->unwind.kind == UNWIND_ERROR && strncmp(ctx->unwind.message, compiler_failed, sizeof compiler_failed - 1) != 0)
            wrap_definition_error(ctx, pending[i], !in->error_from_puppet);
        return -1;
    }
    return count > 0;
}

static Value evaluate_generators(Ctx *ctx) {
    for (int round = 0;; round++) {
        bool done = true;
        int c = evaluate_collections(ctx);
        if (c < 0)
            return value_abrupt();
        if (c > 0)
            done = false;
        int d = evaluate_definitions(ctx);
        if (d < 0)
            return value_abrupt();
        if (d > 0)
            done = false;
        if (done)
            return value_undef();
        if (round + 1 > MAX_GENERATOR_ROUNDS)
            return phase_error(ctx, 0, "Somehow looped more than 1000 times while evaluating host catalog");
    }
}

/* --- checks and the finish ----------------------------------------------------------------- */

/* RelationshipValidator: a reference in a relationship metaparameter names a resource. */
static Value validate_relationship_value(Ctx *ctx, const CatParam *p, Value v) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    if (v.kind == VAL_TYPE && type_kind(v.as.type) == TYPE_RESOURCE && type_resource_name(v.as.type) &&
        (!type_resource_title(v.as.type) || !type_resource_title(v.as.type)[0]))
        return phase_error(ctx, p->line, ctx_sprintf(ctx, "No title provided and \"%s[]\" is not a valid resource reference",
                                                     catalog_capitalize(ctx, type_resource_name(v.as.type))));
    const char *text = catalog_value_ref_text(ctx, v);
    CatRef ref;
    CatRef *refs;
    size_t nrefs;
    if (!catalog_refs_of(ctx, v, &refs, &nrefs) && !catalog_parse_ref(ctx, text, &ref)) {
        /* Puppet::Resource.new of a value that is no reference: its to_s is no "Type[title]" */
        StrBuf b;
        strbuf_init(&b, ctx);
        if (v.kind == VAL_HASH) {
            sprintf_inspect(&b, v);
            const Str *hash_text = strbuf_finish(&b);
            strbuf_init(&b, ctx);
            utf8_inspect(&b, hash_text->bytes, hash_text->len);
        } else {
            utf8_inspect(&b, text, strlen(text));
        }
        return phase_error(ctx, p->line, ctx_sprintf(ctx, "No title provided and %s is not a valid resource reference",
                                                     strbuf_finish(&b)->bytes));
    }
    if (!catalog_parse_ref(ctx, text, &ref) || !catalog_find(ctx, ref.type, ref.title))
        return phase_error(ctx, p->line,
                           ctx_sprintf(ctx, "Could not find resource '%s' in parameter '%s'", text, p->name));
    return value_undef();
}

static Value validate_relationships(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    for (size_t i = 0; i < cat->resource_count; i++) {
        CatResource *r = cat->resources[i];
        if (r->is_virtual)
            continue;
        for (size_t k = 0; k < r->params.count; k++) {
            const CatParam *p = &r->params.items[k];
            if (!resource_type_is_relationship(p->name))
                continue;
            size_t count;
            const Value *values = catalog_flatten(ctx, &p->value, &count);
            for (size_t v = 0; v < count; v++)
                TRY(validate_relationship_value(ctx, p, values[v]));
        }
    }
    return value_undef();
}

/* Resource#validate for built-in types: every parameter is an attribute of the type. */
static Value validate_attributes(Ctx *ctx, CatResource *r) {
    if (r->kind != CAT_BUILTIN || !r->builtin)
        return value_undef();
    for (size_t i = 0; i < r->params.count; i++) {
        const char *name = r->params.items[i].name;
        if (resource_type_has_attribute(r->builtin, name))
            continue;
        const char *where = r->line ? ctx_sprintf(ctx, " (line: %u)", r->line) : "";
        return phase_error(ctx, r->line,
                           ctx_sprintf(ctx, "no parameter named '%s'%s on %s", name, where,
                                       catalog_ref_text(ctx, r->type, r->title)));
    }
    return value_undef();
}

/* add_resource_metaparams: walking Class[main]'s containment tree, each resource passes the
 * metaparameters it has (but the relationship ones) to those it contains that lack them, and
 * its tags. */
static void propagate_metaparams(Ctx *ctx, CatResource *root) {
    Catalog *cat = catalog_of(ctx);
    size_t *start;
    size_t *order = catalog_edges_grouped(ctx, false, &start);
    /* SimpleGraph#walk: breadth first from Class[main] along the containment edges, each
     * resource expanded once */
    size_t n = cat->resource_count;
    CatResource **queue = ctx_alloc(ctx, (cat->edge_count + 1) * sizeof *queue);
    bool *seen = ctx_calloc(ctx, n ? n : 1, sizeof *seen);
    size_t head = 0, tail = 0;
    queue[tail++] = root;
    while (head < tail) {
        CatResource *source = queue[head++];
        if (seen[source->index])
            continue;
        seen[source->index] = true;
        for (size_t k = start[source->index]; k < start[source->index + 1]; k++) {
            CatResource *target = cat->edges[order[k]].target;
            for (size_t m = 0; resource_type_metaparams[m]; m++) {
                const char *name = resource_type_metaparams[m];
                if (resource_type_is_relationship(name))
                    continue;
                const CatParam *sp = catalog_param(source, name);
                if (!sp || sp->value.kind == VAL_UNDEF)
                    continue;
                const CatParam *tp = catalog_param(target, name);
                if (tp && tp->value.kind != VAL_UNDEF)
                    continue;
                catalog_set_param(ctx, target, *sp, span_none());
            }
            catalog_merge_tags(ctx, target, source);
            queue[tail++] = target;
        }
    }
}

static Value finish(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    TRY(catalog_evaluate_relationships(ctx));
    for (size_t i = 0; i < cat->resource_count; i++) {
        CatResource *r = cat->resources[i];
        for (size_t k = 0; k < cat->override_count; k++) {
            CatOverride *o = cat->overrides[k];
            if (o->applied || strcmp(o->ref.type, r->type) != 0 || strcmp(o->ref.title, r->title) != 0)
                continue;
            o->applied = true;
            if (!catalog_merge_override(ctx, r, o))
                return value_abrupt();
        }
        if (r->finished)
            continue;
        r->finished = true;
        if (r->frame && r != cat->main)
            catalog_merge_tags(ctx, r, r->frame->resource);
        TRY(validate_attributes(ctx, r));
    }
    propagate_metaparams(ctx, cat->main);
    return value_undef();
}

static Value fail_on_unevaluated(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    bool any = false;
    for (size_t k = 0; k < cat->override_count; k++) {
        const CatOverride *o = cat->overrides[k];
        if (o->applied)
            continue;
        if (any)
            strbuf_append_cstr(&sb, ", ");
        strbuf_append_cstr(&sb, catalog_ref_text(ctx, o->ref.type, o->ref.title));
        any = true;
    }
    if (any)
        return phase_error(ctx, 0, ctx_sprintf(ctx, "Could not find resource(s) %s for overriding", strbuf_finish(&sb)->bytes));
    strbuf_init(&sb, ctx);
    for (size_t k = 0; k < cat->collector_count; k++) {
        const char *missing = catalog_collector_unresolved(ctx, cat->collectors[k]);
        if (!missing)
            continue;
        if (any)
            strbuf_append_cstr(&sb, ", ");
        strbuf_append_cstr(&sb, missing);
        any = true;
    }
    if (any)
        return phase_error(ctx, 0, ctx_sprintf(ctx, "Failed to realize virtual resources %s", strbuf_finish(&sb)->bytes));
    return value_undef();
}

Value catalog_complete(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    TRY(catalog_evaluate_node(ctx));
    TRY(evaluate_generators(ctx));
    TRY(finish(ctx));
    TRY(fail_on_unevaluated(ctx));
    /* CatalogValidator::RelationshipValidator runs at the FINAL stage */
    TRY(validate_relationships(ctx));
    cat->compiled = true;
    catalog_warn_unserializable(ctx);
    TRY(catalog_resolve_deferred(ctx));
    TRY(catalog_check_values(ctx));
    TRY(catalog_autorequire_warnings(ctx));   /* the relationship graph's, before its cycles */
    return catalog_check_cycles(ctx);
}

/* --- what the evaluator asks --------------------------------------------------------------- */

static Value unknown_variable(Ctx *ctx, const char *name, SrcSpan where) {
    const PuppetOptions *o = ctx->options;
    if (o->strict_variables || o->strict == PUPPET_STRICT_ERROR)
        return ctx_error(ctx, where, "Unknown variable: '%s'.", name);
    if (o->strict == PUPPET_STRICT_WARNING)
        ctx_warn(ctx, where, "Unknown variable: '%s'.", name);
    return value_undef();
}

bool catalog_lookup_qualified(Ctx *ctx, const char *name, Value *out) {
    const char *full = name[0] == ':' && name[1] == ':' ? name + 2 : name;
    const char *sep = NULL;
    for (const char *p = strstr(full, "::"); p; p = strstr(p + 2, "::"))
        sep = p;
    if (!sep)
        return false;
    const char *leaf = sep + 2;
    const Catalog *cat = catalog_peek(ctx);   /* only reads: no pin */
    if (!cat)
        return false;
    const char *klass = catalog_downcase(ctx, ctx_strndup(ctx, full, (size_t)(sep - full)));
    for (int guard = 0; guard < 1000; guard++) {
        const NameEntry *e = name_table_find(&cat->class_frames, klass, strlen(klass));
        if (!e)
            break;
        const CatFrame *f = e->ptr;
        const NameEntry *var = name_table_find(&f->scope->vars, leaf, strlen(leaf));
        if (var) {
            *out = var->value;
            return true;
        }
        if (!f->inherited || !f->inherited->resource || !f->inherited->resource->definition)
            break;
        klass = f->inherited->resource->definition->name;
    }
    return false;
}

Value catalog_qualified_variable(Ctx *ctx, const char *name, SrcSpan where) {
    Value v;
    if (catalog_lookup_qualified(ctx, name, &v))
        return v;
    return unknown_variable(ctx, name, where);
}

bool catalog_param_value(Ctx *ctx, CatResource *r, const char *name, Value *out) {
    const CatParam *p = catalog_param(r, name);
    if (p && p->value.kind != VAL_UNDEF) {
        *out = p->value;
        return true;
    }
    /* get_resource_parameter_value: the defaults of the resource's scope, looked up now */
    CatParam **defaults;
    size_t count;
    catalog_lookup_defaults(ctx, r->frame, r->type, &defaults, &count);
    for (size_t i = 0; i < count; i++)
        if (strcmp(defaults[i]->name, name) == 0) {
            *out = defaults[i]->value;
            return true;
        }
    return false;
}

static Value as_catalog_value(Ctx *ctx, Value v, int depth);

Value catalog_value_3x(Ctx *ctx, Value v) {
    return as_catalog_value(ctx, v, 0);
}

/* A reference as a Puppet::Resource: the titled resource type (a class is Resource['Class',
 * 'Foo'], as TypeCalculator#infer_Resource gives it back; a resource type without a title has
 * the title ''), marked to print as "Notify[b]" ("Notify[]"). */
static Value as_puppet_resource(Ctx *ctx, const Type *t) {
    if (type_kind(t) == TYPE_CLASS)
        t = type_resource(ctx, "Class", catalog_capitalize(ctx, type_class_name(t)));
    else if (!type_resource_title(t))
        t = type_resource(ctx, type_resource_name(t), "");
    Value v = value_from_type(t);
    v.catalog_resource = true;
    return v;
}

static Value as_catalog_value(Ctx *ctx, Value v, int depth) {
    if (depth > MAX_DATA_DEPTH)
        return v;
    if (v.kind == VAL_TYPE && (catalog_is_reference(v.as.type) ||
                               (type_kind(v.as.type) == TYPE_RESOURCE && type_resource_name(v.as.type))))
        return as_puppet_resource(ctx, v.as.type);
    if (v.kind == VAL_ARRAY) {
        Array *a = array_new(ctx, v.as.array->count);
        for (size_t i = 0; i < v.as.array->count; i++)
            a->items[i] = as_catalog_value(ctx, v.as.array->items[i], depth + 1);
        return value_from_array(a);
    }
    if (v.kind == VAL_HASH) {
        Hash *h = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->count; i++)
            hash_put(ctx, h, v.as.hash->entries[i].key, as_catalog_value(ctx, v.as.hash->entries[i].value, depth + 1));
        return value_from_hash(h);
    }
    return v;
}

/* Whether name is a parameter of r (Puppet::Resource#valid_parameter?). */
static bool valid_parameter(CatResource *r, const char *name) {
    switch (r->kind) {
    case CAT_BUILTIN:
        return r->builtin && resource_type_has_attribute(r->builtin, name);
    case CAT_DEFINED:
    case CAT_CLASS:
    case CAT_NODE:
        break;
    }
    if (strcmp(name, "name") == 0 || resource_type_is_metaparam(name))
        return true;
    const CatDefinition *d = r->definition;
    if (!d || !d->node || d->kind == CAT_NODE)
        return false;
    const AstList *params = &d->node->as.definition.params;
    for (size_t i = 0; i < params->count; i++)
        if (strcmp(params->items[i]->as.param.name, name) == 0)
            return true;
    return false;
}

/* Ruby's String#capitalize: the first character up, the rest down. */
static const char *ruby_capitalize(Ctx *ctx, const char *s) {
    size_t len = strlen(s);
    char *out = ctx_strndup(ctx, s, len);
    for (size_t i = 0; i < len; i++) {
        char c = out[i];
        if (i == 0 && c >= 'a' && c <= 'z')
            out[i] = (char)(c - 32);
        else if (i > 0 && c >= 'A' && c <= 'Z')
            out[i] = (char)(c + 32);
    }
    return out;
}

bool catalog_type_resolves(Ctx *ctx, const Type *t) {
    if (type_kind(t) != TYPE_RESOURCE)
        return true;
    const char *name = type_resource_name(t);
    CatResolved resolved;
    /* Node is one of the static loader's BUILTIN_TYPE_NAMES although no Puppet::Type
     * implements it: a type reference that names nothing declarable (Node['x'] prints, and
     * `Node <| |>` is "Resource type node doesn't exist"). */
    return !name || type_resource_title(t) || strcasecmp(name, "node") == 0 ||
           catalog_resolve_type(ctx, name, &resolved);
}

Value catalog_check_type_reference(Ctx *ctx, Value v, const AstNode *node) {
    if (value_is_abrupt(v) || v.kind != VAL_TYPE || catalog_type_resolves(ctx, v.as.type))
        return v;
    return ctx_error(ctx, node->span, "Resource type not found: %s", node->as.string.text);
}

bool catalog_is_reference(const Type *t) {
    if (type_kind(t) == TYPE_CLASS)
        return type_class_name(t) != NULL;
    return type_kind(t) == TYPE_RESOURCE && type_resource_name(t) && type_resource_title(t);
}

Value catalog_attribute(Ctx *ctx, const Type *t, const Value *keys, size_t count, SrcSpan where) {
    bool is_class = type_kind(t) == TYPE_CLASS;
    const char *type_name = is_class ? "Class" : type_resource_name(t);
    const char *title = is_class ? type_class_name(t) : type_resource_title(t);
    CatResource *r;
    if (is_class)
        r = catalog_find(ctx, "Class", catalog_capitalize(ctx, title));   /* "main" is never found */
    else
        r = catalog_find(ctx, catalog_capitalize(ctx, type_name), title);
    if (!r)
        return ctx_error(ctx, where, "Resource not found: %s['%s']", type_name, title);
    ArrayBuilder flat;
    array_builder_init(&flat);
    bool many = count > 1;
    for (size_t i = 0; i < count; i++) {
        if (keys[i].kind == VAL_ARRAY) {
            many = true;
            for (size_t k = 0; k < keys[i].as.array->count; k++)
                array_builder_push(ctx, &flat, keys[i].as.array->items[k]);
        } else if (keys[i].kind != VAL_UNDEF) {
            array_builder_push(ctx, &flat, keys[i]);
        }
    }
    ArrayBuilder result;
    array_builder_init(&result);
    for (size_t i = 0; i < flat.count; i++) {
        Value k = flat.items[i];
        const char *name = k.kind == VAL_STRING ? k.as.string->bytes : NULL;
        if (!name || !valid_parameter(r, name))
            return ctx_error(ctx, where, "The resource %s['%s'] does not have a parameter called '%s'",
                             ruby_capitalize(ctx, type_name), title, name ? name : format_to_string(ctx, k)->bytes);
        Value v = value_undef();
        catalog_param_value(ctx, r, name, &v);
        array_builder_push(ctx, &result, as_catalog_value(ctx, v, 0));
    }
    if (many)
        return array_builder_finish(ctx, &result);
    return result.count ? result.items[result.count - 1] : value_undef();
}
