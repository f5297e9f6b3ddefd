class { 'ntp':
  servers         => ['0.pool.ntp.org', '1.pool.ntp.org'],
  iburst_enable   => true,
  restrict        => ['127.0.0.1', '-6 ::1'],
  interfaces      => ['127.0.0.1'],
  service_ensure  => 'running',
  service_manage  => true,
  package_ensure  => 'latest',
  driftfile       => '/var/lib/ntp/drift',
  statistics      => ['loopstats', 'peerstats'],
  disable_monitor => true,
}
