schedule { 'maint': range => '2 - 4', period => daily }
exec { '/usr/bin/apt-get update': schedule => 'maint' }
