mysql_grant { 'bob@localhost/nodot': ensure => present, privileges => ['SELECT'], user => 'bob@localhost', table => 'nodot' }
