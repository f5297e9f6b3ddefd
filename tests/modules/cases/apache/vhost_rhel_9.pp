class { 'apache': default_vhost => false }
apache::vhost { 'vhost.example.com':
  port    => 80,
  docroot => '/var/www/vhost',
}
apache::vhost { 'ssl.example.com':
  port    => 443,
  docroot => '/var/www/ssl',
  ssl     => true,
}
