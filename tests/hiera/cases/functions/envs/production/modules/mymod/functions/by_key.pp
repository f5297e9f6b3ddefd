function mymod::by_key(String $key, Hash $options, Puppet::LookupContext $context) {
  notice("lookup_key called for ${key}")
  if $key == 'by_key' {
    "answered ${key}"
  } elsif $key == 'by_key_interp' {
    $context.interpolate('os=%{facts.os.family}')
  } else {
    $context.not_found()
  }
}
