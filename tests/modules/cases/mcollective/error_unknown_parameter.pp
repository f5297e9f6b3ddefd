class { 'mcollective':
  brokers => ['a'],
}
