/* catalog_ral_modules.h: what the to_ral checks of the types modules define in Ruby share
 * (catalog_ral_modules.c: the reference's messages, value collections, paths, Ruby's
 * Integer()) and the entries of each module family's file (catalog_ral_<family>.c), which
 * catalog_ral_modules.c's table routes each type to. Nothing outside those files includes it.
 *
 * Every check takes the resource r (and p, one of its attributes, whose value is never undef:
 * an undef attribute is not set) and returns value_undef(), or value_abrupt() after recording
 * the reference's error at r's line.
 */
#ifndef PUPPET_CATALOG_RAL_MODULES_H
#define PUPPET_CATALOG_RAL_MODULES_H

#include "catalog/catalog_internal.h"
#include "values/regex.h"

/* --- catalog_ral_modules.c: shared ------------------------------------------------------- */

/* Whether r is of the type named `name`. */
bool ral_is_type(const CatResource *r, const char *name);

/* Whether r has the attribute `name` set to something else than undef. */
bool ral_has(const CatResource *r, const char *name);

/* Whether r's attribute `name` is a String or Boolean whose to_s is `text` ("false" for false),
 * as validate blocks compare values. */
bool ral_text_is(const CatResource *r, const char *name, const char *text);

/* Whether a Puppet::Parameter::Boolean's value is true (true, 'true', 'yes'). */
bool ral_boolean_true(const CatResource *r, const char *name);

/* A parameter's ArgumentError: "Parameter PARAM failed on Type[title]: MESSAGE" at r's line.
 * Returns value_abrupt(). */
Value ral_param_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message);

/* A type validate block's failure: "Validation of Type[title] failed: MESSAGE" at r's line.
 * Returns value_abrupt(). */
Value ral_validation_failed(Ctx *ctx, const CatResource *r, const char *message);

/* A validate block's RuntimeError: the agent prints its message alone, without the resource
 * or a line (Puppet::Type#validate wraps only ArgumentError, TypeError and Puppet::Error).
 * Returns value_abrupt(). */
Value ral_runtime_error(Ctx *ctx, const char *message);

/* Puppet.deprecation_warning(message): a warning without location, given once per run for
 * each message (the reference keys it on the calling line, one per message here). */
void ral_deprecation_warning(Ctx *ctx, const char *message);

/* Puppet::Parameter::ValueCollection#validate over names (space separated): a String or
 * Boolean whose text is one of them; the message lists them joined by ", ". */
Value ral_check_values(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names);

/* How an attribute's value reaches its value collection: a property's should= validates each
 * element of an array by itself, a parameter's value= its whole value. */
typedef enum { RAL_PARAMETER, RAL_PROPERTY } RalAttribute;

/* Value collections of regexps only (newvalues(/re/), Puppet::Parameter::ValueCollection
 * #validate): the value's Ruby to_s must match one of the Ruby patterns (NULL-terminated), else
 * "Invalid value <inspect>. Valid values match /re/, /re/." An undef here is an element of an
 * array (a set attribute is never undef): Ruby's nil, checked as ''. */
Value ral_check_matches(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *const *patterns,
                        RalAttribute kind);

/* A value collection of names (space separated, matched by the value's to_s) and regexps
 * (NULL-terminated, or NULL), as ral_check_matches checks it: "Invalid value "x". Valid values
 * are a, b. Valid values match /re/." */
Value ral_check_collection(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names,
                           const char *const *patterns, RalAttribute kind);

/* Puppet::Util.absolute_path?(p, :posix), and with windows also (p, :windows). */
bool ral_absolute_path(const char *p, bool windows);

/* A Puppet::Parameter::Path-like check: a String that is no absolute POSIX path fails with
 * "File paths must be fully qualified, not 'x'". */
Value ral_check_path(Ctx *ctx, const CatResource *r, const char *param, Value v);

/* A parameter whose validate block wants an absolute path (Puppet::Util.absolute_path? on
 * POSIX; Pathname#absolute? is the same test); the message is prefix, followed by the value
 * when the prefix ends in a blank. */
Value ral_check_absolute(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *prefix);

/* Whether Ruby's Integer(v) succeeds: an Integer, a Float (truncated), an integer's text. */
bool ral_ruby_integer(Value v);

/* A validate block of Integer(value): Ruby's ArgumentError as the parameter's failure, its
 * TypeError (true, an array) alone. */
Value ral_check_ruby_integer(Ctx *ctx, const CatResource *r, const char *param, Value v);

/* Parameter#munge's wrapping of a munge's error that is no Puppet::Error: "Munging failed for
 * value <inspect> in class PARAM: MESSAGE", the parameter's failure (at r's line, but for a
 * NoMethodError's "undefined method ..."). Returns value_abrupt(). */
Value ral_munge_failed(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *message);

/* Parameter#validate's wrapping of a validate block's error that is no ArgumentError or
 * Puppet::Error: "Validate method failed for class PARAM: MESSAGE". Returns value_abrupt(). */
Value ral_validate_method_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message);

/* Whether the Ruby pattern matches text: 1, 0, or -1 after an error (the run left: the
 * backtracking limit, or a pattern that does not compile). */
int ral_match(Ctx *ctx, const char *pattern, const char *text);

/* ral_match, and on a match *groups its match variables ($0, $1, ...: a group that did not
 * take part is undef). */
int ral_match_groups(Ctx *ctx, const char *pattern, const char *text, const MatchData **groups);

/* Facter.value(name) on the agent: the node's fact of that name, its to_s; NULL when the node
 * has none (module types' checks ask the agent's Facter; the node is the agent). */
const char *ral_fact_text(Ctx *ctx, const char *name);

/* Puppet::Util::Package.versioncmp(version, than) (Puppet's versioncmp function) into *out.
 * Returns false after an error. */
bool ral_versioncmp(Ctx *ctx, const char *version, const char *than, long long *out);

/* Whether IPAddr.new(text) takes text as an IPv4 or IPv6 address without a prefix (Ruby 3.1's
 * ipaddr 1.2.4: no zero-filled IPv4 numbers; an IPv6 address may be in brackets and carry a
 * %zone). */
bool ral_ip_address(const char *text);

/* --- the families ------------------------------------------------------------------------ */

/* catalog_ral_core.c: the *_core modules' cron, host, sshkey and mount; tidy and resources. */
Value ral_cron_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_cron_validate(Ctx *ctx, const CatResource *r);
Value ral_host_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_host_name(Ctx *ctx, const CatResource *r);
Value ral_sshkey_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_sshkey_name(Ctx *ctx, const CatResource *r);
Value ral_tidy_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_mount_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_resources_param(Ctx *ctx, const CatResource *r, const CatParam *p);

/* catalog_ral_concat.c: concat's concat_file and concat_fragment. */
Value ral_concat_fragment_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_concat_fragment_validate(Ctx *ctx, const CatResource *r);
Value ral_concat_file_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_concat_file_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_lines.c: stdlib's file_line, inifile's ini_setting and ini_subsetting. */
Value ral_file_line_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_file_line_validate(Ctx *ctx, const CatResource *r);
Value ral_ini_param(Ctx *ctx, const CatResource *r, const CatParam *p);

/* catalog_ral_apache.c: apache's a2mod. */
Value ral_a2mod_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_apt.c: apt's apt_key. */
Value ral_apt_key_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_apt_key_name(Ctx *ctx, const CatResource *r);
Value ral_apt_key_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_mysql.c: mysql's mysql_* types. */
Value ral_mysql_user_name(Ctx *ctx, const CatResource *r);
Value ral_mysql_grant_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_mysql_grant_validate(Ctx *ctx, const CatResource *r);
Value ral_mysql_param(Ctx *ctx, const CatResource *r, const CatParam *p);

/* catalog_ral_postgresql.c: postgresql's postgresql_* types. */
Value ral_postgresql_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_postgresql_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_alternatives.c: alternatives' alternatives and alternative_entry. */
Value ral_alternatives_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_alternative_entry_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_alternative_entry_keys(Ctx *ctx, const CatResource *r);

/* catalog_ral_vcsrepo.c: vcsrepo. */
Value ral_vcsrepo_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_vcsrepo_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_archive.c: archive's archive. */
Value ral_archive_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_archive_name(Ctx *ctx, const CatResource *r);
Value ral_archive_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_rabbitmq.c: rabbitmq's rabbitmq_* types. */
Value ral_rabbitmq_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_rabbitmq_name(Ctx *ctx, const CatResource *r);
Value ral_rabbitmq_policy_validate(Ctx *ctx, const CatResource *r);
Value ral_rabbitmq_binding_validate(Ctx *ctx, const CatResource *r);
Value ral_rabbitmq_parameter_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_openssl.c: openssl's ssl_pkey, x509_cert and x509_request. */
Value ral_openssl_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_openssl_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_corosync.c: corosync's cs_* types. */
Value ral_corosync_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_corosync_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_datastores.c: mongodb's mongodb_* types and etcd's etcd_key. */
Value ral_mongodb_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_mongodb_name(Ctx *ctx, const CatResource *r);
Value ral_mongodb_user_validate(Ctx *ctx, const CatResource *r);
Value ral_etcd_key_param(Ctx *ctx, const CatResource *r, const CatParam *p);

/* catalog_ral_system.c: systemd's loginctl_user, sysctl's sysctl. */
Value ral_system_param(Ctx *ctx, const CatResource *r, const CatParam *p);

/* catalog_ral_community.c: wait_for's wait_for, posix_acl's posix_acl. */
Value ral_wait_for_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_wait_for_name(Ctx *ctx, const CatResource *r);
Value ral_wait_for_validate(Ctx *ctx, const CatResource *r);
Value ral_posix_acl_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_posix_acl_name(Ctx *ctx, const CatResource *r);
Value ral_posix_acl_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_firewall.c: firewall's firewall. */
Value ral_firewall_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_firewall_name(Ctx *ctx, const CatResource *r);
Value ral_firewall_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_firewallchain.c: firewall's firewallchain. */
Value ral_firewallchain_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_firewallchain_name(Ctx *ctx, const CatResource *r);
Value ral_firewallchain_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_keystone.c: keystone's keystone_endpoint (its type's deprecated default), its
 * domain, tenant, user, role, service and identity_provider types, and keystone_user_role's
 * scopes. */
Value ral_keystone_endpoint_validate(Ctx *ctx, const CatResource *r);
Value ral_keystone_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_keystone_name(Ctx *ctx, const CatResource *r);
Value ral_keystone_service_validate(Ctx *ctx, const CatResource *r);
Value ral_keystone_user_role_keys(Ctx *ctx, const CatResource *r);

/* catalog_ral_openstack.c: the OpenStack modules' ini-file types (<service>_config, ...), which
 * ral_openstack_config_type tells, and their objects' types (glance_image, nova_flavor, ...). */
bool ral_openstack_config_type(const CatResource *r);
Value ral_openstack_config_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_openstack_config_name(Ctx *ctx, const CatResource *r);
Value ral_glance_image_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_glance_image_validate(Ctx *ctx, const CatResource *r);
Value ral_barbican_secret_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_barbican_secret_validate(Ctx *ctx, const CatResource *r);
Value ral_nova_flavor_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_nova_flavor_name(Ctx *ctx, const CatResource *r);
Value ral_nova_flavor_validate(Ctx *ctx, const CatResource *r);
Value ral_nova_aggregate_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_nova_aggregate_name(Ctx *ctx, const CatResource *r);
Value ral_nova_service_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_nova_service_name(Ctx *ctx, const CatResource *r);
Value ral_cinder_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_cinder_name(Ctx *ctx, const CatResource *r);
Value ral_neutron_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_neutron_name(Ctx *ctx, const CatResource *r);
Value ral_neutron_validate(Ctx *ctx, const CatResource *r);

/* catalog_ral_openstack_apps.c: the objects' types of the further OpenStack services' modules
 * (manila_type, mistral_workflow, sahara's templates, murano_application, tempest's setters). */
Value ral_manila_type_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_manila_type_name(Ctx *ctx, const CatResource *r);
Value ral_mistral_workflow_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_sahara_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_sahara_name(Ctx *ctx, const CatResource *r);
Value ral_sahara_validate(Ctx *ctx, const CatResource *r);
Value ral_murano_application_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_murano_application_name(Ctx *ctx, const CatResource *r);
Value ral_murano_application_validate(Ctx *ctx, const CatResource *r);
Value ral_tempest_param(Ctx *ctx, const CatResource *r, const CatParam *p);

/* catalog_ral_policy_rcd.c: openstacklib's policy_rcd. */
Value ral_policy_rcd_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_policy_rcd_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_swift.c: swift's ring devices and storage policies. */
Value ral_swift_ring_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_swift_ring_name(Ctx *ctx, const CatResource *r);
Value ral_swift_storage_policy_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_swift_storage_policy_name(Ctx *ctx, const CatResource *r);

/* catalog_ral_vswitch.c: vswitch's vs_bridge, vs_config, vs_port and vs_ssl. */
Value ral_vswitch_param(Ctx *ctx, const CatResource *r, const CatParam *p);
Value ral_vswitch_name(Ctx *ctx, const CatResource *r);

#endif
