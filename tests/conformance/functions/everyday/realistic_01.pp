$users = { 'alice' => { 'uid' => 1001 }, 'bob' => { 'uid' => 1002, 'shell' => '/bin/sh' } }
$users.each |$name, $u| {
  $shell = $u['shell'].lest || { '/bin/bash' }
  $line = sprintf('%-8s %5d %s', $name, $u['uid'], $shell)
  notice($line)
}
notice($users.map |$n, $u| { $u['uid'] }.max)
notice($users.map |$n, $u| { $u['uid'] }.min)
notice(max(*$users.map |$n, $u| { $u['uid'] }))
notice($users.dig('alice', 'uid'))
notice($users.dig('zed', 'uid'))
notice($users.get('bob.shell'))
notice("${users['alice']['uid'] + 1}")
notice("uids: ${users.map |$k, $v| { $v['uid'] }.join(', ')}")
