ini_setting { 'x': ensure => 'latest', path => '/tmp/a.ini', section => 's', setting => 'k', value => 'v' }
