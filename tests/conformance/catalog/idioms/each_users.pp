$users = { 'alice' => { 'uid' => 1001, 'shell' => '/bin/bash' }, 'bob' => { 'uid' => 1002 } }
$users.each |$u, $h| {
  user { $u: ensure => present, * => $h }
}
notice(User['alice']['shell'])
notice(User['bob'])
