murano_config { 'DEFAULT/debug':
  value => true,
}
murano_config { 'database/connection':
  value  => 'mysql+pymysql://murano:secret@localhost/murano',
  secret => true,
}
murano_config { 'DEFAULT/obsolete':
  ensure => absent,
}
murano_paste_ini_config { 'pipeline:murano/pipeline':
  value => 'cors request_id versionnegotiation faultwrap authtoken context rootapp',
}
murano_cfapi_config { 'DEFAULT/tenant':
  value => 'admin',
}
murano_cfapi_paste_ini_config { 'pipeline:cloudfoundry/pipeline':
  value => 'cors request_id ssl ext_context authtoken cloudfoundryapi',
}
murano_application { 'io.murano.apps.docker.kubernetes':
  package_path  => '/var/cache/murano/meta/io.murano.apps.docker.kubernetes.zip',
  exists_action => 'a',
  public        => 'False',
  category      => 'Containers',
}
murano_application { 'io.murano.databases':
  ensure       => absent,
  package_path => '/var/cache/murano/meta/io.murano.databases.zip',
}
$networks = {
  'net04'     => { 'L2' => { 'router_ext' => false, 'segmentation_id' => 10 } },
  'net04_ext' => { 'L2' => { 'router_ext' => true } },
  'admin'     => { 'L3' => { 'subnet' => '10.0.0.0/24' } },
}
notice(get_ext_net_name($networks))
notice(get_ext_net_name({ 'a' => { 'L2' => {} } }))
notice(get_ext_net_name({}))
notice(get_ext_net_name({ 'a' => { 'L2' => { 'router_ext' => 'yes' } } }, 'ignored'))
