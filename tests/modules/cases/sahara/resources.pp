sahara_config { 'DEFAULT/debug':
  value => true,
}
sahara_config { 'database/connection':
  value  => 'mysql+pymysql://sahara:secret@localhost/sahara',
  secret => true,
}
sahara_config { 'DEFAULT/obsolete':
  ensure => absent,
}
sahara_api_paste_ini { 'pipeline:sahara/pipeline':
  value => 'cors http_proxy_to_wsgi request_id acl auth_validator sahara_api',
}
sahara_api_uwsgi_config { 'uwsgi/processes':
  value => "4\t8",
}
sahara_node_group_template { 'single':
  ensure         => absent,
  plugin         => 'spark',
  plugin_version => '1.6.0',
  flavor         => 'm1.small',
  node_processes => 'master',
}
sahara_cluster_template { 'spark':
  node_groups => ['single:1', 'double:12'],
  auto_config => 'True',
}
