logrotate::rule { 'messages':
  path         => '/var/log/messages',
  rotate       => '5',
  rotate_every => 'week',
  postrotate   => '/usr/bin/killall -HUP syslogd',
}
logrotate::rule { 'apache':
  path          => ['/var/log/httpd/*.log', '/var/log/apache2/*.log'],
  rotate        => '5',
  mail          => 'test@example.com',
  size          => '100k',
  sharedscripts => true,
  postrotate    => '/etc/init.d/httpd restart',
  compress      => true,
  create        => true,
  create_mode   => '0640',
  create_owner  => 'www-data',
  create_group  => 'adm',
  dateext       => true,
  missingok     => true,
}
logrotate::rule { 'nginx_access_log':
  path         => '/var/log/nginx/access_log',
  missingok    => true,
  rotate_every => 'week',
  rotate       => '3',
  postrotate   => '/etc/init.d/nginx restart',
}
