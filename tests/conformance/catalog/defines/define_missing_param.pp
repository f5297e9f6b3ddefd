define vhost(String $docroot, Integer $port = 80) { }
vhost { 'site': port => 8080 }
