mysql_grant { 'bob@localhost/db.*': ensure => present, privileges => ['select', 'INSERT'], user => 'bob@localhost', table => 'db.*' }
mysql_grant { 'proxy@localhost/root@localhost': ensure => absent, user => 'proxy@localhost', table => 'root@localhost' }
mysql_grant { 'gone': ensure => absent }
notice('grants')
