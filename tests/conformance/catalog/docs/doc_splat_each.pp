$users = {
  'alice' => { 'uid' => 1001, 'shell' => '/bin/bash' },
  'bob'   => { 'uid' => 1002 },
}
$users.each |$name, $attrs| {
  user { $name:
    ensure => present,
    *      => $attrs,
  }
}
notice(User['alice'][shell])
notice(User['bob'][uid])
