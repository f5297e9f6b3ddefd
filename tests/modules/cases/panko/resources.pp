panko_config { 'DEFAULT/debug':
  value => true,
}
panko_config { 'database/connection':
  value  => 'mysql+pymysql://panko:secret@localhost/panko',
  secret => true,
}
panko_config { 'DEFAULT/obsolete':
  ensure => absent,
}
panko_api_paste_ini { 'pipeline:main/pipeline':
  value => 'cors http_proxy_to_wsgi request_id authtoken api-server',
}
panko_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
