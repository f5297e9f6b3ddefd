exec { '/usr/bin/apt-get update': schedule => 'nope' }
