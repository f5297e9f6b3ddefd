define web::vhost(String $docroot, Integer $port = 80) { notice("${name} ${title} ${docroot} ${port}") }
web::vhost { 'site': docroot => '/var/www' }
web::vhost { 'site2': port => 81 }
