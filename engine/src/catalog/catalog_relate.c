/* catalog_relate.c: relationship expressions (->, ~>, <-, <~).
 *
 * Follows the reference's relationship_operator.rb and parser/relationship.rb: both operands
 * are evaluated and turned into references (resource references, class references, strings
 * such as 'Notify[a]', arrays of them, or collectors), each source is related to each target,
 * and the expression's value is its right side (its left side when the right names nothing).
 * The relationships take effect at the finish of the compile: each becomes a `before`
 * (-> <-) or `notify` (~> <~) parameter of its source, and a missing resource on either side
 * is an error then, without location. A collector on the right that collected nothing stands
 * for its own left side when it is, in turn, the left side of a chain.
 */
#include "catalog/catalog_internal.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "text/format.h"
#include "types/type.h"

/* --- relationships ------------------------------------------------------------------------- */

/* Transforms one value of an evaluated operand into references (RelationshipOperator#transform). */
static bool value_refs(Ctx *ctx, Value v, CatRef **refs, size_t *count, size_t *cap, SrcSpan where,
                       const char *op_text) {
    if (v.kind == VAL_STRING) {
        /* TypeParser#parse: a string that is no type specification is a runtime error of the
         * relationship expression */
        const Type *t = type_parse(ctx, v.as.string->bytes);
        if (!t) {
            ctx_clear_unwind(ctx);
            ctx_error(ctx, where, "Error while evaluating a '%s' expression, The expression <%s> is not a valid type specification.",
                      op_text, v.as.string->bytes);
            return false;
        }
        v = value_from_type(t);
    }
    if (v.kind == VAL_TYPE) {
        const Type *t = v.as.type;
        TypeKind k = type_kind(t);
        if (k != TYPE_RESOURCE && k != TYPE_CLASS) {
            ctx_error(ctx, where, "Illegal relationship operand, can not form a relationship with something of type %s. A Catalog type is required.",
                      type_to_string(ctx, t)->bytes);
            return false;
        }
        if (catalog_refs_collect(ctx, v, refs, count, cap))
            return true;
        if (k == TYPE_RESOURCE && type_resource_name(t)) {
            /* Relationship#canonical_ref keeps a type without title: the catalog's lookup
             * refuses it at the finish (evaluate_relationships) */
            catalog_refs_push(ctx, refs, count, cap, (CatRef){ catalog_capitalize(ctx, type_resource_name(t)), NULL });
            return true;
        }
        if (k == TYPE_CLASS) {
            ctx_error(ctx, where, "Error while evaluating a '%s' expression, No title provided and \"class\" is not a valid resource reference",
                      op_text);
            return false;
        }
        ctx_error(ctx, where, "No title provided and %s is not a valid resource reference",
                  type_to_string(ctx, t)->bytes);
        return false;
    }
    ctx_error(ctx, where, "Illegal relationship operand, can not form a relationship with %s. A Catalog type is required.",
              label_with_article(ctx, eval_value_label(ctx, v), false));
    return false;
}

/* The same for an operand's value, arrays flattened. */
static bool operand_refs(Ctx *ctx, Value v, CatRef **refs, size_t *count, size_t *cap, SrcSpan where,
                         const char *op_text) {
    size_t n;
    const Value *items = catalog_flatten(ctx, &v, &n);
    for (size_t i = 0; i < n; i++)
        if (!value_refs(ctx, items[i], refs, count, cap, where, op_text))
            return false;
    return true;
}

static CatRelOperand *eval_operand(Ctx *ctx, const AstNode *node, SrcSpan where, const char *op_text);

static const char *op_text_of(const AstNode *rel) {
    switch (rel->as.binary.op) {
    case REL_BEFORE: return "->";
    case REL_NOTIFY: return "~>";
    case REL_REQUIRE: return "<-";
    case REL_SUBSCRIBE: return "<~";
    }
    return "->";
}

static void uniq_refs(CatRelOperand *o) {
    size_t n = 0;
    for (size_t i = 0; i < o->count; i++) {
        bool seen = false;
        for (size_t k = 0; k < n && !seen; k++)
            seen = strcmp(o->refs[k].type, o->refs[i].type) == 0 && o->refs[k].title && o->refs[i].title &&
                   strcmp(o->refs[k].title, o->refs[i].title) == 0;
        if (!seen)
            o->refs[n++] = o->refs[i];
    }
    o->count = n;
}

static void add_relationship(Ctx *ctx, CatRelOperand *source, CatRelOperand *target, bool subscription, SrcSpan span) {
    Catalog *cat = catalog_of(ctx);
    if (cat->relationship_count == cat->relationship_capacity) {
        size_t n = cat->relationship_capacity ? cat->relationship_capacity * 2 : 8;
        cat->relationships = ctx_realloc(ctx, cat->relationships, cat->relationship_capacity * sizeof *cat->relationships,
                                         n * sizeof *cat->relationships);
        cat->relationship_capacity = n;
    }
    cat->relationships[cat->relationship_count++] = (CatRelationship){ source, target, subscription, span };
}

/* Evaluates a relationship expression and returns its result operand (the right side, or the
 * left one when the right names nothing). */
static CatRelOperand *eval_chain(Ctx *ctx, const AstNode *node) {
    CatRelOperand *left = eval_operand(ctx, node->as.binary.lhs, node->span, op_text_of(node));
    if (!left)
        return NULL;
    CatRelOperand *right = eval_operand(ctx, node->as.binary.rhs, node->span, op_text_of(node));
    if (!right)
        return NULL;
    int op = node->as.binary.op;
    bool reverse = op == REL_REQUIRE || op == REL_SUBSCRIBE;
    bool subscription = op == REL_NOTIFY || op == REL_SUBSCRIBE;
    CatRelOperand *source = reverse ? right : left, *target = reverse ? left : right;
    /* each source with each target: an empty side adds nothing */
    if ((source->collector || source->count) && (target->collector || target->count))
        add_relationship(ctx, source, target, subscription, node->span);
    if (!right->collector && right->count == 0)
        return left;
    if (right->collector)
        right->alternative = left;
    return right;
}

static CatRelOperand *eval_operand(Ctx *ctx, const AstNode *node, SrcSpan where, const char *op_text) {
    while (node->kind == AST_PAREN)
        node = node->as.unary.operand;
    CatRelOperand *o = ctx_calloc(ctx, 1, sizeof *o);
    if (node->kind == AST_RELATIONSHIP)
        return eval_chain(ctx, node);
    if (node->kind == AST_COLLECTOR) {
        if (!(o->collector = catalog_make_collector(ctx, node)))
            return NULL;
        return o;
    }
    Value v = eval_node(ctx, node);
    if (value_is_abrupt(v))
        return NULL;
    size_t cap = 0;
    if (!operand_refs(ctx, v, &o->refs, &o->count, &cap, where, op_text))
        return NULL;
    uniq_refs(o);
    return o;
}

/* The value of a relationship expression: its result operand as references. */
static Value operand_value(Ctx *ctx, const CatRelOperand *o) {
    if (o->collector)
        return value_undef();
    Array *a = array_new(ctx, o->count);
    for (size_t i = 0; i < o->count; i++) {
        const CatRef *r = &o->refs[i];
        a->items[i] = strcmp(r->type, "Class") == 0 ? value_from_type(type_class(ctx, r->title))
                                                    : value_from_type(type_resource(ctx, r->type, r->title));
    }
    return value_from_array(a);
}

/* The resources one side of a relationship stands for at the finish (Relationship#arrayify):
 * NULL entries name references that are not in the catalog (reported by the caller). */
static void side_refs(Ctx *ctx, const CatRelOperand *o, bool left, CatRef **refs, size_t *count) {
    size_t cap = 0;
    *refs = NULL;
    *count = 0;
    while (o && o->collector) {
        const CatCollector *c = o->collector;
        if (c->collected_count || !left) {
            for (size_t i = 0; i < c->collected_count; i++)
                catalog_refs_push(ctx, refs, count, &cap, (CatRef){ c->collected[i]->type, c->collected[i]->title });
            return;
        }
        o = o->alternative;   /* leftmost_alternative */
    }
    if (!o)
        return;
    for (size_t i = 0; i < o->count; i++)
        catalog_refs_push(ctx, refs, count, &cap, o->refs[i]);
}

/* Appends "Type[title]" to a relationship parameter of r (Relationship#mk_relationship). */
static bool append_relationship(Ctx *ctx, CatResource *r, const char *param, const char *text) {
    ArrayBuilder b;
    array_builder_init(&b);
    CatParam *p = catalog_param(r, param);
    CatParam np = { param, value_undef(), 0, NULL, false, false };
    if (p) {
        np = *p;
        if (p->value.kind == VAL_ARRAY) {
            for (size_t i = 0; i < p->value.as.array->count; i++)
                array_builder_push(ctx, &b, p->value.as.array->items[i]);
        } else if (p->value.kind != VAL_UNDEF) {
            array_builder_push(ctx, &b, p->value);
        }
    }
    array_builder_push(ctx, &b, value_cstring(ctx, text));
    np.value = array_builder_finish(ctx, &b);
    return catalog_set_param(ctx, r, np, span_none());
}

/* Compiler#evaluate_relationships: every recorded relationship becomes a before / notify
 * parameter of its sources. Errors have no location and no prefix, as the reference's. */
Value catalog_evaluate_relationships(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    for (size_t i = 0; i < cat->relationship_count; i++) {
        const CatRelationship *rel = &cat->relationships[i];
        CatRef *sources, *targets;
        size_t ns, nt;
        side_refs(ctx, rel->source, true, &sources, &ns);
        side_refs(ctx, rel->target, false, &targets, &nt);
        const char *param = rel->subscription ? "notify" : "before";
        for (size_t s = 0; s < ns; s++) {
            for (size_t t = 0; t < nt; t++) {
                for (int side = 0; side < 2; side++) {
                    const CatRef *ref = side == 0 ? &sources[s] : &targets[t];
                    if (!ref->title || !ref->title[0]) {
                        ctx_error(ctx, span_none(), "No title provided and \"%s[]\" is not a valid resource reference",
                                  ref->type);
                        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
                        return value_abrupt();
                    }
                    if (catalog_find(ctx, ref->type, ref->title))
                        continue;
                    const char *stext = catalog_ref_text(ctx, sources[s].type, sources[s].title);
                    const char *ttext = targets[t].title ? catalog_ref_text(ctx, targets[t].type, targets[t].title)
                                                         : ctx_sprintf(ctx, "%s", targets[t].type);
                    if (side == 0)
                        ctx_error(ctx, span_none(), "Could not find resource '%s' for relationship on '%s'", stext, ttext);
                    else
                        ctx_error(ctx, span_none(), "Could not find resource '%s' for relationship from '%s'", ttext, stext);
                    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
                    return value_abrupt();
                }
                CatResource *sr = catalog_find(ctx, sources[s].type, sources[s].title);
                const char *ttext = catalog_ref_text(ctx, targets[t].type, targets[t].title);
                if (!append_relationship(ctx, sr, param, ttext))
                    return value_abrupt();
            }
        }
    }
    return value_undef();
}

Value catalog_eval_relationship(Ctx *ctx, const AstNode *node) {
    CatRelOperand *result = eval_chain(ctx, node);
    if (!result)
        return value_abrupt();
    return operand_value(ctx, result);
}
