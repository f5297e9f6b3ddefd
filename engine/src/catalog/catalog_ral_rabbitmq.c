/* catalog_ral_rabbitmq.c: the to_ral checks of rabbitmq's types (lib/puppet/type/rabbitmq_*.rb):
 * their names' and parameters' regexp value collections, ensure, rabbitmq_policy's applyto,
 * pattern, definition (validate_definition) and validate block, a queue's and a binding's
 * arguments, a binding's source and destination, rabbitmq_parameter's component_name, value and
 * validate block, the permissions' regexps, the erlang cookie's force, a plugin's umask. rabbitmqctl is not
 * asked (the reference's prefetch, which needs it, is the agent's). */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "text/sprintf.h"
#include "values/regex.h"

/* The attributes whose value collections are regexps only (newvalues(/re/)), by type; "name"
 * is the namevar (checked with the title when not given); rabbitmq_user's admin is a property. */
typedef struct {
    const char *type, *param;
    const char *const patterns[2];
    RalAttribute kind;
} PatternAttribute;

static const PatternAttribute PATTERNS[] = {
    { "rabbitmq_user", "name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_user", "admin", { "true|false", NULL }, RAL_PROPERTY },
    { "rabbitmq_user_permissions", "name", { "^\\S+@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_vhost", "name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "name", { "^\\S*@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "type", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "durable", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "auto_delete", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "internal", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "user", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "password", { "\\S+", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "name", { "^\\S*@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "durable", { "true|false", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "auto_delete", { "true|false", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "user", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "password", { "\\S+", NULL }, RAL_PARAMETER },
    { "rabbitmq_policy", "name", { "^\\S+@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_erlang_cookie", "content", { "^\\S+$", NULL }, RAL_PROPERTY },
    { "rabbitmq_erlang_cookie", "service_name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_plugin", "name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_binding", "source", { "^\\S+$", NULL }, RAL_PROPERTY },
    { "rabbitmq_binding", "destination", { "^\\S+$", NULL }, RAL_PROPERTY },
    { "rabbitmq_binding", "vhost", { "^\\S+$", NULL }, RAL_PROPERTY },
    { "rabbitmq_binding", "routing_key", { "^\\S*$", NULL }, RAL_PROPERTY },
    { "rabbitmq_binding", "destination_type", { "queue|exchange", NULL }, RAL_PROPERTY },
    { "rabbitmq_binding", "user", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_binding", "password", { "\\S+", NULL }, RAL_PARAMETER },
    { "rabbitmq_parameter", "name", { "^\\S+@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_policy", "priority", { "^\\d+$", NULL }, RAL_PROPERTY },
};

static const PatternAttribute *pattern_of(const CatResource *r, const char *param) {
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (ral_is_type(r, PATTERNS[i].type) && strcmp(PATTERNS[i].param, param) == 0)
            return &PATTERNS[i];
    return NULL;
}

/* rabbitmq_plugin's umask munge: an octal umask of one to three digits (a Puppet::Error of the
 * parameter). */
static Value check_umask(Ctx *ctx, const CatResource *r, Value v) {
    static const char pattern[] = "^0?[0-7]{1,3}$";
    if (v.kind == VAL_STRING) {   /* anything else =~ a Regexp is nil */
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "rabbitmq_plugin: %s", error);
        if (regex_match(ctx, re, v.as.string))
            return value_undef();
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
    }
    const char *shown = sprintf_inspect_3x_text(ctx, v);
    return ral_param_failed(ctx, r, "umask", ctx_sprintf(ctx, "The umask specification is invalid: %s", shown));
}

/* validate_permissions and validate_pattern: Regexp.new(value), a RegexpError being "Invalid
 * regexp VALUE"; anything but a String is Ruby's TypeError, which the agent prints alone. */
static Value check_regexp(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING) {
        return ral_runtime_error(ctx, ctx_sprintf(ctx, "no implicit conversion of %s into String", sprintf_ruby_class_name(ctx, v)));
    }
    const char *error = NULL;
    if (!regex_compile(ctx, v.as.string->bytes, v.as.string->len, &error))
        return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid regexp %s", v.as.string->bytes));
    return value_undef();
}

static bool entry(const Hash *h, const char *key, Value *out) {
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        if (e->key.kind == VAL_STRING && strcmp(e->key.as.string->bytes, key) == 0) {
            *out = e->value;
            return true;
        }
    }
    return false;
}

/* v.to_i.to_s == v: a String that is an integer's canonical text. */
static bool canonical_integer(Value v) {
    if (v.kind != VAL_STRING)
        return false;
    const char *s = v.as.string->bytes;
    if (*s == '-')
        s++;
    if (!*s || (s[0] == '0' && s[1]) || (s == v.as.string->bytes + 1 && strcmp(s, "0") == 0))
        return false;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return false;
    return true;
}

/* rabbitmq_policy's validate_definition of one value. */
static Value check_definition(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind != VAL_HASH)
        return ral_param_failed(ctx, r, "definition", "Invalid definition");
    const Hash *h = v.as.hash;
    Value mode = value_undef();
    bool nodes = entry(h, "ha-mode", &mode) && mode.kind == VAL_STRING && strcmp(mode.as.string->bytes, "nodes") == 0;
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        bool ha_params = e->key.kind == VAL_STRING && strcmp(e->key.as.string->bytes, "ha-params") == 0;
        if (ha_params && nodes) {
            if (e->value.kind != VAL_ARRAY)
                return ral_param_failed(ctx, r, "definition", ctx_sprintf(ctx, "Invalid definition, value %s for key %s is not an array",
                                                                         sprintf_to_s_3x_text(ctx, e->value), sprintf_to_s_3x_text(ctx, e->key)));
        } else if (e->value.kind != VAL_STRING) {
            return ral_param_failed(ctx, r, "definition", ctx_sprintf(ctx, "Invalid definition, value %s is not a string",
                                                                     sprintf_to_s_3x_text(ctx, e->value)));
        }
    }
    Value x;
    if (mode.kind == VAL_STRING && strcmp(mode.as.string->bytes, "exactly") == 0) {
        Value params = value_undef();
        entry(h, "ha-params", &params);
        if (!canonical_integer(params))
            return ral_param_failed(ctx, r, "definition", ctx_sprintf(ctx, "Invalid ha-params '%s' for ha-mode 'exactly'",
                                                                     params.kind == VAL_UNDEF ? "" : sprintf_to_s_3x_text(ctx, params)));
    }
    static const char *const counted[][2] = {
        { "expires", "expires value" }, { "message-ttl", "message-ttl value" }, { "max-length", "max-length value" },
        { "max-length-bytes", "max-length-bytes value" }, { "shards-per-node", "shards-per-node value" },
        { "ha-sync-batch-size", "ha-sync-batch-size value" },
    };
    for (size_t i = 0; i < sizeof counted / sizeof *counted; i++)
        if (entry(h, counted[i][0], &x) && !canonical_integer(x))
            return ral_param_failed(ctx, r, "definition", ctx_sprintf(ctx, "Invalid %s '%s'", counted[i][1], sprintf_to_s_3x_text(ctx, x)));
    return value_undef();
}

/* rabbitmq_parameter's validate_value of one value: a Hash of Strings and Booleans. */
static Value check_parameter_value(Ctx *ctx, const CatResource *r, Value v) {
    bool valid = v.kind == VAL_HASH;
    for (size_t i = 0; valid && i < v.as.hash->count; i++) {
        Value e = hash_entry_at(v.as.hash, i)->value;
        valid = e.kind == VAL_STRING || e.kind == VAL_BOOLEAN;
    }
    return valid ? value_undef() : ral_param_failed(ctx, r, "value", "Invalid value");
}

/* The validate blocks of the properties of rabbitmq_binding, _parameter, _user, _user_permissions
 * and _policy, on each value (Property#should=). */
static Value check_property(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (ral_is_type(r, "rabbitmq_user") && strcmp(param, "tags") == 0) {
        /* value =~ /^\S+$/: anything but a String is nil there */
        int m = v.kind == VAL_STRING ? ral_match(ctx, "^\\S+$", v.as.string->bytes) : 0;
        if (m < 0)
            return value_abrupt();
        if (!m) {
            const char *shown = sprintf_inspect_3x_text(ctx, v);
            return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid tag: %s", shown));
        }
        if (strcmp(v.as.string->bytes, "administrator") == 0)
            return ral_param_failed(ctx, r, param, "must use admin property instead of administrator tag");
    }
    if (ral_is_type(r, "rabbitmq_binding") && strcmp(param, "arguments") == 0 && v.kind != VAL_HASH)
        return ral_param_failed(ctx, r, param, "Invalid argument");
    if (ral_is_type(r, "rabbitmq_parameter") && strcmp(param, "component_name") == 0) {
        if ((v.kind == VAL_STRING && !v.as.string->len) || (v.kind == VAL_HASH && !v.as.hash->count))
            return ral_param_failed(ctx, r, param, "component_name must be defined");
        if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || v.kind == VAL_BOOLEAN)
            return ral_validate_method_failed(ctx, r, param, ctx_sprintf(ctx, "undefined method `empty?' for %s:%s",
                                                                        sprintf_to_s_3x_text(ctx, v), v.kind == VAL_INTEGER ? "Integer"
                                                                        : v.kind == VAL_FLOAT ? "Float"
                                                                        : v.as.boolean ? "TrueClass" : "FalseClass"));
    }
    if (ral_is_type(r, "rabbitmq_parameter") && strcmp(param, "value") == 0)
        return check_parameter_value(ctx, r, v);
    if (ral_is_type(r, "rabbitmq_user_permissions") && ral_in_words("configure_permission read_permission write_permission", param))
        return check_regexp(ctx, r, param, v);
    if (ral_is_type(r, "rabbitmq_policy") && strcmp(param, "pattern") == 0)
        return check_regexp(ctx, r, param, v);
    if (ral_is_type(r, "rabbitmq_policy") && strcmp(param, "definition") == 0)
        return check_definition(ctx, r, v);
    return value_undef();
}

Value ral_rabbitmq_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const PatternAttribute *pattern = strcmp(p->name, "name") != 0 ? pattern_of(r, p->name) : NULL;
    if (pattern)
        return ral_check_matches(ctx, r, p->name, p->value, pattern->patterns, pattern->kind);
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (ral_is_type(r, "rabbitmq_policy") && strcmp(p->name, "applyto") == 0)
        return ral_check_values(ctx, r, "applyto", p->value, "all exchanges queues");
    if (ral_is_type(r, "rabbitmq_erlang_cookie") && strcmp(p->name, "force") == 0)
        return ral_check_values(ctx, r, "force", p->value, "true false");
    if (ral_is_type(r, "rabbitmq_plugin") && strcmp(p->name, "umask") == 0)
        return check_umask(ctx, r, p->value);
    if (ral_is_type(r, "rabbitmq_queue") && strcmp(p->name, "arguments") == 0 && p->value.kind != VAL_HASH)
        return ral_param_failed(ctx, r, "arguments", "Invalid argument");
    size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
    for (size_t i = 0; i < n; i++)
        TRY(check_property(ctx, r, p->name, p->value.kind == VAL_ARRAY ? p->value.as.array->items[i] : p->value));
    return value_undef();
}

Value ral_rabbitmq_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    const PatternAttribute *pattern = pattern_of(r, "name");
    return pattern ? ral_check_matches(ctx, r, "name", v, pattern->patterns, RAL_PARAMETER) : value_undef();
}

/* rabbitmq_binding's validate block: a source and a destination, given or from the title
 * (the provider of a binding not yet made has neither: :absent). An ArgumentError: the type's
 * failure. */
Value ral_rabbitmq_binding_validate(Ctx *ctx, const CatResource *r) {
    const char *names[8];
    Value values[8];
    size_t n = catalog_title_keys(ctx, r, names, values, 8);
    bool source = ral_has(r, "source"), destination = ral_has(r, "destination");
    for (size_t i = 0; n != SIZE_MAX && i < n; i++) {
        source = source || (strcmp(names[i], "source") == 0 && values[i].kind != VAL_UNDEF);
        destination = destination || (strcmp(names[i], "destination") == 0 && values[i].kind != VAL_UNDEF);
    }
    if (!source)
        return ral_validation_failed(ctx, r, "`source` must be defined");
    if (!destination)
        return ral_validation_failed(ctx, r, "`destination` must be defined");
    return value_undef();
}

/* rabbitmq_parameter's validate block (RuntimeErrors: their message alone). */
Value ral_rabbitmq_parameter_validate(Ctx *ctx, const CatResource *r) {
    bool present = !ral_has(r, "ensure") || ral_text_is(r, "ensure", "present");
    if (present && !ral_has(r, "component_name"))
        return ral_runtime_error(ctx, "component_name parameter is required.");
    if (present && !ral_has(r, "value"))
        return ral_runtime_error(ctx, "value parameter is required.");
    return value_undef();
}

Value ral_rabbitmq_policy_validate(Ctx *ctx, const CatResource *r) {
    bool present = !ral_has(r, "ensure") || ral_text_is(r, "ensure", "present");   /* ensure defaults to present */
    if (present && !ral_has(r, "pattern"))
        return ral_runtime_error(ctx, "pattern parameter is required.");
    if (present && !ral_has(r, "definition"))
        return ral_runtime_error(ctx, "definition parameter is required.");
    return value_undef();
}
