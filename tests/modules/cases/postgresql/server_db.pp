class { 'postgresql::globals':
  version             => '15',
  manage_package_repo => false,
  encoding            => 'UTF-8',
  locale              => 'en_US.UTF-8',
}
class { 'postgresql::server':
  listen_addresses => '*',
  port             => 5433,
}
postgresql::server::db { 'mydatabasename':
  user     => 'mydatabaseuser',
  password => postgresql::postgresql_password('mydatabaseuser', 'mypassword'),
}
postgresql::server::role { 'marmot':
  password_hash => postgresql::postgresql_password('marmot', 'mypasswd'),
}
postgresql::server::database_grant { 'test1':
  privilege => 'ALL',
  db        => 'mydatabasename',
  role      => 'marmot',
}
postgresql::server::pg_hba_rule { 'allow application network to access app database':
  description => 'Open up PostgreSQL for access from 200.1.2.0/24',
  type        => 'host',
  database    => 'app',
  user        => 'app',
  address     => '200.1.2.0/24',
  auth_method => 'md5',
}
postgresql::server::config_entry { 'check_function_bodies':
  value => 'off',
}
