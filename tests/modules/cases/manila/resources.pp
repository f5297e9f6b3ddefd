manila_config { 'DEFAULT/debug':
  value => true,
}
manila_config { 'database/connection':
  value  => 'mysql+pymysql://manila:secret@localhost/manila',
  secret => true,
}
manila_config { 'DEFAULT/enabled_share_protocols':
  value => ['NFS', 'CIFS'],
}
manila_config { 'DEFAULT/obsolete':
  ensure => absent,
}
manila_api_paste_ini { 'filter:authtoken/paste.filter_factory':
  value             => 'keystonemiddleware.auth_token:filter_factory',
  key_val_separator => ':',
}
manila_rootwrap_config { 'DEFAULT/use_syslog':
  value => 'False',
}
manila_api_uwsgi_config { 'uwsgi/processes':
  value => 4,
}
manila_type { 'nfs':
  is_public                          => false,
  driver_handles_share_servers       => 'true',
  create_share_from_snapshot_support => true,
  revert_to_snapshot_support         => 'false',
  mount_snapshot_support             => false,
}
manila_type { 'plain': }
manila::type { 'legacy':
  os_password                  => 'admin_pass',
  driver_handles_share_servers => false,
  set_key                      => 'share_backend_name',
  set_value                    => 'lvm',
}
