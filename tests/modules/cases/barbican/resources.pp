barbican_config { 'DEFAULT/debug':
  value => true,
}
barbican_config { 'database/connection':
  value  => 'mysql+pymysql://barbican:secret@localhost/barbican',
  secret => true,
}
barbican_config { 'DEFAULT/obsolete':
  ensure => absent,
}
barbican_config { 'secretstore/enabled_secretstore_plugins':
  value => ['store_crypto', 'kmip_plugin'],
}
barbican_api_paste_ini { 'pipeline:barbican_api/pipeline':
  value => 'cors http_proxy_to_wsgi unauthenticated-context apiapp',
}
barbican_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
barbican_secret { 'super-secret':
  ensure  => present,
  payload => 'a_super_big_secret',
}
barbican_secret { 'old-secret':
  ensure => absent,
}
resources { 'barbican_config':
  purge => true,
}
