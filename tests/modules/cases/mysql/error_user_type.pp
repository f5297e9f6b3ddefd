mysql_user { 'bad': ensure => present }
