mysql_user { 'app@localhost': ensure => present }
mysql_user { "'web user'@10.0.0.%": ensure => present }
mysql_user { 'odd-name@host': ensure => present }
