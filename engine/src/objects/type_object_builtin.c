/* type_object_builtin.c: the Object types every Puppet 7 run knows, Error and Deferred.
 *
 * Error is the reference's lib/puppet/datatypes/error.rb, written out as static types so that
 * type_builtin can hand it out without a run:
 *   type_parameters => { kind => Optional[Variant[String, Regexp, Type[Enum], Type[Pattern],
 *                        Type[NotUndef], Type[Undef]]], issue_code => (the same) },
 *   attributes => { msg => String[1], kind => {type => Optional[String[1]], value => undef},
 *                   details => {type => Optional[Hash[String[1], Data]], value => undef},
 *                   issue_code => {type => Optional[String[1]], value => undef} },
 *   functions => { message => Callable[[], String[1]] }   (its Ruby class answers it with msg)
 * Deferred (lib/puppet/pops/pcore.rb) has the attributes name and arguments => {type =>
 * Optional[Array], value => undef}; its type renders as the reference prints it. Its name is
 * checked as String[1] here, not with the reference's Pattern (a static type holds no compiled
 * regexp); `call` resolves instances (functions_misc.c).
 */
#include "objects/type_object.h"

#include "types/type_internal.h"

static const Type string1 = { .kind = TYPE_STRING, .u.string = { true, { 1, TYPE_UNBOUNDED_TO }, NULL } };
static const Type opt_string1 = { .kind = TYPE_OPTIONAL, .u.contained = { &string1 } };
static const Type details_hash = { .kind = TYPE_HASH, .u.hash = { false, { 0, TYPE_UNBOUNDED_TO }, &string1, &type_data } };
static const Type opt_details = { .kind = TYPE_OPTIONAL, .u.contained = { &details_hash } };
static const Type no_params = { .kind = TYPE_TUPLE, .u.tuple = { true, { 0, 0 }, NULL, 0 } };
static const Type message_callable = { .kind = TYPE_CALLABLE, .u.callable = { &no_params, NULL, &string1 } };

static const Type type_of_enum = { .kind = TYPE_TYPE, .u.contained = { &type_enum } };
static const Type type_of_pattern = { .kind = TYPE_TYPE, .u.contained = { &type_pattern } };
static const Type type_of_not_undef = { .kind = TYPE_TYPE, .u.contained = { &type_not_undef } };
static const Type type_of_undef = { .kind = TYPE_TYPE, .u.contained = { &type_undef } };
static const Type *const matcher_members[] = {
    &type_string, &type_regexp, &type_of_enum, &type_of_pattern, &type_of_not_undef, &type_of_undef,
};
static const Type matcher = { .kind = TYPE_VARIANT, .u.variant = { matcher_members, 6 } };
static const Type opt_matcher = { .kind = TYPE_OPTIONAL, .u.contained = { &matcher } };

static const ObjectDef error_def;

#define UNDEF { .kind = VAL_UNDEF }
static const ObjectMember error_params[] = {
    { "kind", &error_def, &opt_matcher, false, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "issue_code", &error_def, &opt_matcher, false, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
};
static const ObjectMember error_attributes[] = {
    { "msg", &error_def, &string1, false, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "kind", &error_def, &opt_string1, false, OBJECT_ATTR_PLAIN, false, false, true, UNDEF, NULL },
    { "details", &error_def, &opt_details, false, OBJECT_ATTR_PLAIN, false, false, true, UNDEF, NULL },
    { "issue_code", &error_def, &opt_string1, false, OBJECT_ATTR_PLAIN, false, false, true, UNDEF, NULL },
};
static const ObjectMember error_functions[] = {
    { "message", &error_def, &message_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, "msg" },
};
#undef UNDEF

static const ObjectDef error_def = {
    .name = "Error",
    .type_params = error_params, .type_param_count = 2,
    .attributes = error_attributes, .attribute_count = 4,
    .functions = error_functions, .function_count = 1,
    .equality_include_type = true,
    .checks = { .kind = VAL_UNDEF }, .annotations = { .kind = VAL_UNDEF },
};
const Type type_error = { .kind = TYPE_OBJECT, .u.object = { &error_def, NULL, 0 } };

static const ObjectDef deferred_def;
static const Type opt_array = { .kind = TYPE_OPTIONAL, .u.contained = { &type_array } };
#define UNDEF { .kind = VAL_UNDEF }
static const ObjectMember deferred_attributes[] = {
    { "name", &deferred_def, &string1, false, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "arguments", &deferred_def, &opt_array, false, OBJECT_ATTR_PLAIN, false, false, true, UNDEF, NULL },
};
#undef UNDEF

static const ObjectDef deferred_def = {
    .name = "Deferred",
    .attributes = deferred_attributes, .attribute_count = 2,
    .equality_include_type = true,
    .checks = { .kind = VAL_UNDEF }, .annotations = { .kind = VAL_UNDEF },
    .rendered = "Object[{name => 'Deferred', attributes => {'name' => "
                "Pattern[/\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z/], 'arguments' => "
                "{type => Optional[Array], value => undef}}}]",
};
const Type type_deferred = { .kind = TYPE_OBJECT, .u.object = { &deferred_def, NULL, 0 } };

/* Puppet::LookupContext: its members as context.rb registers them (their Callable types are
 * only printed; the hook checks the calls). */
static const ObjectDef lookup_context_def;
static const Type opt_module_name_members_undef = { .kind = TYPE_UNDEF };
static const Type *const module_name_members[] = { &string1, &opt_module_name_members_undef };
static const Type module_name_type = { .kind = TYPE_VARIANT, .u.variant = { module_name_members, 2 } };
#define UNDEF { .kind = VAL_UNDEF }
static const ObjectMember lookup_context_attributes[] = {
    { "environment_name", &lookup_context_def, &string1, false, OBJECT_ATTR_DERIVED, false, false, false, UNDEF, NULL },
    { "module_name", &lookup_context_def, &module_name_type, false, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
};
static const ObjectMember lookup_context_functions[] = {
    { "not_found", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "explain", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "interpolate", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "cache", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "cache_all", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "cache_has_key", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "cached_value", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "cached_entries", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
    { "cached_file_data", &lookup_context_def, &type_callable, true, OBJECT_ATTR_PLAIN, false, false, false, UNDEF, NULL },
};
#undef UNDEF
ObjectNativeHook object_lookup_context_hook;
static const ObjectDef lookup_context_def = {
    .name = "Puppet::LookupContext",
    .attributes = lookup_context_attributes, .attribute_count = 2,
    .functions = lookup_context_functions, .function_count = 9,
    .checks = { .kind = VAL_UNDEF }, .annotations = { .kind = VAL_UNDEF },
    .native = &object_lookup_context_hook,
};
const Type type_lookup_context = { .kind = TYPE_OBJECT, .u.object = { &lookup_context_def, NULL, 0 } };

const Type *type_object_error_type(void) {
    return &type_error;
}
