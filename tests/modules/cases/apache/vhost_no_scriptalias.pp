# the default vhost without its ScriptAlias (false: no _scriptalias.erb fragment)
class { 'apache':
  default_vhost => false,
  scriptalias   => false,
}
apache::vhost { 'www.example.com':
  port          => 80,
  docroot       => '/var/www/www',
  serveraliases => ['example.com'],
  directories   => [{ 'path' => '/var/www/www', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['None'] }],
}
apache::vhost { 'secure.example.com':
  port     => 443,
  docroot  => '/var/www/secure',
  ssl      => true,
  ssl_cert => '/etc/ssl/certs/secure.pem',
  ssl_key  => '/etc/ssl/private/secure.key',
}
