mysql_user { 'sixteen_characters_plus_seventeen@localhost': ensure => present }
