class { 'apache':
  default_vhost => false,
  scriptalias   => false,
}
apache::vhost { 'www.example.com':
  port    => 80,
  docroot => '/var/www/www',
}
