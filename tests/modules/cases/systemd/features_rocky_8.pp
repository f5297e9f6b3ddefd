class { 'systemd':
  manage_resolved  => true,
  manage_networkd  => true,
  manage_timesyncd => true,
  manage_journald  => true,
  manage_logind    => true,
  ntp_server       => ['0.pool.ntp.org'],
  dns              => ['8.8.8.8'],
  journald_settings => { 'Storage' => 'persistent' },
  logind_settings  => { 'HandleLidSwitch' => 'ignore' },
}
