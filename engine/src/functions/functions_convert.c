/* functions_convert.c: the signatures of the constructors behind `new` (convert.c), one
 * built-in function per target type, with the reference's dispatches in the reference's
 * order (types.rb and p_*_type.rb new_function; its local type aliases written out). The
 * names contain a blank so that no Puppet call can reach them directly.
 */
#include "functions/convert_internal.h"

#define NUMERIC_CONVERTIBLE \
    "Variant[Integer, Float, Boolean, Pattern[/" CONVERT_FLOAT_PATTERN "/], Timespan, Timestamp]"
#define INTEGER_CONVERTIBLE \
    "Variant[Numeric, Boolean, Pattern[/" CONVERT_INTEGER_PATTERN_LENIENT "/], Timespan, Timestamp]"
#define FLOAT_CONVERTIBLE \
    "Variant[Numeric, Boolean, Pattern[/" CONVERT_FLOAT_PATTERN "/], Timespan, Timestamp]"
#define RADIX "Variant[Default, Integer[2,2], Integer[8,8], Integer[10,10], Integer[16,16]]"
#define TIME_FORMATS "Variant[String[2], Array[String[2], 1]]"
#define SEMVER_QUALIFIER "Pattern[/\\A(?<part>[0-9A-Za-z-]+)(?:\\.\\g<part>)*\\Z/]"
#define STRING_FORMAT "Pattern[/^%([\\s\\[+#0{<(|-]*)([1-9][0-9]*)?(?:\\.([0-9]+))?([a-zA-Z])$/]"

const BuiltinFunction functions_convert[] = {
    { "new Numeric", {
        { "type Convertible = " NUMERIC_CONVERTIBLE "; "
          "type NamedArgs = Struct[{from => Convertible, Optional[abs] => Boolean}]; "
          "(Convertible $from, Boolean $abs = undef)", convert_numeric_from_args },
        { "(NamedArgs $hash_args)", convert_numeric_from_hash },
        { "!(Any $from, Boolean $abs = undef)", convert_numeric_on_error },
    } },
    { "new Integer", {
        { "type Radix = " RADIX "; "
          "type Convertible = " INTEGER_CONVERTIBLE "; "
          "type NamedArgs = Struct[{from => Convertible, Optional[radix] => Radix, Optional[abs] => Boolean}]; "
          "(Convertible $from, Radix $radix = undef, Boolean $abs = undef)", convert_integer_from_args },
        { "(NamedArgs $hash_args)", convert_integer_from_hash },
        { "!(Hash $hash_args)", convert_integer_on_error_hash },
        { "!(Any $from, Integer $radix = undef, Boolean $abs = undef)", convert_integer_on_error },
    } },
    { "new Float", {
        { "type Convertible = " FLOAT_CONVERTIBLE "; "
          "type NamedArgs = Struct[{from => Convertible, Optional[abs] => Boolean}]; "
          "(Convertible $from, Boolean $abs = undef)", convert_float_from_args },
        { "(NamedArgs $hash_args)", convert_float_from_hash },
        { "!(Any $from, Boolean $abs = undef)", convert_float_on_error },
    } },
    { "new Boolean", {
        { "(Variant[Integer, Float, Boolean, Enum['false','true','yes','no','y','n',true]] $from)",
          convert_boolean_from_args },
        { "(Any $from)", convert_boolean_on_error },
    } },
    { "new String", {
        { "type Format = " STRING_FORMAT "; "
          "type ContainerFormat = Struct[{Optional[format] => Format, Optional[separator] => String, "
          "Optional[separator2] => String, Optional[string_formats] => Hash[Type, Format]}]; "
          "type TypeMap = Hash[Type, Variant[Format, ContainerFormat]]; "
          "type Convertible = Any; "
          "type Formats = Variant[Default, String[1], TypeMap]; "
          "(Convertible $from, Formats $string_formats = undef)", convert_string_from_args },
    } },
    { "new Regexp", {
        { "(String $pattern, Boolean $escape = undef)", convert_regexp_from_string },
    } },
    { "new Array", {
        { "(Variant[Array, Hash, Binary, Iterable] $from, Boolean[false] $wrap = undef)", convert_array_to_array },
        { "(Any $from, Boolean[true] $wrap)", convert_array_wrapped },
        { "(Any $from, Boolean $wrap = undef)", convert_array_on_error },
    } },
    { "new Hash", {
        { "type KeyValueArray = Array[Tuple[Any, Any], 1]; type TreeArray = Array[Tuple[Array, Any], 1]; "
          "type NewHashOption = Enum[tree, hash_tree]; "
          "(TreeArray $from, NewHashOption $build_option = undef)", convert_hash_from_tree },
        { "(KeyValueArray $from)", convert_hash_from_tuples },
        { "(Any $from)", convert_hash_from_array },
    } },
    { "new Type", {
        { "(String[1] $type_string)", convert_type_from_string },
    } },
    { "new Unit", {
        { "(Any $from)", convert_unit_from_args },
    } },
    { "new Sensitive", {
        { "(Any $value)", convert_sensitive_from_any },
    } },
    { "new Binary", {
        { "type ByteInteger = Integer[0, 255]; type Base64Format = Enum['%b', '%u', '%B', '%s', '%r']; "
          "type StringHash = Struct[{value => String, 'format' => Optional[Base64Format]}]; "
          "type ArrayHash = Struct[{value => Array[ByteInteger]}]; "
          "type BinaryArgsHash = Variant[StringHash, ArrayHash]; "
          "(String $str, Base64Format $format = undef)", convert_binary_from_string },
        { "(Array[ByteInteger] $byte_array)", convert_binary_from_array },
        { "(BinaryArgsHash $hash_args)", convert_binary_from_hash },
    } },
    { "new URI", {
        { "(String[1] $uri)", convert_uri_from_string },
        { "(Struct[{Optional[scheme] => String[1], Optional[userinfo] => String[1], Optional[host] => String[1], "
          "Optional[port] => Integer[0], Optional[path] => String[1], Optional[query] => String[1], "
          "Optional[fragment] => String[1], Optional[opaque] => String[1]}] $hash)", convert_uri_from_hash },
    } },
    { "new SemVer", {
        { "type PositiveInteger = Integer[0, default]; "
          "type SemVerQualifier = " SEMVER_QUALIFIER "; "
          "type SemVerPattern = Pattern[/\\A(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?"
          "(?:\\+([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*))?\\Z/]; "
          "type SemVerHash = Struct[{major => PositiveInteger, minor => PositiveInteger, patch => PositiveInteger, "
          "Optional[prerelease] => SemVerQualifier, Optional[build] => SemVerQualifier}]; "
          "(SemVerPattern $str)", convert_semver_from_string },
        { "(PositiveInteger $major, PositiveInteger $minor, PositiveInteger $patch, "
          "SemVerQualifier $prerelease = undef, SemVerQualifier $build = undef)", convert_semver_from_args },
        { "(SemVerHash $hash_args)", convert_semver_from_hash },
        { "!(String $str)", convert_semver_on_error },
    } },
    { "new SemVerRange", {
        { "type SemVerRangeString = String[1]; "
          "type SemVerRangeHash = Struct[{min => Variant[Default, SemVer], Optional[max] => Variant[Default, SemVer], "
          "Optional[exclude_max] => Boolean}]; "
          "(SemVerRangeString $str)", convert_semver_range_from_string },
        { "(Variant[Default, SemVer] $min, Variant[Default, SemVer] $max, Boolean $exclude_max = undef)",
          convert_semver_range_from_versions },
        { "(SemVerRangeHash $hash_args)", convert_semver_range_from_hash },
    } },
    { "new Timespan", {
        { "type Formats = " TIME_FORMATS "; "
          "(Variant[Integer, Float] $seconds)", convert_timespan_from_seconds },
        { "(String[1] $string, Formats $format = undef)", convert_timespan_from_string },
        { "(Integer $days, Integer $hours, Integer $minutes, Integer $seconds, Integer $milliseconds = undef, "
          "Integer $microseconds = undef, Integer $nanoseconds = undef)", convert_timespan_from_fields },
        { "(Struct[{string => String[1], Optional[format] => Formats}] $hash_arg)",
          convert_timespan_from_string_hash },
        { "(Struct[{Optional[negative] => Boolean, Optional[days] => Integer, Optional[hours] => Integer, "
          "Optional[minutes] => Integer, Optional[seconds] => Integer, Optional[milliseconds] => Integer, "
          "Optional[microseconds] => Integer, Optional[nanoseconds] => Integer}] $hash_arg)",
          convert_timespan_from_fields_hash },
    } },
    { "new Timestamp", {
        { "type Formats = " TIME_FORMATS "; "
          "()", convert_timestamp_now },
        { "(Variant[Integer, Float] $seconds)", convert_timestamp_from_seconds },
        { "(String[1] $string, Formats $format = undef, String[1] $timezone = undef)",
          convert_timestamp_from_string },
        { "(Struct[{string => String[1], Optional[format] => Formats, Optional[timezone] => String[1]}] "
          "$hash_arg)", convert_timestamp_from_string_hash },
    } },
    { NULL, { { NULL, NULL } } },
};
