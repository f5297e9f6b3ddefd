mysql_grant { 'bob@localhost/db.*': ensure => present, privileges => ['SELECT'], user => 'bob@localhost' }
