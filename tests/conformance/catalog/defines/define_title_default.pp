define vhost($docroot = "/var/www/${title}", $port = 80) {
  notice("${title} ${name} ${docroot} ${port}")
}
vhost { 'example.com': }
vhost { 'other': docroot => '/srv', port => 8080 }
