gnocchi_config { 'DEFAULT/debug':
  value => true,
}
gnocchi_config { 'database/connection':
  value  => 'mysql+pymysql://gnocchi:secret@localhost/gnocchi',
  secret => true,
}
gnocchi_config { 'DEFAULT/obsolete':
  ensure => absent,
}
gnocchi_config { 'api/workers':
  value             => '<SERVICE DEFAULT>',
}
gnocchi_config { 'indexer/url':
  value => ['a', 'b'],
}
gnocchi_api_paste_ini { 'pipeline:main/pipeline':
  value             => 'gnocchi+auth',
  key_val_separator => ' = ',
}
gnocchi_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
resources { 'gnocchi_config':
  purge => true,
}
