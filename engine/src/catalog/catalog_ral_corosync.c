/* catalog_ral_corosync.c: the to_ral checks of corosync's cs_* types (lib/puppet/type/cs_*.rb):
 * ensure, cs_clone's value collections and validate block (primitive or group, only one),
 * cs_colocation's and cs_group's primitives, cs_location's validate block (node_name or rules),
 * cs_order's boolean symmetrical and the munge of first and second, cs_primitive's hashes,
 * arrays and promotable, its operations'
 * munge (the deprecation warnings of roles in names and of arrays of operations), and the boolean
 * parameters of cs_property and cs_shadow. What the cluster's CIB holds is not asked.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>
#include <strings.h>

#include "text/sprintf.h"
#include "types/type.h"

/* A Puppet::Error of a property's validate block or should=, for one value. */
static Value failed(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    return ral_param_failed(ctx, r, param, message);
}

/* The values a property validates: each element of an array, else the value. */
static size_t elements(Value v, const Value **out) {
    if (v.kind == VAL_ARRAY) {
        *out = v.as.array->items;
        return v.as.array->count;
    }
    *out = NULL;
    return 1;
}

static Value element(Value v, const Value *items, size_t i) {
    return items ? items[i] : v;
}

/* Puppet::Coercion.boolean of Puppet::Property::Boolean's munge (any case). */
static bool coerces_to_boolean(Value v) {
    if (v.kind == VAL_BOOLEAN)
        return true;
    if (v.kind != VAL_STRING)
        return false;
    static const char *const words[] = { "true", "false", "yes", "no" };
    for (size_t i = 0; i < 4; i++)
        if (strcasecmp(v.as.string->bytes, words[i]) == 0)
            return true;
    return false;
}

/* cs_primitive's properties whose every value must be a Hash, with the module's messages. */
static const char *const PRIMITIVE_HASHES[][2] = {
    { "parameters", "Puppet::Type::Cs_Primitive: parameters property must be a hash." },
    { "utilization", "Puppet::Type::Cs_Primitive: utilization property must be a hash." },
    { "metadata", "Puppet::Type::Cs_Primitive: metadata property must be a hash." },
    { "ms_metadata", "Puppet::Type::Cs_Primitive: ms_metadata property must be a hash" },
};

/* operations' munge of one value: a Hash's operations named "op:Role" (the role moved into
 * each operation's Hash) and given as Arrays are deprecated (a warning each, once per run); a
 * role given to an operation that is no Hash fails as Ruby's []= does there. */
static Value munge_operations(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind != VAL_HASH)
        return value_undef();
    for (size_t i = 0; i < v.as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(v.as.hash, i);
        if (e->key.kind != VAL_STRING) {
            return ral_munge_failed(ctx, r, "operations", v, ctx_sprintf(ctx, "undefined method `include?' for %s",
                                                                         sprintf_no_method_receiver_3x(ctx, e->key)));
        }
        bool role = strchr(e->key.as.string->bytes, ':') != NULL;
        if (role) {
            ral_deprecation_warning(ctx, "cs_primitive.rb[operations]: Role in the operations name is now deprecated. Please use "
                                         "an array of hashes and put the role in the values.");
            for (size_t k = 0; e->value.kind == VAL_ARRAY && k < e->value.as.array->count; k++) {
                Value op = e->value.as.array->items[k];
                if (op.kind == VAL_STRING)
                    return ral_munge_failed(ctx, r, "operations", v, "string not matched");
                if (op.kind == VAL_INTEGER || op.kind == VAL_UNDEF)
                    return ral_munge_failed(ctx, r, "operations", v, op.kind == VAL_UNDEF ? "undefined method `[]=' for nil:NilClass"
                                                                     : ctx_sprintf(ctx, "undefined method `[]=' for %lld:Integer",
                                                                                   (long long)op.as.integer));
            }
        }
        if (e->value.kind == VAL_ARRAY)
            ral_deprecation_warning(ctx, "cs_primitive.rb[operations]: Multiple operations with the same name now have to be "
                                         "declared as an array of hashe, not as a hash with arrays.");
    }
    return value_undef();
}

static Value check_primitive(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    const Value *items;
    size_t n = elements(v, &items);
    for (size_t k = 0; k < sizeof PRIMITIVE_HASHES / sizeof *PRIMITIVE_HASHES; k++)
        if (strcmp(p->name, PRIMITIVE_HASHES[k][0]) == 0)
            for (size_t i = 0; i < n; i++)
                if (element(v, items, i).kind != VAL_HASH)
                    return failed(ctx, r, p->name, PRIMITIVE_HASHES[k][1]);
    if (strcmp(p->name, "operations") == 0) {
        for (size_t i = 0; i < n; i++)
            if (element(v, items, i).kind != VAL_HASH && element(v, items, i).kind != VAL_ARRAY)
                return failed(ctx, r, p->name, "Puppet::Type::Cs_Primitive: operations property must be a hash or an array.");
        for (size_t i = 0; i < n; i++)
            TRY(munge_operations(ctx, r, element(v, items, i)));
    }
    if (strcmp(p->name, "promotable") == 0)
        return ral_check_collection(ctx, r, "promotable", v, "true false", NULL, RAL_PROPERTY);
    if (strcmp(p->name, "unmanaged_metadata") == 0 && v.kind != VAL_ARRAY && v.kind != VAL_STRING)   /* a parameter */
        return failed(ctx, r, p->name,
                      ctx_sprintf(ctx, "Puppet::Type::Cs_Primitive: unmanaged_metadata parameter must be an array or a "
                                       "string, got %s.", sprintf_ruby_class_3x(v)));
    return value_undef();
}

Value ral_corosync_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", v, "present absent");
    if (ral_is_type(r, "cs_clone")) {
        static const char *const count[] = { "\\d+", NULL };
        if (strcmp(p->name, "clone_max") == 0 || strcmp(p->name, "clone_node_max") == 0)
            return ral_check_collection(ctx, r, p->name, v, "absent", count, RAL_PROPERTY);
        static const char *const flags = "notify_clones globally_unique ordered interleave";
        if (ral_in_words(flags, p->name))
            return ral_check_collection(ctx, r, p->name, v, "true false absent", NULL, RAL_PROPERTY);
    }
    if (ral_is_type(r, "cs_colocation") && strcmp(p->name, "primitives") == 0) {
        /* its should= checks the whole value */
        if (v.kind != VAL_ARRAY)
            return failed(ctx, r, p->name, "Puppet::Type::Cs_Colocation: The primitives property must be an array.");
        if (v.as.array->count == 0)
            return failed(ctx, r, p->name,
                          "Puppet::Type::Cs_Colocation: The primitives property must be an array of at least one element.");
    }
    if (ral_is_type(r, "cs_group") && strcmp(p->name, "primitives") == 0) {
        const Value *items;
        size_t n = elements(v, &items);
        for (size_t i = 0; i < n; i++) {
            Value e = element(v, items, i);
            if ((e.kind == VAL_ARRAY && e.as.array->count == 0) || (e.kind != VAL_ARRAY && e.kind != VAL_STRING))
                return failed(ctx, r, p->name, "Puppet::Type::Cs_Group: primitives property must be at least a 1-element array");
        }
    }
    if (ral_is_type(r, "cs_order") && strcmp(p->name, "symmetrical") == 0) {
        const Value *items;
        size_t n = elements(v, &items);
        for (size_t i = 0; i < n; i++) {
            Value e = element(v, items, i);
            if (!coerces_to_boolean(e)) {
                StrBuf shown;
                strbuf_init(&shown, ctx);
                sprintf_inspect(&shown, e);
                return failed(ctx, r, p->name, ctx_sprintf(ctx, "Munging failed for value %s in class symmetrical: "
                                                                "expected a boolean value", strbuf_finish(&shown)->bytes));
            }
        }
    }
    if (ral_is_type(r, "cs_order") && (strcmp(p->name, "first") == 0 || strcmp(p->name, "second") == 0)) {
        /* the munge's value.include?(':'): a String's method */
        const Value *items;
        size_t n = elements(v, &items);
        for (size_t i = 0; i < n; i++) {
            Value e = element(v, items, i);
            if (e.kind == VAL_INTEGER || e.kind == VAL_BOOLEAN) {
                return ral_munge_failed(ctx, r, p->name, e,
                                        ctx_sprintf(ctx, "undefined method `include?' for %s", sprintf_no_method_receiver_3x(ctx, e)));
            }
        }
    }
    if (ral_is_type(r, "cs_primitive"))
        return check_primitive(ctx, r, p);
    if ((ral_is_type(r, "cs_property") && strcmp(p->name, "replace") == 0) ||
        (ral_is_type(r, "cs_shadow") && strcmp(p->name, "autocommit") == 0))   /* Puppet::Parameter::Boolean */
        return ral_check_values(ctx, r, p->name, v, "true false yes no");
    return value_undef();
}

/* The validate blocks of cs_clone and cs_location (Puppet::Errors: the type's failure). */
Value ral_corosync_validate(Ctx *ctx, const CatResource *r) {
    if (ral_is_type(r, "cs_location")) {
        if (ral_has(r, "node_name") && ral_has(r, "rules"))
            return ral_validation_failed(ctx, r, "Location constraints dictate that node_name and rules cannot co-exist "
                                                 "for this type.");
        return value_undef();
    }
    if (ral_text_is(r, "ensure", "absent"))
        return value_undef();
    bool primitive = ral_has(r, "primitive"), group = ral_has(r, "group");
    if (primitive && group)
        return ral_validation_failed(ctx, r, "You cannot specify primitive and group on this type (only one)");
    if (!primitive && !group)
        return ral_validation_failed(ctx, r, "You must specify primitive or group");
    return value_undef();
}
