magnum_config { 'DEFAULT/debug':
  value => true,
}
magnum_config { 'database/connection':
  value  => 'mysql+pymysql://magnum:secret@localhost/magnum',
  secret => true,
}
magnum_config { 'DEFAULT/obsolete':
  ensure => absent,
}
magnum_api_paste_ini { 'pipeline:main/pipeline':
  value => 'cors healthcheck request_id authtoken api_v1',
}
magnum_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
