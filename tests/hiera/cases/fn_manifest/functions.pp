function my_data(Hash $options, Puppet::LookupContext $context) {
  notice("my_data: ${options} module=${context.module_name} env=${context.environment_name}")
  $context.cache('seen', true)
  $r = {
    'dh_key'    => 'from data_hash',
    'greeting'  => $options['greeting'],
    'interp'    => 'os is %{facts.os.family}',
    'cached'    => $context.cached_value('seen'),
    'has_cache' => $context.cache_has_key('seen'),
    'nested'    => { 'a' => [1, 2, { 'b' => 'deep' }] },
  }
  $r
}
function my_key(String $key, Hash $options, Puppet::LookupContext $context) {
  notice("my_key: ${key}")
  if $key == 'lk_key' {
    "lookup_key answered ${key}"
  } elsif $key == 'lk_interp' {
    $context.interpolate('%{facts.os.family} via interpolate')
  } else {
    $context.not_found()
  }
}
function my_dig(Array $segments, Hash $options, Puppet::LookupContext $context) {
  notice("my_dig: ${segments}")
  if $segments[0] == 'dig_key' {
    "dug ${segments}"
  } else {
    $context.not_found()
  }
}
function my_paths(Hash $options, Puppet::LookupContext $context) {
  $name = $options['path'].split('/')[-1]
  notice("my_paths: ${name}")
  $r = { 'path_key' => [$name] }
  $r
}
notice(lookup('dh_key'))
notice(lookup('dh_key'))
notice(lookup('greeting'))
notice(lookup('interp'))
notice(lookup('cached'))
notice(lookup('has_cache'))
notice(lookup('nested.a.2.b'))
notice(lookup('lk_key'))
notice(lookup('lk_key'))
notice(lookup('lk_interp'))
notice(lookup('dig_key'))
notice(lookup('dig_key.x.1'))
notice(lookup('path_key'))
notice(lookup('path_key', Any, 'unique'))
notice(lookup('nowhere', undef, undef, 'default'))
