function typed::good(Hash $options, Puppet::LookupContext $context) >> Hash[String, Data] {
  $r = { 'b' => 2 }
  $r
}
