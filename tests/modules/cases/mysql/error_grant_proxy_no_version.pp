mysql_grant { 'bob@localhost/alice@localhost': ensure => present, privileges => ['PROXY'], table => 'alice@localhost', user => 'bob@localhost' }
