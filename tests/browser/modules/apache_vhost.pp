# apache's vhost/_scriptalias.erb appends to the vhost's scriptaliases parameter when a
# scriptalias is set: the reference's catalog then shows the changed array, the engine's the
# parameter as given (tests/modules/known-failures.txt); without a scriptalias both agree
class { 'apache':
  scriptalias => false,
}
apache::vhost { 'www.example.com':
  port    => 80,
  docroot => '/var/www/example',
}
