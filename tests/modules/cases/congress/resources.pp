congress_config { 'DEFAULT/debug':
  value => true,
}
congress_config { 'database/connection':
  value  => 'mysql+pymysql://congress:secret@localhost/congress',
  secret => true,
}
congress_config { 'DEFAULT/obsolete':
  ensure => absent,
}
congress_api_paste_ini { 'composite:congress/use':
  value => "egg:Paste#urlmap",
}
congress_api_paste_ini { 'pipeline:congress/pipeline':
  value => "authtoken\tkeystonecontext congress_api",
}
