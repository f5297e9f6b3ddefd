function bad::data(Hash $o, Puppet::LookupContext $c) {
  $x = [1,
}
