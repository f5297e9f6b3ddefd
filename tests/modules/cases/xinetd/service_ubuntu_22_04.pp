xinetd::service { 'tftp':
  port        => 69,
  server      => '/usr/sbin/in.tftpd',
  server_args => '-s /var/lib/tftp',
  socket_type => 'dgram',
  protocol    => 'udp',
  cps         => '100 2',
  flags       => 'IPv4',
  per_source  => '11',
  nice        => 10,
  env         => 'FOO=bar',
}
xinetd::service { 'rsync':
  port           => 873,
  server         => '/usr/bin/rsync',
  server_args    => '--daemon --config /etc/rsyncd.conf',
  log_on_failure => 'USERID',
  only_from      => '10.0.0.0/8',
  bind           => '0.0.0.0',
}
xinetd::service { 'redirect':
  port     => 8080,
  redirect => '10.0.0.1 80',
  ensure   => absent,
}
