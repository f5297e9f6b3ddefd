class { 'ntp':
  servers    => ['ntp1.example.com', 'ntp2.example.com'],
  preferred_servers => ['ntp1.example.com'],
  noselect_servers  => ['ntp2.example.com'],
  tinker     => true,
  panic      => 0,
  minpoll    => 4,
  maxpoll    => 10,
}
