mysql_grant { 'bob/db.*': ensure => present, privileges => ['SELECT'], user => 'bob', table => 'db.*' }
