function my_data(Hash $options, Puppet::LookupContext $context) {
  notice("my_data: ${options} module=${context.module_name} env=${context.environment_name}")
  $context.cache('seen', true)
  $context.cache('made', ["made ${options['greeting']}", { 'n' => [1, 2] }])
  $noise = Integer[1, 40].map |$j| { sprintf('%0100d', $j) }
  $r = {
    'dh_key'    => 'from data_hash',
    'greeting'  => $options['greeting'],
    'interp'    => 'os is %{facts.os.family}',
    'cached'    => $context.cached_value('seen'),
    'made'      => $context.cached_value('made'),
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
# The same functions, looked up from inside lambdas and functions: the data functions' results
# and what they cache are made during calls and kept for the run.
function in_calls::get($key) { lookup($key) }
$all = Integer[1, 3].map |$i| {
  $noise = Integer[1, 40].map |$j| { "${j}-${i}" }
  [in_calls::get('dh_key'), lookup('made'), in_calls::get('lk_key'), lookup('dig_key'), lookup('path_key', Any, 'unique'), $i]
}
notice($all[0])
notice($all[2])
notice(lookup('made'), lookup('cached'))
