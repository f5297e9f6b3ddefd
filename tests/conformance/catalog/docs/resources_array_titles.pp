# lang_resources: an array of titles declares several resources with the same attributes
file { ['/etc',
        '/etc/rc.d',
        '/etc/rc.d/init.d',
        '/etc/rc.d/rc0.d',
        '/etc/rc.d/rc1.d']:
  ensure => directory,
  owner  => 'root',
  group  => 'root',
  mode   => '0755',
}
