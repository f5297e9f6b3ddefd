mysql_grant { 'bob@localhost/alice@localhost': ensure => present, privileges => ['PROXY'], table => 'alice@localhost', user => 'bob@localhost' }
mysql_grant { 'carol@localhost/alice@localhost': ensure => present, privileges => ['proxy'], table => 'alice@localhost', user => 'carol@localhost' }
