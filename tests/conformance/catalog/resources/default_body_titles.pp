file {
  default:
    ensure => file,
    owner  => 'root',
    mode   => '0644';
  ['/tmp/a', '/tmp/b']:
    content => 'ab';
  '/tmp/c':
    mode => '0600';
}
notice(File['/tmp/b']['owner'])
