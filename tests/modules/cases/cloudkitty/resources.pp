cloudkitty_config { 'DEFAULT/debug':
  value => true,
}
cloudkitty_config { 'database/connection':
  value  => 'mysql+pymysql://cloudkitty:secret@localhost/cloudkitty',
  secret => true,
}
cloudkitty_config { 'DEFAULT/obsolete':
  ensure => absent,
}
cloudkitty_api_paste_ini { 'pipeline:main/pipeline':
  value => 'cors healthcheck request_id authtoken ck_api',
}
cloudkitty_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
