/* catalog_ral_openstack.c: the to_ral checks of the OpenStack modules' types: each module's
 * ini-file types (keystone_config, glance_api_config, nova_config, libvirtd_config, ...,
 * etcddiscovery_config, ceph_config), written alike: ensurable, a `section/setting` name
 * (newvalues(/\S+\/\S+/); a bare setting, /\S+/, for the libvirt daemons' files), a value (of
 * one line, /^[\S ]*$/, where the type says so), the booleans secret and quote, and the file's
 * path where the type takes one; and the
 * checks of the types that stand for a service's objects (glance_image, nova_flavor,
 * nova_aggregate, nova_service, cinder_type, cinder_qos, neutron_network, ...,
 * barbican_secret). What the files and services hold is the providers', not read.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "support/strbuf.h"
#include "text/format.h"
#include "text/sprintf.h"
#include "types/type.h"
#include "values/regex.h"

static const char *const SECTION_SETTING[] = { "\\S+\\/\\S+", NULL };
static const char *const SETTING[] = { "\\S+", NULL };
static const char *const SECTION_SETTING_SHORT[] = { "\\S\\/\\S", NULL };
static const char *const ONE_LINE[] = { "^[\\S ]*$", NULL };

enum {
    CONFIG_ONE_LINE = 1,   /* the value property has newvalues(/^[\S ]*$/) */
    CONFIG_BARE_NAME = 2,  /* the name is a setting alone: newvalues(/\S+/) */
    CONFIG_SHORT_NAME = 4, /* the name's pattern written /\S\/\S/, as its message shows */
    CONFIG_PATH = 8,       /* a path parameter whose validate block wants value =~ /^\// */
};

/* The ini-file types, by module, with what sets them apart; the attributes each has (secret,
 * quote, ...) are module_types.def's. */
static const struct {
    const char *type;
    unsigned flags;
} CONFIG_TYPES[] = {
    { "etcddiscovery_config", CONFIG_ONE_LINE },
    { "keystone_config", 0 },
    { "keystone_domain_config", CONFIG_ONE_LINE },
    { "keystone_puppet_config", CONFIG_ONE_LINE },
    { "keystone_uwsgi_config", CONFIG_ONE_LINE },
    /* heat */
    { "heat_api_cfn_uwsgi_config", CONFIG_ONE_LINE },
    { "heat_api_paste_ini", 0 },
    { "heat_api_uwsgi_config", CONFIG_ONE_LINE },
    { "heat_config", 0 },
    /* swift */
    { "swift_account_config", CONFIG_ONE_LINE },
    { "swift_account_uwsgi_config", 0 },
    { "swift_bench_config", CONFIG_ONE_LINE },
    { "swift_config", CONFIG_ONE_LINE },
    { "swift_container_config", CONFIG_ONE_LINE },
    { "swift_container_reconciler_config", 0 },
    { "swift_container_sync_realms_config", CONFIG_ONE_LINE },
    { "swift_container_uwsgi_config", 0 },
    { "swift_dispersion_config", CONFIG_ONE_LINE },
    { "swift_drive_audit_config", CONFIG_ONE_LINE },
    { "swift_internal_client_config", CONFIG_ONE_LINE },
    { "swift_keymaster_config", CONFIG_ONE_LINE },
    { "swift_memcache_config", CONFIG_ONE_LINE },
    { "swift_object_config", CONFIG_ONE_LINE },
    { "swift_object_expirer_config", 0 },
    { "swift_proxy_config", CONFIG_ONE_LINE },
    { "swift_proxy_uwsgi_config", 0 },
    /* glance */
    { "glance_api_config", 0 },
    { "glance_api_paste_ini", 0 },
    { "glance_api_uwsgi_config", 0 },
    { "glance_cache_config", 0 },
    { "glance_image_import_config", CONFIG_ONE_LINE },
    { "glance_rootwrap_config", CONFIG_ONE_LINE },
    { "glance_swift_config", CONFIG_ONE_LINE },
    /* nova */
    { "nova_config", 0 },
    { "nova_api_paste_ini", 0 },
    { "nova_api_uwsgi_config", CONFIG_ONE_LINE },
    { "nova_api_metadata_uwsgi_config", CONFIG_ONE_LINE },
    { "nova_rootwrap_config", CONFIG_ONE_LINE },
    { "libvirtd_config", CONFIG_BARE_NAME },
    { "virtlockd_config", CONFIG_BARE_NAME },
    { "virtlogd_config", CONFIG_BARE_NAME },
    { "virtnodedevd_config", CONFIG_BARE_NAME },
    { "virtproxyd_config", CONFIG_BARE_NAME },
    { "virtqemud_config", CONFIG_BARE_NAME },
    { "virtsecretd_config", CONFIG_BARE_NAME },
    { "virtstoraged_config", CONFIG_BARE_NAME },
    /* neutron */
    { "eswitchd_config", 0 },
    { "ironic_neutron_agent_config", 0 },
    { "neutron_agent_linuxbridge", 0 },
    { "neutron_agent_macvtap", 0 },
    { "neutron_agent_ovs", 0 },
    { "neutron_agent_vpp", 0 },
    { "neutron_api_paste_ini", 0 },
    { "neutron_api_uwsgi_config", 0 },
    { "neutron_bgp_dragent_config", 0 },
    { "neutron_bgpvpn_bagpipe_config", 0 },
    { "neutron_bgpvpn_service_config", 0 },
    { "neutron_config", 0 },
    { "neutron_dhcp_agent_config", 0 },
    { "neutron_l2gw_agent_config", 0 },
    { "neutron_l2gw_service_config", 0 },
    { "neutron_l3_agent_config", 0 },
    { "neutron_metadata_agent_config", 0 },
    { "neutron_metering_agent_config", 0 },
    { "neutron_mlnx_agent_config", 0 },
    { "neutron_plugin_linuxbridge", 0 },
    { "neutron_plugin_ml2", 0 },
    { "neutron_plugin_nsx", 0 },
    { "neutron_plugin_nuage", 0 },
    { "neutron_plugin_opencontrail", 0 },
    { "neutron_rootwrap_config", 0 },
    { "neutron_sfc_service_config", 0 },
    { "neutron_sriov_agent_config", 0 },
    { "neutron_vpnaas_agent_config", 0 },
    { "neutron_vpnaas_service_config", 0 },
    { "ovn_metadata_agent_config", 0 },
    /* placement */
    { "placement_config", 0 },
    { "placement_api_uwsgi_config", CONFIG_ONE_LINE },
    /* cinder */
    { "cinder_config", 0 },
    { "cinder_api_paste_ini", 0 },
    { "cinder_api_uwsgi_config", CONFIG_ONE_LINE },
    { "cinder_rootwrap_config", CONFIG_ONE_LINE },
    /* designate */
    { "designate_api_paste_ini", 0 },
    { "designate_api_uwsgi_config", CONFIG_ONE_LINE | CONFIG_SHORT_NAME },
    { "designate_config", 0 },
    { "designate_rootwrap_config", CONFIG_ONE_LINE },
    { "designate_tlds_config", 0 },
    /* gnocchi */
    { "gnocchi_api_paste_ini", 0 },
    { "gnocchi_api_uwsgi_config", CONFIG_ONE_LINE },
    { "gnocchi_config", 0 },
    /* aodh */
    { "aodh_api_paste_ini", 0 },
    { "aodh_api_uwsgi_config", CONFIG_ONE_LINE },
    { "aodh_config", 0 },
    /* ceilometer */
    { "ceilometer_config", CONFIG_ONE_LINE },
    { "ceilometer_rootwrap_config", CONFIG_ONE_LINE },
    /* barbican */
    { "barbican_api_paste_ini", 0 },
    { "barbican_api_uwsgi_config", CONFIG_ONE_LINE },
    { "barbican_config", CONFIG_ONE_LINE },
    /* ironic */
    { "ironic_config", 0 },
    { "ironic_inspector_config", 0 },
    /* panko */
    { "panko_api_paste_ini", 0 },
    { "panko_api_uwsgi_config", CONFIG_ONE_LINE },
    { "panko_config", CONFIG_ONE_LINE },
    /* octavia */
    { "octavia_api_uwsgi_config", CONFIG_ONE_LINE },
    { "octavia_config", 0 },
    { "octavia_ovn_provider_config", CONFIG_ONE_LINE },
    /* manila */
    { "manila_api_paste_ini", 0 },
    { "manila_api_uwsgi_config", CONFIG_ONE_LINE },
    { "manila_config", 0 },
    { "manila_rootwrap_config", CONFIG_ONE_LINE },
    /* magnum */
    { "magnum_api_paste_ini", 0 },
    { "magnum_api_uwsgi_config", CONFIG_ONE_LINE },
    { "magnum_config", 0 },
    /* mistral */
    { "mistral_config", 0 },
    /* cloudkitty */
    { "cloudkitty_api_paste_ini", 0 },
    { "cloudkitty_api_uwsgi_config", CONFIG_ONE_LINE },
    { "cloudkitty_config", 0 },
    /* sahara */
    { "sahara_api_paste_ini", 0 },
    { "sahara_api_uwsgi_config", 0 },
    { "sahara_config", 0 },
    /* murano */
    { "murano_cfapi_config", CONFIG_ONE_LINE },
    { "murano_cfapi_paste_ini_config", CONFIG_ONE_LINE },
    { "murano_config", CONFIG_ONE_LINE },
    { "murano_paste_ini_config", CONFIG_ONE_LINE },
    /* congress */
    { "congress_api_paste_ini", 0 },
    { "congress_config", CONFIG_ONE_LINE },
    /* tempest */
    { "tempest_config", CONFIG_ONE_LINE | CONFIG_PATH },
    /* ceph (no OpenStack service, its ceph.conf written alike) */
    { "ceph_config", CONFIG_PATH },
};

static int config_type(const CatResource *r) {
    for (size_t i = 0; i < sizeof CONFIG_TYPES / sizeof *CONFIG_TYPES; i++)
        if (ral_is_type(r, CONFIG_TYPES[i].type))
            return (int)i;
    return -1;
}

bool ral_openstack_config_type(const CatResource *r) {
    return config_type(r) >= 0;
}

Value ral_openstack_config_name(Ctx *ctx, const CatResource *r) {
    int i = config_type(r);
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    unsigned flags = i >= 0 ? CONFIG_TYPES[i].flags : 0;
    const char *const *pattern = flags & CONFIG_BARE_NAME    ? SETTING
                                 : flags & CONFIG_SHORT_NAME ? SECTION_SETTING_SHORT
                                                             : SECTION_SETTING;
    return ral_check_matches(ctx, r, "name", v, pattern, RAL_PARAMETER);
}

/* The path's validate block: `value =~ /^\//` (a line of the text that starts with a slash; no
 * value but a String matches), else the Puppet::Error "File paths must be fully qualified, not
 * '#{value}'". */
static Value config_path(Ctx *ctx, const CatResource *r, Value v) {
    int m = 0;
    if (v.kind == VAL_STRING && (m = ral_match(ctx, "^\\/", v.as.string->bytes)) < 0)
        return value_abrupt();
    if (m)
        return value_undef();
    StrBuf shown;
    strbuf_init(&shown, ctx);
    if (v.kind == VAL_ARRAY || v.kind == VAL_HASH)
        sprintf_inspect(&shown, v);
    else
        format_append_to_string(&shown, v);
    return ral_param_failed(ctx, r, "path",
                            ctx_sprintf(ctx, "File paths must be fully qualified, not '%s'", strbuf_finish(&shown)->bytes));
}

Value ral_openstack_config_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    int i = config_type(r);
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "secret") == 0 || strcmp(p->name, "quote") == 0)
        return ral_check_values(ctx, r, p->name, p->value, "true false");
    if (strcmp(p->name, "value") == 0 && i >= 0 && (CONFIG_TYPES[i].flags & CONFIG_ONE_LINE))
        return ral_check_matches(ctx, r, "value", p->value, ONE_LINE, RAL_PROPERTY);
    if (strcmp(p->name, "path") == 0 && i >= 0 && (CONFIG_TYPES[i].flags & CONFIG_PATH))
        return config_path(ctx, r, p->value);
    return value_undef();
}

/* --- glance_image ------------------------------------------------------------------------ */

static const char *const UUID[] = { "[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}", NULL };
static const char *const NON_BLANK[] = { "\\S+", NULL };
static const char *const DIGITS[] = { "\\d+", NULL };
static const char *const YES_NO[] = { "(y|Y)es", "(n|N)o", "(t|T)rue", "(f|F)alse", NULL };

/* Whether Ruby's `text =~ /pattern/` matches. */
static bool ruby_match(Ctx *ctx, const char *pattern, const Str *text) {
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    return re && regex_match(ctx, re, text);
}

/* An error of a parameter's validate or munge block that is no ArgumentError (a NoMethodError):
 * the agent wraps it as a DevError, reported without a line. Returns value_abrupt(). */
static Value dev_error(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    return ral_runtime_error(ctx, ctx_sprintf(ctx, "Parameter %s failed on %s: %s", param,
                                              catalog_ref_text(ctx, r->type, r->title), message));
}

/* A String of "key=value" pairs separated by commas as glance_image's and nova_flavor's
 * properties and nova_aggregate's metadata check it (a Hash passes; another class has no split,
 * the validate block's NoMethodError): `each_piece` asks each piece of value.split(',') for an
 * "=" (the image, the flavor), else the whole value (the aggregate's block tests `value`, not
 * the piece), whose munge then splits each piece on its "=" and strips both halves (a piece
 * without one has a nil half: "undefined method `strip' for nil:NilClass"). */
static Value key_value_pairs(Ctx *ctx, const CatResource *r, const char *param, Value v, bool each_piece,
                             const char *message) {
    if (v.kind == VAL_HASH)
        return value_undef();
    if (v.kind != VAL_STRING)
        return dev_error(ctx, r, param, ctx_sprintf(ctx, "Validate method failed for class %s: undefined method `split' for %s",
                                                    param, sprintf_no_method_receiver_3x(ctx, v)));
    const Str *s = v.as.string;
    if (!each_piece) {
        /* value.split(",").each: no piece at all for "" or ",,," */
        bool any = false;
        for (size_t i = 0; i < s->len; i++)
            any = any || s->bytes[i] != ',';
        if (any && !memchr(s->bytes, '=', s->len))
            return ral_param_failed(ctx, r, param, message);
    }
    /* Ruby's split drops the empty pieces at the end, and has none for an empty string */
    size_t end = s->len, start = 0;
    while (end > 0 && s->bytes[end - 1] == ',')
        end--;
    while (start < end) {
        const char *comma = memchr(s->bytes + start, ',', end - start);
        size_t stop = comma ? (size_t)(comma - s->bytes) : end;
        if (!memchr(s->bytes + start, '=', stop - start)) {
            if (each_piece)
                return ral_param_failed(ctx, r, param, message);
            const char *shown = sprintf_inspect_3x_text(ctx, v);
            return dev_error(ctx, r, param,
                             ctx_sprintf(ctx, "Munging failed for value %s in class %s: undefined method `strip' for nil:NilClass",
                                         shown, param));
        }
        start = stop + 1;
    }
    return value_undef();
}

/* A property's validate block runs on each element of an array value. */
static Value each_element(Ctx *ctx, const CatResource *r, const char *param, Value v, bool each_piece,
                          const char *message) {
    if (v.kind != VAL_ARRAY)
        return key_value_pairs(ctx, r, param, v, each_piece, message);
    for (size_t i = 0; i < v.as.array->count; i++)
        TRY(key_value_pairs(ctx, r, param, v.as.array->items[i], each_piece, message));
    return value_undef();
}

Value ral_glance_image_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "id") == 0)
        return ral_check_matches(ctx, r, n, v, UUID, RAL_PROPERTY);
    if (strcmp(n, "location") == 0 || strcmp(n, "source") == 0 || strcmp(n, "proxy") == 0)
        return ral_check_matches(ctx, r, n, v, NON_BLANK, RAL_PARAMETER);
    if (strcmp(n, "image_tag") == 0)
        return ral_check_matches(ctx, r, n, v, NON_BLANK, RAL_PROPERTY);
    if (strcmp(n, "is_public") == 0)
        return ral_check_collection(ctx, r, n, v, "true false", YES_NO, RAL_PROPERTY);
    if (strcmp(n, "container_format") == 0)
        return ral_check_collection(ctx, r, n, v, "ami ari aki bare ovf", NULL, RAL_PROPERTY);
    if (strcmp(n, "disk_format") == 0)
        return ral_check_collection(ctx, r, n, v, "ami ari aki vhd vmdk raw qcow2 vdi iso ploop", NULL, RAL_PROPERTY);
    if (strcmp(n, "min_ram") == 0 || strcmp(n, "min_disk") == 0)
        return ral_check_matches(ctx, r, n, v, DIGITS, RAL_PROPERTY);
    if (strcmp(n, "properties") == 0)
        return each_element(ctx, r, n, v, true, "Key/value pairs should be separated by an =");
    return value_undef();
}

Value ral_glance_image_validate(Ctx *ctx, const CatResource *r) {
    /* self[:ensure] != :present: an image without ensure is not checked */
    if (!ral_text_is(r, "ensure", "present"))
        return value_undef();
    if (ral_has(r, "project_id") && ral_has(r, "project_name"))
        return ral_validation_failed(ctx, r, "Please provide a value for only one of project_name and project_id\n");
    return value_undef();
}

/* --- barbican_secret ---------------------------------------------------------------------- */

Value ral_barbican_secret_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    return value_undef();   /* the name and the payload: newvalues of a pattern any value's to_s matches */
}

Value ral_barbican_secret_validate(Ctx *ctx, const CatResource *r) {
    /* ensurable's defaultto(:present) is set before the block runs; a payload of false is as
     * missing to `! self[:payload]` as none */
    if (ral_has(r, "ensure") && !ral_text_is(r, "ensure", "present"))
        return value_undef();
    const CatParam *payload = catalog_param((CatResource *)r, "payload");
    bool missing = !ral_has(r, "payload") ||
                   (payload->value.kind == VAL_BOOLEAN && !payload->value.as.boolean);
    return missing ? ral_validation_failed(ctx, r, "must set payload when creating secret") : value_undef();
}

/* --- nova's objects -------------------------------------------------------------------------- */

/* The name's validate block of nova_flavor, nova_aggregate and nova_service: a String that
 * matches the type's pattern, else "NAME is not a valid name". */
static Value nova_object_name(Ctx *ctx, const CatResource *r, const char *pattern) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    if (v.kind != VAL_STRING)
        return ral_param_failed(ctx, r, "name", "name parameter must be a String");
    if (!ruby_match(ctx, pattern, v.as.string)) {
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
        return ral_param_failed(ctx, r, "name", ctx_sprintf(ctx, "%s is not a valid name", v.as.string->bytes));
    }
    return value_undef();
}

Value ral_nova_flavor_name(Ctx *ctx, const CatResource *r) {
    return nova_object_name(ctx, r, "^[a-zA-Z0-9\\-\\._]+$");
}

Value ral_nova_flavor_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, p->value, "present absent");
    if (strcmp(n, "is_public") == 0)
        return ral_check_collection(ctx, r, n, p->value, "true false", YES_NO, RAL_PARAMETER);
    if (strcmp(n, "properties") == 0)
        return each_element(ctx, r, n, p->value, true, "Key/value pairs should be separated by an =");
    return value_undef();
}

Value ral_nova_flavor_validate(Ctx *ctx, const CatResource *r) {
    if (ral_has(r, "project") && ral_has(r, "project_name"))
        return ral_validation_failed(ctx, r, "Please provide a value for only one of project_name and project.\n");
    return value_undef();
}

Value ral_nova_aggregate_name(Ctx *ctx, const CatResource *r) {
    return nova_object_name(ctx, r, "[a-z0-9]+");
}

Value ral_nova_aggregate_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "filter_hosts") == 0)
        return ral_check_values(ctx, r, n, v, "true false");
    if (strcmp(n, "id") == 0)
        return ral_param_failed(ctx, r, n, "This is a read only property");
    if (strcmp(n, "availability_zone") == 0) {
        size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            if (item.kind != VAL_STRING)
                return ral_param_failed(ctx, r, n, "availability zone must be a String");
        }
        return value_undef();
    }
    if (strcmp(n, "metadata") == 0)
        return each_element(ctx, r, n, v, false, "Key/value pairs must be separated by an =");
    return value_undef();
}

Value ral_nova_service_name(Ctx *ctx, const CatResource *r) {
    return nova_object_name(ctx, r, "^[a-zA-Z0-9\\-_.]+$");
}

Value ral_nova_service_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "ids") == 0)
        return ral_param_failed(ctx, r, n, "This is a read only property");
    /* array_matching all: each element is a String (an Array only inside an array) */
    if (strcmp(n, "service_name") == 0) {
        size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
        for (size_t i = 0; i < count; i++) {
            Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
            if (item.kind != VAL_STRING && item.kind != VAL_ARRAY)
                return ral_param_failed(ctx, r, n, "service_name parameter must be String or Array");
        }
    }
    return value_undef();
}

/* --- cinder's objects ------------------------------------------------------------------------ */

/* A property's validate block of `value.match(/pattern/)` on each element: a String that does not
 * match fails with message; another class has no match method (Ruby's NoMethodError). */
static Value each_matches(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *pattern,
                          const char *message) {
    size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < count; i++) {
        Value item = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
        if (item.kind != VAL_STRING)
            return dev_error(ctx, r, param, ctx_sprintf(ctx, "Validate method failed for class %s: undefined method `match' for %s",
                                                        param, sprintf_no_method_receiver_3x(ctx, item)));
        if (!ruby_match(ctx, pattern, item.as.string)) {
            if (ctx->unwind.kind != UNWIND_NONE)
                return value_abrupt();
            return ral_param_failed(ctx, r, param, message);
        }
    }
    return value_undef();
}

Value ral_cinder_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    bool type = ral_is_type(r, "cinder_type");
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "is_public") == 0)
        return ral_check_values(ctx, r, n, v, "true false");
    if (strcmp(n, "properties") == 0)
        return each_matches(ctx, r, n, v,
                            type ? "^\\s*[^=\\s]+=\\S(([^=,])+((?<=\\S),(?=\\S))?)+([^\\s=,])+$" : "^\\s*[^=\\s]+=[^=\\s]+$",
                            "Properties doesn't match");
    if (strcmp(n, "associations") == 0)
        return each_matches(ctx, r, n, v, "^[-\\w]+$", "Types name doesn't match");
    return value_undef();
}

Value ral_cinder_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return ral_check_matches(ctx, r, "name", v, NON_BLANK, RAL_PARAMETER);
}

/* --- neutron's objects ----------------------------------------------------------------------- */

static const char *const TRUE_FALSE[] = { "(t|T)rue", "(f|F)alse", NULL };

/* Whether `name` is one of the space-separated properties of list. */
static bool named(const char *name, const char *list) {
    return ral_in_words(list, name);
}

/* The properties whose validate block raises "This is a read only property", by type. */
static const char *read_only(const CatResource *r) {
    if (ral_is_type(r, "neutron_router"))
        return "id external_gateway_info gateway_network_id status";
    if (ral_is_type(r, "neutron_router_interface"))
        return "id router_name subnet_name";
    if (ral_is_type(r, "neutron_port"))
        return "id network_id subnet_id status";
    return "id";
}

Value ral_neutron_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (named(n, read_only(r)) && !ral_is_type(r, "neutron_security_group"))
        return ral_param_failed(ctx, r, n, "This is a read only property");
    if (named(n, "admin_state_up shared router_external enable_dhcp distributed ha"))
        return ral_check_matches(ctx, r, n, v, TRUE_FALSE, RAL_PROPERTY);
    if (strcmp(n, "provider_network_type") == 0)
        return ral_check_collection(ctx, r, n, v, "flat vlan local gre l3_ext vxlan", NULL, RAL_PROPERTY);
    if (strcmp(n, "provider_physical_network") == 0)
        return ral_check_matches(ctx, r, n, v, NON_BLANK, RAL_PROPERTY);
    if (strcmp(n, "mtu") == 0)
        return ral_check_matches(ctx, r, n, v, DIGITS, RAL_PROPERTY);
    if (strcmp(n, "ip_version") == 0)
        return ral_check_collection(ctx, r, n, v, "4 6", NULL, RAL_PROPERTY);
    if (strcmp(n, "ipv6_ra_mode") == 0 || strcmp(n, "ipv6_address_mode") == 0)
        return ral_check_collection(ctx, r, n, v, "dhcpv6-stateful dhcpv6-stateless slaac", NULL, RAL_PROPERTY);
    if (strcmp(n, "binding_profile") == 0) {
        size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
        for (size_t i = 0; i < count; i++)
            if ((v.kind == VAL_ARRAY ? v.as.array->items[i] : v).kind != VAL_HASH)
                return ral_param_failed(ctx, r, n, "Binding profile is not a valid dictionary");
    }
    return value_undef();
}

Value ral_neutron_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    if (ral_is_type(r, "neutron_security_group"))
        return nova_object_name(ctx, r, "^[a-zA-Z0-9\\-\\._]+$");
    static const char *const INTERFACE[] = { "^\\S+:\\S+$", NULL };
    static const char *const NUMVFS[] = { "^[a-z0-9\\-_]+:[0-9]+$", NULL };
    if (ral_is_type(r, "neutron_router_interface"))
        return ral_check_matches(ctx, r, "name", v, INTERFACE, RAL_PARAMETER);
    if (ral_is_type(r, "neutron_agent_sriov_numvfs"))
        return ral_check_matches(ctx, r, "name", v, NUMVFS, RAL_PARAMETER);
    return value_undef();
}

/* The validate blocks of neutron_network, neutron_subnet, neutron_router and neutron_port (the
 * last checked whatever its ensure). `project_id = self[:tenant_id] or self[:project_id]` binds
 * as (project_id = self[:tenant_id]) or ...: only the deprecated pair is compared. */
Value ral_neutron_validate(Ctx *ctx, const CatResource *r) {
    bool port = ral_is_type(r, "neutron_port");
    if (!port && !ral_text_is(r, "ensure", "present"))
        return value_undef();
    if (ral_is_type(r, "neutron_subnet")) {
        if (!ral_has(r, "cidr"))
            return ral_validation_failed(ctx, r, "Please provide a valid CIDR");
        if (!ral_has(r, "network_id") && !ral_has(r, "network_name"))
            return ral_validation_failed(ctx, r, "A value for one of network_name or network_id must be provided.\n");
        if (ral_has(r, "network_id") && ral_has(r, "network_name"))
            return ral_validation_failed(ctx, r, "Please provide a value for only one of network_name and network_id.\n");
    }
    const char *ref = catalog_ref_text(ctx, r->type, r->title);
    if (ral_has(r, "tenant_id"))
        ctx_warn(ctx, span_none(), "/%s: The tenant_id property is deprecated. Use project_id.", ref);
    if (ral_has(r, "tenant_name"))
        ctx_warn(ctx, span_none(), "/%s: The tenant_name property is deprecated. Use project_name.", ref);
    if (ral_has(r, "tenant_id") && ral_has(r, "tenant_name"))
        return ral_validation_failed(ctx, r, "Please provide a value for only one of project_name and project_id.\n");
    if (ral_is_type(r, "neutron_subnet") && (ral_has(r, "ipv6_ra_mode") || ral_has(r, "ipv6_address_mode")) &&
        !ral_text_is(r, "ip_version", "6"))
        return ral_validation_failed(ctx, r,
                                     "ipv6_ra_mode and ipv6_address_mode can only be used with ip_version set to '6'\n");
    if (port && ral_has(r, "ip_address") && ral_has(r, "subnet_name"))
        return ral_validation_failed(ctx, r, "Please provide a value for only one of ip_address and subnet_name.");
    return value_undef();
}
