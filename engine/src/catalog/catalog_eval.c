/* catalog_eval.c: evaluation of resource expressions, resource defaults and overrides, and
 * the dispatch of every catalog expression (collectors: catalog_collect.c; relationships:
 * catalog_relate.c).
 *
 * Follows the reference's evaluator_impl.rb (eval_ResourceExpression,
 * eval_ResourceDefaultsExpression, eval_ResourceOverrideExpression) and
 * runtime3_resource_support.rb (create_resources):
 *   - titles are evaluated, then the attribute operations of every body; a `default:` body's
 *     attributes apply beneath each other body's;
 *   - a resource takes the defaults of its scope chain that it does not set when it is
 *     created; defaults written later are still seen by `Type['t'][attr]` (catalog_compile.c);
 *   - an override merges at once when its resource exists, else at the finish; only the same
 *     body's defaults or a subclass may replace a parameter that is set.
 * Errors of the catalog machinery itself (unknown type, duplicate declaration) are recorded
 * with catalog_runtime_error and wrapped by the statement as the reference does ("Error while
 * evaluating a Resource Statement, ..."); errors of Puppet code keep their own message.
 */
#include "catalog/catalog_internal.h"
#include "env/env.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "text/format.h"
#include "support/strbuf.h"
#include "types/type.h"
/* --- helpers ------------------------------------------------------------------------------- */

/* The label of v's generalized type ("Integer", "Array[String]"), as titles errors show it. */
const char *catalog_type_label(Ctx *ctx, Value v) {
    if (v.kind == VAL_UNDEF)
        return "Undef";
    if (v.kind == VAL_DEFAULT)
        return "Default";
    return type_to_string(ctx, type_infer_mode(ctx, v, INFER_GENERALIZED))->bytes;
}

/* Parameters a list holds before it is indexed (catalog.h). */
#define CATALOG_PARAMS_INDEXED 16

static size_t name_hash(const char *name) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        h = (h ^ *p) * 0x100000001b3ull;
    return (size_t)(h ^ (h >> 32));
}

/* The slot of name in the list's index: where it is, or the free slot where it would go. */
static size_t *param_slot(const CatParamList *list, const char *name) {
    size_t i = name_hash(name) & list->slot_mask;
    while (list->slots[i] && strcmp(list->items[list->slots[i] - 1].name, name) != 0)
        i = (i + 1) & list->slot_mask;
    return &list->slots[i];
}

void catalog_params_push(Ctx *ctx, CatParamList *list, CatParam p) {
    if (list->count == list->capacity) {
        size_t cap = list->capacity ? list->capacity * 2 : 4;
        list->items = ctx_realloc(ctx, list->items, list->capacity * sizeof *list->items, cap * sizeof *list->items);
        list->capacity = cap;
        if (cap > CATALOG_PARAMS_INDEXED) {   /* a new index with room for twice the capacity */
            size_t slots = 1;
            while (slots < cap * 2)
                slots *= 2;
            list->slots = ctx_calloc(ctx, slots, sizeof *list->slots);
            list->slot_mask = slots - 1;
            for (size_t i = 0; i < list->count; i++) {
                size_t *slot = param_slot(list, list->items[i].name);
                if (!*slot)   /* a name pushed twice: the first is the one found */
                    *slot = i + 1;
            }
        }
    }
    list->items[list->count++] = p;
    if (list->slots) {
        size_t *slot = param_slot(list, p.name);
        if (!*slot)
            *slot = list->count;
    }
}

CatParam *catalog_params_find(CatParamList *list, const char *name) {
    if (list->slots) {
        size_t k = *param_slot(list, name);
        return k ? &list->items[k - 1] : NULL;
    }
    /* the first letters differ for most pairs: the to_ral checks ask for each of a type's
     * attributes (a file's 30) in each resource */
    for (size_t i = 0; i < list->count; i++)
        if (list->items[i].name[0] == name[0] && strcmp(list->items[i].name, name) == 0)
            return &list->items[i];
    return NULL;
}

/* What the reference's Runtime3Converter refuses in an attribute's value. */
typedef enum Unconvertible {
    CONVERTIBLE,
    BARE_CLASS,       /* a bare `Class` (no name): a Puppet::Resource of it fails */
    ITERATOR,         /* convert_Iterator: "Use of an Iterator is not supported here" */
} Unconvertible;

/* The first thing in v, in the converter's order (array elements, hash keys then values), it
 * refuses. Each element visited is a step, as in the other walks over values: shared data
 * (`[$m, $m]` nested 40 times) ends at the step limit. */
static Unconvertible unconvertible(Ctx *ctx, Value v, int depth) {
    ctx_step(ctx);
    if (depth > 64)
        return CONVERTIBLE;
    if (v.kind == VAL_ITERATOR)
        return ITERATOR;
    if (v.kind == VAL_TYPE)
        return type_kind(v.as.type) == TYPE_CLASS && !type_class_name(v.as.type) ? BARE_CLASS : CONVERTIBLE;
    Unconvertible found = CONVERTIBLE;
    if (v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count && !found; i++)
            found = unconvertible(ctx, v.as.array->items[i], depth + 1);
    } else if (v.kind == VAL_HASH) {
        for (size_t i = 0; i < v.as.hash->count && !found; i++) {
            found = unconvertible(ctx, v.as.hash->entries[i].key, depth + 1);
            if (!found)
                found = unconvertible(ctx, v.as.hash->entries[i].value, depth + 1);
        }
    }
    return found;
}

/* Evaluates attribute operations into params (splats expanded). `where_dup` locates the
 * duplicate-attribute error (the whole expression, as the reference reports it). */
bool catalog_eval_attributes(Ctx *ctx, const AstList *ops, const CatDefinition *source,
                               CatParamList *out, SrcSpan where_dup) {
    for (size_t i = 0; i < ops->count; i++) {
        const AstNode *op = ops->items[i];
        Value v = eval_node(ctx, op->as.attribute.value);
        if (value_is_abrupt(v))
            return false;
        bool splat = strcmp(op->as.attribute.name, "*") == 0;
        /* a splat is a Hash first (TYPE_MISMATCH), then each of its values is converted */
        Unconvertible refused = splat && v.kind != VAL_HASH ? CONVERTIBLE : unconvertible(ctx, v, 0);
        if (refused) {
            /* the evaluator's label of the operation: an AttributeOperation names its operator */
            const char *label = splat ? "an Object"
                                : op->as.attribute.op == ATTR_APPEND ? "a '+>' expression"
                                                                     : "a '=>' expression";
            ctx_error(ctx, op->span, "Error while evaluating %s, %s", label,
                      refused == ITERATOR ? "Use of an Iterator is not supported here"
                                          : "No title provided and \"class\" is not a valid resource reference");
            return false;
        }
        if (splat) {
            if (v.kind != VAL_HASH) {
                ctx_error(ctx, op->as.attribute.value->span, "Expected value of type Hash, got %s",
                          catalog_type_label(ctx, v));
                return false;
            }
            const Hash *h = v.as.hash;
            for (size_t k = 0; k < h->count; k++) {
                Value key = h->entries[k].key;
                const char *name = key.kind == VAL_STRING ? key.as.string->bytes : format_to_string(ctx, key)->bytes;
                if (catalog_params_find(out, name)) {
                    ctx_error(ctx, where_dup, "The attribute '%s' has already been set", name);
                    return false;
                }
                catalog_params_push(ctx, out, (CatParam){ name, h->entries[k].value, op->span.line, source, false, false });
            }
            continue;
        }
        if (catalog_params_find(out, op->as.attribute.name)) {
            ctx_error(ctx, where_dup, "The attribute '%s' has already been set", op->as.attribute.name);
            return false;
        }
        catalog_params_push(ctx, out, (CatParam){ op->as.attribute.name, v, op->span.line, source,
                                          op->as.attribute.op == ATTR_APPEND, false });
    }
    return true;
}

/* Marks the pending error as one of the catalog machinery, to be wrapped by the statement. */
Value catalog_runtime_error(Ctx *ctx, SrcSpan where, const char *format, const char *arg) {
    ctx_error(ctx, where, format, arg);
    ctx->interp->error_from_puppet = false;
    return value_abrupt();
}
/* --- declaring resources ------------------------------------------------------------------- */

/* Appends to r the defaults of frame's chain for its type that r does not set (Parser::Resource
 * #initialize with_defaults). */
static bool add_defaults(Ctx *ctx, CatResource *r, CatFrame *frame, SrcSpan where);

/* Looks the defaults of type up in frame and its parents (Scope#lookupdefaults: the nearest
 * scope wins); calls fn for each in the reference's order. */
static void collect_defaults(CatFrame *frame, const char *type, CatParam **out, size_t *count, size_t max) {
    if (!frame)
        return;
    collect_defaults(frame->parent, type, out, count, max);
    for (size_t i = 0; i < frame->default_count; i++) {
        CatDefault *d = &frame->defaults[i];
        if (strcmp(d->type, type) != 0)
            continue;
        size_t k;
        for (k = 0; k < *count; k++)
            if (strcmp(out[k]->name, d->param.name) == 0)
                break;
        if (k < *count)
            out[k] = &d->param;
        else if (*count < max)
            out[(*count)++] = &d->param;
    }
}

/* The number of defaults of frame's chain for type (the size collect_defaults needs). */
static size_t count_defaults(CatFrame *frame, const char *type) {
    size_t n = 0;
    for (; frame; frame = frame->parent)
        for (size_t i = 0; i < frame->default_count; i++)
            n += strcmp(frame->defaults[i].type, type) == 0;
    return n;
}

bool catalog_lookup_defaults(Ctx *ctx, CatFrame *frame, const char *type, CatParam ***out, size_t *count) {
    size_t max = count_defaults(frame, type);
    *out = max ? ctx_alloc(ctx, max * sizeof **out) : NULL;
    *count = 0;
    collect_defaults(frame, type, *out, count, max);
    return true;
}

bool catalog_has_default(Ctx *ctx, const char *type, const char *attr) {
    CatParam **defaults;
    size_t count;
    catalog_lookup_defaults(ctx, catalog_current_frame(ctx), type, &defaults, &count);
    for (size_t i = 0; i < count; i++)
        if (strcmp(defaults[i]->name, attr) == 0)
            return true;
    return false;
}

static bool add_defaults(Ctx *ctx, CatResource *r, CatFrame *frame, SrcSpan where) {
    CatParam **defaults;
    size_t count;
    catalog_lookup_defaults(ctx, frame, r->type, &defaults, &count);
    for (size_t i = 0; i < count; i++) {
        if (catalog_param(r, defaults[i]->name))
            continue;
        if (!catalog_set_param(ctx, r, *defaults[i], where))
            return false;
    }
    return true;
}

/* find_resource_type: a built-in type (no "::"), else a define. */
bool catalog_top_builtin(Ctx *ctx, const char *type_name) {
    if (type_name[0] != ':' || type_name[1] != ':')
        return false;
    const char *lower = catalog_downcase(ctx, type_name);
    return !strstr(lower, "::") && resource_type_find(lower, strlen(lower));
}

/* Puppet::Type.type's autoloading from the modules (lib/puppet/type/<name>.rb, the first
 * module in module path order that has the file): the engine's table of that module's type, or
 * NULL (no module has it, or the engine does not know it: then it is unknown, as for a
 * reference without the module). */
static const ResourceTypeInfo *module_type(Ctx *ctx, const char *lower) {
    const EnvModule *m = env_ruby_type_module(ctx, lower);
    return m ? resource_type_module_find(m->name, lower, strlen(lower)) : NULL;
}

bool catalog_resolve_type(Ctx *ctx, const char *type_name, CatResolved *out) {
    const char *lower = catalog_downcase(ctx, type_name);
    memset(out, 0, sizeof *out);
    catalog_of(ctx)->load_failed = false;
    if (!strstr(lower, "::")) {
        const ResourceTypeInfo *b = resource_type_find(lower, strlen(lower));
        if (!b && *lower)
            b = module_type(ctx, lower);
        if (b) {
            out->kind = CAT_BUILTIN;
            out->builtin = b;
            out->type = catalog_capitalize(ctx, lower);
            return true;
        }
    }
    const CatDefinition *d = catalog_find_define(ctx, lower);
    if (d) {
        out->kind = CAT_DEFINED;
        out->definition = d;
        out->type = catalog_capitalize(ctx, d->name);
        return true;
    }
    return false;
}

/* A declared resource as the resource expression's value. The reference's resource_to_ptype
 * infers the 3x resource, so a class is the Resource type Class['Foo'] (its title capitalized),
 * not the Class type that Class['foo'] and include() give. */
static Value ref_value(Ctx *ctx, const CatResource *r) {
    return value_from_type(type_resource(ctx, r->type, r->title));
}

/* Creates one resource of an already resolved type (the body of create_resources). */
static CatResource *declare_one(Ctx *ctx, const CatResolved *t, const char *title, bool string_title,
                                const CatParamList *params, bool is_virtual, bool exported, SrcSpan where) {
    Catalog *cat = catalog_of(ctx);
    CatFrame *frame = catalog_current_frame(ctx);
    CatResource *r = catalog_new_resource(ctx, t->kind, t->type, title);
    r->builtin = t->builtin;
    r->definition = t->definition;
    /* the file of the declaration: a module's manifest, or the run's main program's name */
    r->file = where.file && where.file->path ? where.file->path : cat->source_file;
    r->line = where.line;
    r->is_virtual = is_virtual || exported;
    r->exported = exported;
    for (size_t i = 0; i < params->count; i++)
        if (!catalog_set_param(ctx, r, params->items[i], where)) {
            /* an invalid tag: a Puppet::ParseError at the resource's line, printed as is */
            ctx->unwind.span = span_none();
            ctx->unwind.span.line = where.line;
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            ctx->interp->error_from_puppet = true;
            return NULL;
        }
    catalog_tag(ctx, r, t->kind == CAT_CLASS ? "class" : t->type, where);
    r->integer_title = !string_title;
    if (string_title)
        catalog_tag_if_valid(ctx, r, title);
    if (!add_defaults(ctx, r, frame, where))
        return NULL;
    if (t->kind == CAT_CLASS && value_is_abrupt(catalog_instantiate_class(ctx, r, frame, where)))
        return NULL;
    if (!catalog_add(ctx, r, frame, where)) {
        ctx->interp->error_from_puppet = false;
        return NULL;
    }
    return r;
}

Value catalog_declare(Ctx *ctx, const char *type_name, const Value *titles, size_t title_count,
                      const CatParamList *params, bool is_virtual, bool exported, SrcSpan where) {
    CatResolved t;
    bool is_class = strcmp(catalog_downcase(ctx, type_name), "class") == 0;
    if (is_class) {
        memset(&t, 0, sizeof t);
        t.kind = CAT_CLASS;
        t.type = "Class";
    } else if (catalog_top_builtin(ctx, type_name) || !catalog_resolve_type(ctx, type_name, &t)) {
        if (catalog_load_failed(ctx))
            return value_abrupt();
        return catalog_runtime_error(ctx, where, "Unknown resource type: '%s'", type_name);
    }
    ArrayBuilder refs;
    array_builder_init(&refs);
    for (size_t i = 0; i < title_count; i++) {
        bool is_string = titles[i].kind == VAL_STRING;
        const char *title = is_string ? titles[i].as.string->bytes : format_to_string(ctx, titles[i])->bytes;
        if (is_class) {
            const CatDefinition *d = catalog_find_class(ctx, title);
            if (!d && catalog_load_failed(ctx))
                return value_abrupt();
            if (!d)
                return catalog_runtime_error(ctx, where, "Could not find declared class %s", title);
            t.definition = d;
            title = catalog_capitalize(ctx, d->name);
        }
        CatResource *r = declare_one(ctx, &t, title, is_string || is_class, params, is_virtual, exported, where);
        if (!r)
            return value_abrupt();
        if (is_class)
            TRY(catalog_evaluate_class(ctx, r, where));
        array_builder_push(ctx, &refs, ref_value(ctx, r));
    }
    return array_builder_finish(ctx, &refs);
}

/* Appends one title to b, checking it as the reference does: `at` is its index among the
 * flattened titles. Returns false after an error at `where`. */
static bool check_title(Ctx *ctx, Value v, ArrayBuilder *b, size_t at, bool *has_default, SrcSpan where) {
    if (v.kind == VAL_UNDEF) {
        ctx_error(ctx, where, "Missing title at index %zu. The title expression resulted in an undef title", at);
        return false;
    }
    if (v.kind == VAL_DEFAULT) {
        *has_default = true;
        array_builder_push(ctx, b, v);
        return true;
    }
    if (v.kind != VAL_STRING) {
        ctx_error(ctx, where, "Illegal title type at index %zu. Expected String, got %s", at,
                  catalog_type_label(ctx, v));
        return false;
    }
    if (v.as.string->len == 0) {
        ctx_error(ctx, where, "Empty string title at %zu. Title strings must have a length greater than zero.", at);
        return false;
    }
    array_builder_push(ctx, b, v);
    return true;
}

/* Appends the titles of v (flattened) to b, checking them. Returns false after an error at
 * `where`. */
static bool collect_titles(Ctx *ctx, Value titles, ArrayBuilder *b, bool *has_default, SrcSpan where) {
    size_t count;
    const Value *items = catalog_flatten(ctx, &titles, &count);
    for (size_t i = 0; i < count; i++)
        if (!check_title(ctx, items[i], b, i, has_default, where))
            return false;
    return true;
}

/* The type name of a resource expression (eval_ResourceExpression's first part). */
static bool resource_type_name(Ctx *ctx, const AstNode *type_node, const char **out) {
    if (type_node->kind == AST_NAME) {
        *out = type_node->as.string.text;
        return true;
    }
    bool acceptable = type_node->kind == AST_TYPE_REF ||
                      (type_node->kind == AST_ACCESS && type_node->as.access.target->kind == AST_TYPE_REF);
    Value v = eval_node(ctx, type_node);
    if (value_is_abrupt(v))
        return false;
    if (!acceptable || v.kind != VAL_TYPE) {
        ctx_error(ctx, type_node->span,
                  "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s",
                  catalog_type_label(ctx, v));
        return false;
    }
    const Type *t = v.as.type;
    switch (type_kind(t)) {
    case TYPE_CLASS:
        if (type_class_name(t)) {
            ctx_error(ctx, type_node->span,
                      "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s",
                      type_to_string(ctx, t)->bytes);
            return false;
        }
        *out = "class";
        return true;
    case TYPE_RESOURCE:
        if (type_resource_title(t) || !type_resource_name(t)) {
            ctx_error(ctx, type_node->span,
                      "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s",
                      type_to_string(ctx, t)->bytes);
            return false;
        }
        *out = type_resource_name(t);
        return true;
    default:
        ctx_error(ctx, type_node->span,
                  "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s",
                  catalog_type_label(ctx, v));
        return false;
    }
}

static Value eval_resource(Ctx *ctx, const AstNode *node) {
    const char *type_name;
    if (!resource_type_name(ctx, node->as.resource.type, &type_name))
        return value_abrupt();
    bool exported = node->as.resource.form == RESOURCE_EXPORTED;
    bool is_virtual = node->as.resource.form != RESOURCE_REGULAR;
    if (exported)
        ctx_warn(ctx, node->span, "You cannot collect exported resources without storeconfigs being set; the export is ignored");
    const CatDefinition *source = catalog_current_frame(ctx)->source;
    const AstList *bodies = &node->as.resource.bodies;
    ArrayBuilder *titles = ctx_calloc(ctx, bodies->count ? bodies->count : 1, sizeof *titles);
    CatParamList *params = ctx_calloc(ctx, bodies->count ? bodies->count : 1, sizeof *params);
    ArrayBuilder all;
    array_builder_init(&all);
    const CatParamList *default_params = NULL;
    /* titles and attribute operations are evaluated body by body before any resource exists */
    for (size_t i = 0; i < bodies->count; i++) {
        const AstNode *body = bodies->items[i];
        Value v;
        TRY(v = eval_node(ctx, body->as.resource_body.title));
        if (v.kind == VAL_UNDEF)
            return ctx_error(ctx, body->as.resource_body.title->span, "Missing title. The title expression resulted in undef");
        array_builder_init(&titles[i]);
        bool has_default = false;
        if (!collect_titles(ctx, v, &titles[i], &has_default, body->as.resource_body.title->span))
            return value_abrupt();
        for (size_t k = 0; k < titles[i].count; k++) {
            Value title = titles[i].items[k];
            for (size_t j = 0; j < all.count; j++)
                if (value_eql(all.items[j], title))
                    return ctx_error(ctx, node->span, "The title '%s' has already been used in this resource expression",
                                     title.kind == VAL_DEFAULT ? "default" : title.as.string->bytes);
            array_builder_push(ctx, &all, title);
        }
        if (!catalog_eval_attributes(ctx, &body->as.resource_body.ops, source, &params[i], node->span))
            return value_abrupt();
        if (has_default)
            default_params = &params[i];
    }
    ArrayBuilder result;
    array_builder_init(&result);
    for (size_t i = 0; i < bodies->count; i++) {
        /* defaults_hash.merge(body params): the default body's keys first, in its order */
        CatParamList merged = {0};
        if (default_params) {
            for (size_t k = 0; k < default_params->count; k++) {
                CatParam *own = catalog_params_find(&params[i], default_params->items[k].name);
                catalog_params_push(ctx, &merged, own ? *own : default_params->items[k]);
            }
        }
        for (size_t k = 0; k < params[i].count; k++)
            if (!catalog_params_find(&merged, params[i].items[k].name))
                catalog_params_push(ctx, &merged, params[i].items[k]);
        ArrayBuilder real;
        array_builder_init(&real);
        for (size_t k = 0; k < titles[i].count; k++)
            if (titles[i].items[k].kind != VAL_DEFAULT)
                array_builder_push(ctx, &real, titles[i].items[k]);
        ctx->interp->error_from_puppet = true;
        Value refs = catalog_declare(ctx, type_name, real.items, real.count, &merged, is_virtual, exported, node->span);
        if (value_is_abrupt(refs)) {
            if (ctx->unwind.kind == UNWIND_ERROR && !ctx->interp->error_from_puppet) {
                ctx->unwind.message = ctx_sprintf(ctx, "Error while evaluating a Resource Statement, %s", ctx->unwind.message);
                ctx->unwind.span = node->span;
                ctx->interp->error_from_puppet = true;
            }
            return value_abrupt();
        }
        for (size_t k = 0; k < refs.as.array->count; k++)
            array_builder_push(ctx, &result, refs.as.array->items[k]);
    }
    return array_builder_finish(ctx, &result);
}
/* --- defaults ------------------------------------------------------------------------------ */

static Value eval_defaults(Ctx *ctx, const AstNode *node) {
    Value type_value;
    TRY(type_value = eval_node(ctx, node->as.resource_body.title));
    const Type *t = type_value.kind == VAL_TYPE ? type_value.as.type : NULL;
    if (!t || type_kind(t) != TYPE_RESOURCE || !type_resource_name(t) || type_resource_title(t))
        return ctx_error(ctx, node->as.resource_body.title->span,
                         "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s",
                         catalog_type_label(ctx, type_value));
    CatFrame *frame = catalog_current_frame(ctx);
    CatParamList params = {0};
    if (!catalog_eval_attributes(ctx, &node->as.resource_body.ops, frame->source, &params, node->span))
        return value_abrupt();
    const char *type = catalog_capitalize(ctx, type_resource_name(t));
    for (size_t i = 0; i < params.count; i++) {
        for (size_t k = 0; k < frame->default_count; k++)
            if (strcmp(frame->defaults[k].type, type) == 0 && strcmp(frame->defaults[k].param.name, params.items[i].name) == 0) {
                /* a Puppet::ParseError with the parameter's location: printed as is */
                SrcSpan at = span_none();
                at.line = params.items[i].line;
                ctx_error(ctx, at, "Default already defined for %s { %s }; cannot redefine", type, params.items[i].name);
                ctx->unwind.error_kind = PUPPET_ERROR_NONE;
                return value_abrupt();
            }
        if (frame->default_count == frame->default_capacity) {
            size_t cap = frame->default_capacity ? frame->default_capacity * 2 : 4;
            frame->defaults = ctx_realloc(ctx, frame->defaults, frame->default_capacity * sizeof *frame->defaults,
                                          cap * sizeof *frame->defaults);
            frame->default_capacity = cap;
        }
        frame->defaults[frame->default_count++] = (CatDefault){ type, params.items[i] };
    }
    return type_value;
}
/* --- references ---------------------------------------------------------------------------- */

void catalog_refs_push(Ctx *ctx, CatRef **refs, size_t *count, size_t *cap, CatRef r) {
    if (*count == *cap) {
        size_t n = *cap ? *cap * 2 : 4;
        *refs = ctx_realloc(ctx, *refs, *cap * sizeof **refs, n * sizeof **refs);
        *cap = n;
    }
    (*refs)[(*count)++] = r;
}

/* The catalog key of a titled resource type. Resource['class', 'foo'] (and a class
 * declaration's value) is a class: Resource.type_and_title capitalizes the title's segments
 * unless it starts with a capital. */
static CatRef resource_ref(Ctx *ctx, const Type *t) {
    const char *type = catalog_capitalize(ctx, type_resource_name(t));
    const char *title = type_resource_title(t);
    if (strcmp(type, "Class") == 0 && *title && !(title[0] >= 'A' && title[0] <= 'Z'))
        title = catalog_capitalize(ctx, title);
    return (CatRef){ type, title };
}

/* Appends the reference one value names; false when it names none. */
static bool collect_ref(Ctx *ctx, Value v, CatRef **refs, size_t *count, size_t *cap) {
    if (v.kind != VAL_TYPE)
        return false;
    const Type *t = v.as.type;
    if (type_kind(t) == TYPE_RESOURCE && type_resource_name(t) && type_resource_title(t)) {
        catalog_refs_push(ctx, refs, count, cap, resource_ref(ctx, t));
        return true;
    }
    if (type_kind(t) == TYPE_CLASS && type_class_name(t)) {
        const char *name = type_class_name(t);
        catalog_refs_push(ctx, refs, count, cap,
                  (CatRef){ "Class", catalog_capitalize(ctx, name) });
        return true;
    }
    return false;
}

bool catalog_refs_collect(Ctx *ctx, Value v, CatRef **refs, size_t *count, size_t *cap) {
    size_t n;
    const Value *items = catalog_flatten(ctx, &v, &n);
    for (size_t i = 0; i < n; i++)
        if (!collect_ref(ctx, items[i], refs, count, cap))
            return false;
    return true;
}

bool catalog_refs_of(Ctx *ctx, Value v, CatRef **refs, size_t *count) {
    size_t cap = 0;
    *refs = NULL;
    *count = 0;
    return catalog_refs_collect(ctx, v, refs, count, &cap);
}
/* --- overrides ----------------------------------------------------------------------------- */

/* Whether value equals a default of (type, name) in frame's chain (Scope#is_default?). */
static bool is_default_value(CatFrame *frame, const char *type, const char *name, Value value) {
    for (; frame; frame = frame->parent)
        for (size_t i = 0; i < frame->default_count; i++) {
            const CatDefault *d = &frame->defaults[i];
            if (strcmp(d->type, type) == 0 && strcmp(d->param.name, name) == 0 && value_equal(d->param.value, value))
                return true;
        }
    return false;
}

/* How the reference names the source of a parameter in "already set ... by X": it prints a
 * Ruby object there (#<Puppet::Resource::Type:0x...>); the engine names the class or define
 * (docs/deviations.md). */
static const char *source_label(Ctx *ctx, const CatDefinition *d) {
    if (!d)
        return "Class[main]";
    switch (d->kind) {
    case CAT_CLASS:
        return *d->name ? ctx_sprintf(ctx, "Class[%s]", catalog_capitalize(ctx, d->name)) : "Class[main]";
    case CAT_DEFINED:
        return ctx_sprintf(ctx, "%s", catalog_capitalize(ctx, d->name));
    case CAT_NODE:
        return ctx_sprintf(ctx, "Node[%s]", d->name);
    case CAT_BUILTIN:
        break;
    }
    return "Class[main]";
}

/* Whether a parameter set by `by` may replace one set by `current` (child_of?; a collector's
 * override, by == NULL, may replace anything). */
static bool may_override(Ctx *ctx, const CatDefinition *by, const CatDefinition *current, bool by_collector) {
    if (by_collector)
        return true;
    return by != current && catalog_child_of(ctx, by, current);
}

/* Parse errors the reference raises with a file and line only: printed without prefix. */
static bool located_error(Ctx *ctx, uint32_t line, const char *message) {
    SrcSpan at = span_none();
    at.line = line;
    ctx_error(ctx, at, "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return false;
}

bool catalog_merge_override(Ctx *ctx, CatResource *r, const CatOverride *o) {
    const CatDefinition *rsource = r->self_sourced ? r->definition : r->frame ? r->frame->source : NULL;
    bool collector = o->source == NULL;
    if (!collector && rsource != o->source && !catalog_child_of(ctx, o->source, rsource))
        return located_error(ctx, o->line, "Only subclasses can override parameters");
    if (r->evaluated) {   /* Parser::Resource#merge: the body has already seen the old values */
        SrcSpan at = span_none();
        at.line = o->line;
        if (r->line)   /* Puppet::Util::Errors#error_location: "(line: N)" also without a file */
            ctx_warn(ctx, at, "Attempt to override an already evaluated resource, defined at (line: %u), with new values",
                     r->line);
        else
            ctx_warn(ctx, at, "Attempt to override an already evaluated resource with new values");
    }
    for (size_t i = 0; i < o->params.count; i++) {
        CatParam p = o->params.items[i];
        CatParam *current = catalog_param(r, p.name);
        SrcSpan at = span_none();
        at.line = p.line;
        if (!current) {
            p.add = false;
            if (!catalog_set_param(ctx, r, p, at))
                return false;
            continue;
        }
        if (is_default_value(r->frame, r->type, p.name, p.value))
            continue;
        if (!(may_override(ctx, p.source, current->source, collector) ||
              (p.source == current->source && is_default_value(r->frame, r->type, p.name, current->value)))) {
            const char *where = current->line ? ctx_sprintf(ctx, " at (line: %u)", current->line) : "";
            return located_error(ctx, p.line,
                                 ctx_sprintf(ctx, "Parameter '%s' is already set on %s by %s%s; cannot redefine", p.name,
                                             catalog_ref_text(ctx, r->type, r->title), source_label(ctx, current->source),
                                             where));
        }
        if (p.add) {
            ArrayBuilder b;
            array_builder_init(&b);
            Value parts[2] = { current->value, p.value };
            for (int k = 0; k < 2; k++) {
                if (parts[k].kind == VAL_ARRAY)
                    for (size_t j = 0; j < parts[k].as.array->count; j++)
                        array_builder_push(ctx, &b, parts[k].as.array->items[j]);
                else
                    array_builder_push(ctx, &b, parts[k]);
            }
            p.value = array_builder_finish(ctx, &b);
        }
        p.add = false;
        if (!catalog_set_param(ctx, r, p, at))
            return false;
    }
    return true;
}

/* Records an override of ref: merged now when the resource exists (Compiler#add_override). */
bool catalog_add_override(Ctx *ctx, CatRef ref, const CatParamList *params, const CatDefinition *source,
                         bool collector, uint32_t line) {
    Catalog *cat = catalog_of(ctx);
    CatOverride *o = ctx_calloc(ctx, 1, sizeof *o);
    o->ref = ref;
    o->params = *params;
    o->frame = catalog_current_frame(ctx);
    o->source = collector ? NULL : source;
    o->file = cat->source_file;
    o->line = line;
    CatResource *r = catalog_find(ctx, ref.type, ref.title);
    if (r) {
        o->applied = true;
        return catalog_merge_override(ctx, r, o);
    }
    if (cat->override_count == cat->override_capacity) {
        size_t n = cat->override_capacity ? cat->override_capacity * 2 : 4;
        cat->overrides = ctx_realloc(ctx, cat->overrides, cat->override_capacity * sizeof *cat->overrides, n * sizeof *cat->overrides);
        cat->override_capacity = n;
    }
    cat->overrides[cat->override_count++] = o;
    return true;
}

static Value eval_override(Ctx *ctx, const AstNode *node) {
    Value target;
    TRY(target = eval_node(ctx, node->as.resource_body.title));
    CatFrame *frame = catalog_current_frame(ctx);
    CatParamList params = {0};
    if (!catalog_eval_attributes(ctx, &node->as.resource_body.ops, frame->source, &params, node->span))
        return value_abrupt();
    Value single[1] = { target };
    const Value *items = target.kind == VAL_ARRAY ? target.as.array->items : single;
    size_t n = target.kind == VAL_ARRAY ? target.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value v = items[i];
        const Type *t = v.kind == VAL_TYPE ? v.as.type : NULL;
        if (!t || type_kind(t) != TYPE_RESOURCE || !type_resource_name(t))
            return ctx_error(ctx, node->span, "Resource Override can only operate on resources, got: %s",
                             eval_value_label(ctx, v));
        if (!type_resource_title(t))
            return ctx_error(ctx, node->span, "Resource Override can only operate on resources, got: %s",
                             eval_value_label(ctx, v));
        CatRef ref = resource_ref(ctx, t);
        if (!catalog_add_override(ctx, ref, &params, frame->source, false, node->span.line))
            return value_abrupt();
    }
    return target;
}
/* --- dispatch ------------------------------------------------------------------------------ */

Value catalog_eval(Ctx *ctx, const AstNode *node) {
    switch (node->kind) {
    case AST_RESOURCE:
        return eval_resource(ctx, node);
    case AST_RESOURCE_DEFAULTS:
        return eval_defaults(ctx, node);
    case AST_RESOURCE_OVERRIDE:
        return eval_override(ctx, node);
    case AST_COLLECTOR: {
        /* a collector is a value only as a function argument (the validator rejects the other
         * uses): the reference prints it as "Catalog-Collector[Notify]" */
        CatCollector *c = catalog_make_collector(ctx, node);
        if (!c)
            return value_abrupt();
        return value_cstring(ctx, ctx_sprintf(ctx, "%s[%s]", c->exported ? "Exported-Collector" : "Catalog-Collector", c->type));
    }
    case AST_RELATIONSHIP:
        return catalog_eval_relationship(ctx, node);
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
    case AST_NODE_DEF:
        /* registered before the program ran (catalog_register_definitions) */
        return value_undef();
    default:
        break;
    }
    return ctx_error(ctx, node->span, "Internal error: %s is not a catalog expression", ast_kind_name(node->kind));
}
