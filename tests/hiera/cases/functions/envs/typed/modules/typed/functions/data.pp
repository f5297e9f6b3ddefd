function typed::data(Hash $options, Puppet::LookupContext $context) >> Hash {
  $r = { 'a' => 1 }
  $r
}
