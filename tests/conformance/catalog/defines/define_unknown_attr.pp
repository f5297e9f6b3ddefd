define vhost(String $docroot) { }
vhost { 'site': docroot => '/var/www', prot => 80 }
