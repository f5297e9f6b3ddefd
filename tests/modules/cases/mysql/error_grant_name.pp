mysql_grant { 'grant-for-bob': ensure => present, privileges => ['SELECT'], user => 'bob@localhost', table => 'db.*' }
