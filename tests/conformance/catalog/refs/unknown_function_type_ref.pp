notify { 'x': require => Mysql::Db['x'] }
