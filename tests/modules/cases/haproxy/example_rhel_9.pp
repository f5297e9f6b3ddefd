class { 'haproxy':
  global_options   => {
    'log'     => "${facts['networking']['ip']} local0",
    'chroot'  => '/var/lib/haproxy',
    'pidfile' => '/var/run/haproxy.pid',
    'maxconn' => '4000',
    'user'    => 'haproxy',
    'group'   => 'haproxy',
    'daemon'  => '',
    'stats'   => 'socket /var/lib/haproxy/stats',
  },
  defaults_options => {
    'log'     => 'global',
    'stats'   => 'enable',
    'option'  => 'redispatch',
    'retries' => '3',
    'timeout' => ['http-request 10s', 'queue 1m', 'connect 10s', 'client 1m', 'server 1m', 'check 10s'],
    'maxconn' => '8000',
  },
}
haproxy::listen { 'puppet00':
  collect_exported => false,
  ipaddress        => $facts['networking']['ip'],
  ports            => '8140',
}
haproxy::balancermember { 'master00':
  listening_service => 'puppet00',
  server_names      => 'master00.example.com',
  ipaddresses       => '10.0.0.10',
  ports             => '8140',
  options           => 'check',
}
haproxy::balancermember { 'master01':
  listening_service => 'puppet00',
  server_names      => ['master01.example.com', 'master02.example.com'],
  ipaddresses       => ['10.0.0.11', '10.0.0.12'],
  ports             => '8140',
  options           => 'check',
}
