aodh_config { 'DEFAULT/debug':
  value => false,
}
aodh_config { 'database/connection':
  value  => 'mysql+pymysql://aodh:secret@localhost/aodh',
  secret => true,
}
aodh_config { 'DEFAULT/obsolete':
  ensure => absent,
}
aodh_config { 'oslo_messaging_rabbit/amqp_durable_queues':
  value => ['True', 'yes'],
}
aodh_api_paste_ini { 'pipeline:main/pipeline':
  value => 'cors http_proxy_to_wsgi request_id authtoken api-server',
}
aodh_api_uwsgi_config { 'uwsgi/threads':
  value => 32,
}
resources { 'aodh_config':
  purge => true,
}
