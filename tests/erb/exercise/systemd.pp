# camptocamp-systemd's service limits.
systemd::service_limits { 'httpd.service':
  limits          => { 'LimitNOFILE' => 8192, 'LimitNPROC' => 16384, 'LimitCORE' => '1G' },
  restart_service => false,
}
