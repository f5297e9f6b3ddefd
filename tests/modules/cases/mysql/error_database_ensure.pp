mysql_database { 'db': ensure => 'gone' }
