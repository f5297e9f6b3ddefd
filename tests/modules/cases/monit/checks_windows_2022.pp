class { 'monit': httpd => true, httpd_port => 2812, alerts => ['root@localhost'] }
monit::check { 'ntp':
  type   => 'process',
  config => { 'pidfile' => '/var/run/ntpd.pid', 'program_start' => '/etc/init.d/ntp start', 'program_stop' => '/etc/init.d/ntp stop' },
  tests  => [
    { 'type' => 'connection', 'host' => '127.0.0.1', 'port' => '123', 'protocol' => 'ntp3' },
    { 'type' => 'cpu', 'operator' => '>', 'value' => '60%', 'tolerance' => { 'cycles' => '5' } },
  ],
}
monit::check { 'rootfs':
  type   => 'filesystem',
  config => { 'paths' => ['/'] },
  tests  => [{ 'type' => 'space', 'operator' => '>', 'value' => '80%' }],
}
