function env_keys($key, Hash $options, Puppet::LookupContext $context) {
  if $key == "keyfail" { fail("lookup_key failed for ${key}") }
  if $key == "typefail" { notice(1 + "a") }
  $context.not_found
}
function env_data(Hash $options, Puppet::LookupContext $context) {
  fail("data_hash failed")
}
function global_data(Hash $options, Puppet::LookupContext $context) {
  fail("global data_hash failed")
}
notice(hiera("x"))
