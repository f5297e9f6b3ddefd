class { 'ssh::client':
  storeconfigs_enabled => false,
  options              => {
    'Host *.amazonaws.com' => {
      'User' => 'ec2-user',
    },
  },
}
