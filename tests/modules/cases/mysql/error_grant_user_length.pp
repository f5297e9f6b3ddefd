mysql_grant { 'averyveryverylongusername@localhost/db.*': ensure => present, privileges => ['SELECT'], table => 'db.*', user => 'averyveryverylongusername@localhost' }
