class { 'ipaclient':
  password => 'rainbows',
}
