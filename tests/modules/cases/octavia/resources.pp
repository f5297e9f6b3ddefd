octavia_config { 'DEFAULT/debug':
  value => true,
}
octavia_config { 'controller_worker/amp_boot_network_list':
  value => ['net1', 'net2'],
}
octavia_config { 'database/connection':
  value  => 'mysql+pymysql://octavia:secret@localhost/octavia',
  secret => true,
}
octavia_config { 'DEFAULT/obsolete':
  ensure => absent,
}
octavia_ovn_provider_config { 'ovn/ovn_nb_connection':
  value => 'tcp:10.0.0.31:6641',
}
octavia_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
