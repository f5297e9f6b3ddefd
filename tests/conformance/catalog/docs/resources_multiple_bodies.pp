# lang_resources: several resource bodies in one expression
file {
  '/etc/rc.d':
    ensure => directory,
    owner  => 'root',
    group  => 'root',
    mode   => '0755';

  '/etc/rc.d/init.d':
    ensure => directory,
    owner  => 'root',
    group  => 'root',
    mode   => '0755';

  '/etc/rc.d/rc0.d':
    ensure => directory,
    owner  => 'root',
    group  => 'root',
    mode   => '0755';
}
