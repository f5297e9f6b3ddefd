function failing::nothing(Hash $options, Puppet::LookupContext $context) {
  $context.not_found()
}
