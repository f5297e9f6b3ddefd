mysql_grant { 'bob@localhost/db.*': ensure => present, privileges => ['PROXY'], table => 'db.*', user => 'bob@localhost' }
