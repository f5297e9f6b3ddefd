function mymod::data(Hash $options, Puppet::LookupContext $context) {
  notice("data_hash called: options=${options} module=${context.module_name} env=${context.environment_name}")
  $context.cache('calls', 1)
  $data = {
    'fn_key'     => 'from the data_hash function',
    'greeting'   => $options['greeting'],
    'interp'     => 'os is %{facts.os.family}',
    'has_cached' => $context.cache_has_key('calls'),
    'cached'     => $context.cached_value('calls'),
  }
  $data
}
