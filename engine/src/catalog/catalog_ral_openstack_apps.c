/* catalog_ral_openstack_apps.c: the to_ral checks of the types that stand for the objects of
 * the further OpenStack services' modules: manila_type, mistral_workflow, sahara's node group
 * and cluster templates, murano_application and tempest's setters; their ini-file types are
 * catalog_ral_openstack.c's, as are the core services' objects (glance_image, nova_flavor, ...).
 * What the services hold is the providers', not read.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "support/strbuf.h"
#include "text/sprintf.h"

static const char *const NON_BLANK[] = { "\\S+", NULL };
static const char *const UUID[] = { "[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}", NULL };
static const char *const TRUE_FALSE[] = { "(t|T)rue", "(f|F)alse", NULL };

/* The name (or the title) of r, as its namevar's validate block sees it. */
static Value name_of(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    return p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
}

/* Each element of a property's value (the value itself where it is no Array), as should=
 * validates them: *count of them at *items. */
static void elements(const Value *v, const Value **items, size_t *count) {
    if (v->kind == VAL_ARRAY) {
        *items = v->as.array->items;
        *count = v->as.array->count;
    } else {
        *items = v;
        *count = 1;
    }
}

/* --- manila ---------------------------------------------------------------------------------- */

Value ral_manila_type_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, p->value, "present absent");
    if (ral_in_words("is_public driver_handles_share_servers snapshot_support create_share_from_snapshot_support "
                     "revert_to_snapshot_support mount_snapshot_support",
                     n))
        return ral_check_values(ctx, r, n, p->value, "true false");
    return value_undef();
}

Value ral_manila_type_name(Ctx *ctx, const CatResource *r) {
    return ral_check_matches(ctx, r, "name", name_of(ctx, r), NON_BLANK, RAL_PARAMETER);
}

/* --- mistral --------------------------------------------------------------------------------- */

/* Its name and definition_file take any text (newvalues(/.*\/)); its ensurable block adds
 * latest. */
Value ral_mistral_workflow_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, p->value, "present absent latest");
    if (strcmp(n, "id") == 0)
        return ral_check_matches(ctx, r, n, p->value, UUID, RAL_PROPERTY);
    if (strcmp(n, "is_public") == 0)
        return ral_check_values(ctx, r, n, p->value, "true false");
    return value_undef();
}

/* --- sahara ---------------------------------------------------------------------------------- */

/* A node group of a cluster template, "NAME:COUNT": `group.split(':')` must give two pieces
 * (Ruby's split drops the empty ones at the end), the second an integer's own text
 * (`args[1].to_i.to_s == args[1]`). */
static Value node_group(Ctx *ctx, const CatResource *r, Value group) {
    if (group.kind != VAL_STRING)
        return ral_validate_method_failed(ctx, r, "node_groups",
                                          ctx_sprintf(ctx, "undefined method `split' for %s", sprintf_no_method_receiver_3x(ctx, group)));
    const char *s = group.as.string->bytes;
    size_t len = group.as.string->len;
    while (len > 0 && s[len - 1] == ':')
        len--;
    size_t pieces = len > 0;
    const char *count = NULL;
    for (size_t i = 0; i < len; i++)
        if (s[i] == ':') {
            pieces++;
            if (!count)
                count = s + i + 1;
        }
    if (pieces != 2)
        return ral_param_failed(ctx, r, "node_groups", "You should specify node_groups in format <node_group_name:count> format");
    /* to_i: an optional sign and the digits that lead the text (an underscore between two
     * digits skipped), else 0; its to_s has no plus sign or leading zeros */
    const char *text = ctx_sprintf(ctx, "%.*s", (int)(s + len - count), count);
    const char *q = text;
    bool negative = *q == '-';
    if (*q == '-' || *q == '+')
        q++;
    StrBuf digits;
    strbuf_init(&digits, ctx);
    for (; *q; q++) {
        if (*q >= '0' && *q <= '9')
            strbuf_append(&digits, q, 1);
        else if (!(*q == '_' && q > text && q[-1] >= '0' && q[-1] <= '9' && q[1] >= '0' && q[1] <= '9'))
            break;
    }
    const char *d = digits.len ? strbuf_finish(&digits)->bytes : "0";
    while (d[0] == '0' && d[1])
        d++;
    const char *round_trip = ctx_sprintf(ctx, "%s%s", negative && strcmp(d, "0") != 0 ? "-" : "", d);
    if (strcmp(round_trip, text) != 0)
        return ral_param_failed(ctx, r, "node_groups", "Node group count should be an integer");
    return value_undef();
}

Value ral_sahara_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "id") == 0)
        return ral_param_failed(ctx, r, n, "This is a read only property");
    if (strcmp(n, "auto_config") == 0 || strcmp(n, "auto_security_group") == 0)
        return ral_check_collection(ctx, r, n, v, "true false", TRUE_FALSE, RAL_PROPERTY);
    if (ral_in_words("plugin plugin_version flavor floating_ip_pool", n))
        return ral_check_matches(ctx, r, n, v, NON_BLANK, RAL_PROPERTY);
    if (strcmp(n, "node_groups") == 0) {
        const Value *items;
        size_t count;
        elements(&v, &items, &count);
        for (size_t i = 0; i < count; i++)
            TRY(node_group(ctx, r, items[i]));
    }
    return value_undef();
}

Value ral_sahara_name(Ctx *ctx, const CatResource *r) {
    return ral_check_matches(ctx, r, "name", name_of(ctx, r), NON_BLANK, RAL_PARAMETER);
}

/* Whether the property `name` is set to an empty list (`self[name].empty?` of its should). */
static bool empty_list(const CatResource *r, const char *name) {
    const CatParam *p = catalog_param((CatResource *)r, name);
    return p && p->value.kind == VAL_ARRAY && p->value.as.array->count == 0;
}

/* The properties whose default is `fail "Property 'x' is required."` fail, in the type's order,
 * once the set ones are checked (a bare Puppet::Error: no resource, no line); then the type's
 * validate block. */
Value ral_sahara_validate(Ctx *ctx, const CatResource *r) {
    static const char *const CLUSTER[] = { "node_groups", NULL };
    static const char *const NODE_GROUP[] = { "plugin", "plugin_version", "node_processes", "flavor", NULL };
    bool cluster = ral_is_type(r, "sahara_cluster_template");
    for (const char *const *w = cluster ? CLUSTER : NODE_GROUP; *w; w++)
        if (!ral_has(r, *w))
            return ral_runtime_error(ctx, ctx_sprintf(ctx, "Property '%s' is required.", *w));
    if (cluster && empty_list(r, "node_groups"))
        return ral_validation_failed(ctx, r, "You should specify at least one node group.");
    if (!cluster && empty_list(r, "node_processes"))
        return ral_validation_failed(ctx, r, "You should specify at least one node process.");
    return value_undef();
}

/* --- murano ---------------------------------------------------------------------------------- */

/* A validate block's `raise ArgumentError, message unless value.is_a? String`, on each element
 * of a property's value. */
static Value each_string(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *message) {
    const Value *items;
    size_t count;
    elements(&v, &items, &count);
    for (size_t i = 0; i < count; i++)
        if (items[i].kind != VAL_STRING)
            return ral_param_failed(ctx, r, param, message);
    return value_undef();
}

/* Its validate blocks stand for the value collections they replace: package_path's /\S+/ is
 * never asked. */
Value ral_murano_application_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "package_path") == 0)
        return each_string(ctx, r, n, v, "package_path parameter must be a String");
    if (strcmp(n, "category") == 0)
        return each_string(ctx, r, n, v, "category parameter must be a String");
    if (strcmp(n, "public") == 0)
        return ral_check_collection(ctx, r, n, v, "true false", TRUE_FALSE, RAL_PROPERTY);
    if (strcmp(n, "exists_action") == 0) {
        const Value *items;
        size_t count;
        elements(&v, &items, &count);
        for (size_t i = 0; i < count; i++) {
            Value a = items[i];
            bool known = a.kind == VAL_STRING && a.as.string->len == 1 && strchr("sau", a.as.string->bytes[0]);
            if (!known)
                return ral_param_failed(ctx, r, n, "Unknown action is set");
        }
    }
    return value_undef();
}

Value ral_murano_application_name(Ctx *ctx, const CatResource *r) {
    Value v = name_of(ctx, r);
    if (v.kind != VAL_STRING)
        return ral_param_failed(ctx, r, "name", "name parameter must be a String");
    int m = ral_match(ctx, "^[a-z0-9\\.\\-_]+$", v.as.string->bytes);
    if (m < 0)
        return value_abrupt();
    if (!m)
        return ral_param_failed(ctx, r, "name", ctx_sprintf(ctx, "%s is not a valid name", v.as.string->bytes));
    return value_undef();
}

Value ral_murano_application_validate(Ctx *ctx, const CatResource *r) {
    if (!ral_has(r, "package_path"))
        return ral_validation_failed(ctx, r, "Name and package path must be set");
    return value_undef();
}

/* --- tempest --------------------------------------------------------------------------------- */

/* The setters of tempest.conf's ids (flavor, image, network) and its EC2 credentials: ensurable,
 * their other parameters free (the setters' names are munged, never checked). */
Value ral_tempest_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, p->name, p->value, "present absent");
    return value_undef();
}
