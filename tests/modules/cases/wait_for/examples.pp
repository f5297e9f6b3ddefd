wait_for { 'a_minute':
  seconds => 60,
}
wait_for { 'echo foo':
  regex => 'foo',
}
wait_for { 'scalar':
  query             => 'cat /etc/passwd | grep -q root',
  exit_code         => 0,
  polling_frequency => 0.3,
  max_retries       => 5,
}
wait_for { 'mysqld ready':
  query     => '/usr/bin/mysqladmin ping',
  exit_code => [0, 1],
  timeout   => 30,
  environment => ['FOO=bar'],
  require   => Package['mysql-server'],
}
package { 'mysql-server': }
