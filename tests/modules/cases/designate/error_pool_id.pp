designate::pool { 'default-pool':
  nameservers => ['10.0.0.20'],
  targets     => ['10.0.0.20'],
}
