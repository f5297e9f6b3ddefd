include apache
apache::vhost { 'www.example.com':
  port          => 80,
  docroot       => '/var/www/www',
  serveraliases => ['example.com'],
  scriptalias   => '/usr/lib/cgi-bin',
}
