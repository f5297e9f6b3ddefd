file {
  default:
    ensure => file,
    owner  => 'root',
    mode   => '0644';
  '/tmp/one': ;
  '/tmp/two':
    mode => '0600';
}
notice(File['/tmp/one'][mode])
notice(File['/tmp/two'][mode])
notice(File['/tmp/two'][owner])
