include apache
apache::vhost { 'x.example.com': port => 80 }
