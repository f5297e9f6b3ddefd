Exec { path => '/usr/bin:/bin' }
exec { 'apt-get update': unless => 'test -f /x' }
notice('with default path')
