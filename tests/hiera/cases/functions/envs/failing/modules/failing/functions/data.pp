function failing::data(Hash $options, Puppet::LookupContext $context) {
  fail('the data function failed')
}
