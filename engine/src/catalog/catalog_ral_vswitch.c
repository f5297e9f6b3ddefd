/* catalog_ral_vswitch.c: the to_ral checks of the vswitch module's Open vSwitch types:
 * vs_bridge (a String name, external_ids as key=value pairs, an Integer mac_table_size),
 * vs_config (its name, skip_if_version, wait, restart and a String, Integer or Boolean value),
 * vs_port (String port, interfaces and bridge, the value collections of its bonding and VLAN
 * properties, a VLAN id between 1 and 4094, trunks Integer() takes) and vs_ssl (a \w+ name,
 * String files, the boolean bootstrap). Their validate blocks raise ArgumentError with the
 * value's Ruby to_s and class, which the reference shows as the parameter's failure. What the
 * switch holds is the provider's (ovs-vsctl), not read.
 */
#include "catalog/catalog_ral_modules.h"

#include <stdlib.h>
#include <string.h>

#include "text/sprintf.h"
#include "values/regex.h"

/* A validate block's "Invalid WHAT VALUE. Requires a String, not a CLASS" for a value that is
 * no String (each element of a property's array by itself). */
static Value require_string(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *what,
                            RalAttribute kind) {
    if (kind == RAL_PROPERTY && v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count; i++)
            TRY(require_string(ctx, r, param, v.as.array->items[i], what, RAL_PARAMETER));
        return value_undef();
    }
    if (v.kind == VAL_STRING)
        return value_undef();
    return ral_param_failed(ctx, r, param,
                            ctx_sprintf(ctx, "Invalid %s %s. Requires a String, not a %s", what, sprintf_to_s_3x_text(ctx, v), sprintf_ruby_class_3x(v)));
}

/* The namevar's String check, for name (and vs_port's port) given as an attribute. */
Value ral_vswitch_name(Ctx *ctx, const CatResource *r) {
    bool port = ral_is_type(r, "vs_port");
    const char *param = port ? "port" : "name";
    const CatParam *p = catalog_param((CatResource *)r, param);
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    if (ral_is_type(r, "vs_ssl")) {
        static const char *const WORD[] = { "^\\w+$", NULL };
        return ral_check_matches(ctx, r, "name", v, WORD, RAL_PARAMETER);
    }
    return require_string(ctx, r, param, v, port ? "port name" : "name", RAL_PARAMETER);
}

static const char *const EXTERNAL_IDS[] = { "^(?>[a-zA-Z]\\S*=\\S*){1}(?>[,][a-zA-Z]\\S*=\\S*)*$", NULL };
static const char *const VERSION[] = { "^\\d+.\\d+$", NULL };
static const char *const VLAN_ID[] = { "^\\d+$", NULL };

/* Whether the value's Ruby to_s matches one of the patterns (errors of the pattern aside). */
static bool matches(Ctx *ctx, Value v, const char *const *patterns) {
    const char *s = sprintf_to_s_3x_text(ctx, v);
    const Str *text = str_new(ctx, s, strlen(s));
    for (size_t i = 0; patterns[i]; i++) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, patterns[i], strlen(patterns[i]), &error);
        if (re && regex_match(ctx, re, text))
            return true;
    }
    return false;
}

/* Each element of a property's array by itself. */
static Value each_element(Ctx *ctx, const CatResource *r, Value v,
                          Value (*one)(Ctx *, const CatResource *, Value)) {
    if (v.kind != VAL_ARRAY)
        return one(ctx, r, v);
    for (size_t i = 0; i < v.as.array->count; i++)
        TRY(one(ctx, r, v.as.array->items[i]));
    return value_undef();
}

static Value external_ids(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind != VAL_STRING)
        return require_string(ctx, r, "external_ids", v, "external_ids", RAL_PARAMETER);
    if (matches(ctx, v, EXTERNAL_IDS))
        return value_undef();
    return ral_param_failed(ctx, r, "external_ids",
                            ctx_sprintf(ctx, "Invalid external_ids %s. Must a list of key1=value2,key2=value2", sprintf_to_s_3x_text(ctx, v)));
}

static Value mac_table_size(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind == VAL_INTEGER)
        return value_undef();
    return ral_param_failed(ctx, r, "mac_table_size", ctx_sprintf(ctx, "Invalid mac_table_size %s. Requires an Integer, not a %s",
                                                                 sprintf_to_s_3x_text(ctx, v), sprintf_ruby_class_3x(v)));
}

static Value config_value(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind == VAL_STRING || v.kind == VAL_INTEGER || v.kind == VAL_BOOLEAN)
        return value_undef();
    return ral_param_failed(ctx, r, "value", ctx_sprintf(ctx, "Invalid value %s. Requires a String, a Integer or a Boolean, not a %s",
                                                        sprintf_to_s_3x_text(ctx, v), sprintf_ruby_class_3x(v)));
}

static Value vlan_tag(Ctx *ctx, const CatResource *r, Value v) {
    const char *s = sprintf_to_s_3x_text(ctx, v);
    if (!*s)
        return value_undef();
    long n = strtol(s, NULL, 10);   /* to_i of the digits the pattern asks for */
    if (matches(ctx, v, VLAN_ID) && n >= 1 && n <= 4094)
        return value_undef();
    return ral_param_failed(ctx, r, "vlan_tag",
                            ctx_sprintf(ctx, "'%s' is not a valid VLAN id. VLAN ids must be a number between 1 and 4094.", s));
}

/* Integer(value) as Ruby reads an Integer's text: underscores between digits, 0x/0b/0o/0
 * prefixes. Only called where ral_ruby_integer said it succeeds. */
static long long ruby_integer_value(Value v) {
    if (v.kind == VAL_INTEGER)
        return (long long)v.as.integer;
    if (v.kind == VAL_FLOAT)
        return (long long)v.as.floating;
    char buf[64];
    size_t n = 0;
    for (const char *s = v.as.string->bytes; *s && n < sizeof buf - 1; s++)
        if (*s != '_')
            buf[n++] = *s;
    buf[n] = '\0';
    char *p = buf;
    while (*p == ' ' || *p == '\t' || *p == '\n')
        p++;
    bool negative = *p == '-';
    if (*p == '-' || *p == '+')
        p++;
    int base = 10;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        base = 16, p += 2;
    else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
        base = 2, p += 2;
    else if (p[0] == '0' && (p[1] == 'o' || p[1] == 'O'))
        base = 8, p += 2;
    else if (p[0] == '0' && p[1])
        base = 8, p += 1;
    long long value = strtoll(p, NULL, base);
    return negative ? -value : value;
}

static Value vlan_trunk(Ctx *ctx, const CatResource *r, Value v) {
    if (!ral_ruby_integer(v)) {
        if (v.kind == VAL_STRING)
            return ral_param_failed(ctx, r, "vlan_trunks",
                                    ctx_sprintf(ctx, "VLAN ids must be integers and '%s' can't be converted to an Integer", sprintf_to_s_3x_text(ctx, v)));
        /* Integer()'s TypeError is not rescued: the agent prints it alone */
        return ral_runtime_error(ctx, ctx_sprintf(ctx, "can't convert %s into Integer", sprintf_ruby_class_name(ctx, v)));
    }
    long long n = ruby_integer_value(v);
    if (n < 1 || n > 4094)
        return ral_param_failed(ctx, r, "vlan_trunks",
                                ctx_sprintf(ctx, "'%lld' is not a valid VLAN id. VLAN ids must be a number between 1 and 4094.", n));
    return value_undef();
}

/* A value collection whose names include "" (newvalues(:a, :b, "")): the message lists them
 * joined, the empty one last. */
static Value values_or_empty(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names) {
    if (v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count; i++)
            TRY(values_or_empty(ctx, r, param, v.as.array->items[i], names));
        return value_undef();
    }
    const char *s = sprintf_to_s_3x_text(ctx, v);
    if (!*s || (v.kind != VAL_HASH && ral_in_words(names, s)))
        return value_undef();
    StrBuf m;
    strbuf_init(&m, ctx);
    strbuf_append_cstr(&m, "Invalid value ");
    sprintf_inspect_3x(&m, v);
    strbuf_append_cstr(&m, ". Valid values are ");
    for (const char *w = names; *w;) {
        size_t len = strcspn(w, " ");
        strbuf_append(&m, w, len);
        strbuf_append_cstr(&m, ", ");
        w += len;
        while (*w == ' ')
            w++;
    }
    strbuf_append_cstr(&m, ".");
    return ral_param_failed(ctx, r, param, strbuf_finish(&m)->bytes);
}

static Value bridge_check(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind == VAL_STRING)
        return value_undef();
    /* the module's message ends in a stray quote */
    return ral_param_failed(ctx, r, "bridge",
                            ctx_sprintf(ctx, "Invalid bridge %s. Requires a String, not a %s'", sprintf_to_s_3x_text(ctx, v), sprintf_ruby_class_3x(v)));
}

static Value ssl_file(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *message) {
    if (v.kind == VAL_STRING || (strcmp(param, "ca_file") == 0 && v.kind == VAL_BOOLEAN && !v.as.boolean))
        return value_undef();
    return ral_param_failed(ctx, r, param, message);
}

Value ral_vswitch_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (ral_is_type(r, "vs_bridge")) {
        if (strcmp(n, "external_ids") == 0)
            return each_element(ctx, r, v, external_ids);
        if (strcmp(n, "mac_table_size") == 0)
            return each_element(ctx, r, v, mac_table_size);
    } else if (ral_is_type(r, "vs_config")) {
        if (strcmp(n, "skip_if_version") == 0) {
            if (v.kind == VAL_STRING && matches(ctx, v, VERSION))
                return value_undef();
            /* the module writes "\d+.\d+" in double quotes, where Ruby drops the backslashes */
            return ral_param_failed(ctx, r, n, ctx_sprintf(ctx, "Invalid skip_if_version %s. Requires a String with format d+.d+, not a %s",
                                                           sprintf_to_s_3x_text(ctx, v), sprintf_ruby_class_3x(v)));
        }
        if (strcmp(n, "wait") == 0 || strcmp(n, "restart") == 0)
            return ral_check_values(ctx, r, n, v, "true false");
        if (strcmp(n, "value") == 0)
            return each_element(ctx, r, v, config_value);
    } else if (ral_is_type(r, "vs_port")) {
        if (strcmp(n, "interface") == 0)
            return require_string(ctx, r, n, v, "interface", RAL_PROPERTY);
        if (strcmp(n, "bridge") == 0)
            return bridge_check(ctx, r, v);
        if (strcmp(n, "interface_type") == 0)
            return ral_check_collection(ctx, r, n, v, "system internal tap", NULL, RAL_PROPERTY);
        if (strcmp(n, "bond_mode") == 0)
            return values_or_empty(ctx, r, n, v, "active-backup balance-tcp balance-slb");
        if (strcmp(n, "lacp") == 0)
            return ral_check_collection(ctx, r, n, v, "active passive off", NULL, RAL_PROPERTY);
        if (strcmp(n, "lacp_time") == 0)
            return values_or_empty(ctx, r, n, v, "fast slow");
        if (strcmp(n, "vlan_mode") == 0)
            return values_or_empty(ctx, r, n, v, "access native-tagged native-untagged trunk");
        if (strcmp(n, "vlan_tag") == 0)
            return each_element(ctx, r, v, vlan_tag);
        if (strcmp(n, "vlan_trunks") == 0)
            return each_element(ctx, r, v, vlan_trunk);
        if (strcmp(n, "fail_mode") == 0)
            return ral_check_values(ctx, r, n, v, "standalone secure");
    } else if (ral_is_type(r, "vs_ssl")) {
        if (strcmp(n, "key_file") == 0)
            return ssl_file(ctx, r, n, v, "Key file path must be a string");
        if (strcmp(n, "cert_file") == 0)
            return ssl_file(ctx, r, n, v, "Certificate file path must be a string");
        if (strcmp(n, "ca_file") == 0)
            return ssl_file(ctx, r, n, v, "CA cert file path must be a string");
        if (strcmp(n, "bootstrap") == 0)
            return ral_check_values(ctx, r, n, v, "true false yes no");
    }
    return value_undef();
}
