mysql_user { 'averyveryverylongusername@localhost': ensure => present }
