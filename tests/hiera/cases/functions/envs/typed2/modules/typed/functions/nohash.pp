function typed::nohash(Hash $options, Puppet::LookupContext $context) {
  'not a hash'
}
