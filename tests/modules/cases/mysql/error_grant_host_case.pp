mysql_grant { 'bob@LOCALHOST/db.*': ensure => present, privileges => ['SELECT'], user => 'bob@LOCALHOST', table => 'db.*' }
