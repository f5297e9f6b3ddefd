heat_config { 'DEFAULT/num_engine_workers':
  value => 4,
}
heat_config { 'database/connection':
  value  => 'mysql+pymysql://heat:secret@localhost/heat',
  secret => true,
}
heat_config { 'DEFAULT/obsolete':
  ensure => absent,
}
heat_api_paste_ini { 'pipeline:heat-api/pipeline':
  value => 'cors request_id faultwrap ssl versionnegotiation authurl authtoken context apiv1app',
}
heat_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
heat_api_cfn_uwsgi_config { 'uwsgi/threads':
  value => 2,
}
heat_config { 'DEFAULT/region_name_for_services':
  value             => 'RegionOne',
  ensure_absent_val => 'RegionOne',
}
resources { 'heat_config':
  purge => true,
}
