class { 'apache': default_vhost => false }
apache::vhost { 'vhost.example.com':
  port           => 80,
  docroot        => '/var/www/vhost',
  directories    => [{ 'path' => '/var/www/vhost', 'allow_override' => ['All'] }],
  redirect_status => 'permanent',
  redirect_dest  => 'https://vhost.example.com/',
}
include apache::mod::ssl
