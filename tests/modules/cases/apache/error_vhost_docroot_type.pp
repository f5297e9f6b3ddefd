include apache
apache::vhost { 'x.example.com': port => 80, docroot => ['/var/www'] }
