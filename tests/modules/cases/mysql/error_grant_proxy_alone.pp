mysql_grant { 'bob@localhost/alice@localhost':
  ensure     => present,
  privileges => ['PROXY', 'SELECT'],
  table      => 'alice@localhost',
  user       => 'bob@localhost',
}
