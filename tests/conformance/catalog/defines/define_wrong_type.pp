define vhost(String $docroot, Integer $port = 80) { }
vhost { 'site': docroot => '/var/www', port => 'eighty' }
