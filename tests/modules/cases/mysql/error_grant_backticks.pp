mysql_grant { 'ann@%/`app`.*': ensure => present, privileges => ['ALL'], user => 'ann@%', table => '`app`.*', options => ['GRANT'] }
