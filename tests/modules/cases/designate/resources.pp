designate_config { 'DEFAULT/root_helper':
  value => 'sudo designate-rootwrap /etc/designate/rootwrap.conf',
}
designate_config { 'storage:sqlalchemy/connection':
  value  => 'mysql+pymysql://designate:secret@localhost/designate',
  secret => true,
}
designate_api_paste_ini { 'filter:authtoken/paste.filter_factory':
  value => 'keystonemiddleware.auth_token:filter_factory',
}
designate_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
designate_rootwrap_config { 'DEFAULT/use_syslog':
  value => false,
}
designate_tlds_config { 'DEFAULT/debug':
  ensure => absent,
}
