mysql_grant { 'bob@localhost/db.*': ensure => 'latest', privileges => ['SELECT'], user => 'bob@localhost', table => 'db.*' }
