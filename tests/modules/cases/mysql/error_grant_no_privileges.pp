mysql_grant { 'bob@localhost/db.*': ensure => present, user => 'bob@localhost', table => 'db.*' }
