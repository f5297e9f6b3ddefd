$users = {
  'alice' => { 'uid' => 1001, 'groups' => ['wheel', 'dev'], 'shell' => '/bin/zsh' },
  'bob'   => { 'uid' => 1002, 'groups' => ['dev'] },
  'carol' => { 'uid' => 999,  'groups' => [] },
}
$users.each |$name, $attrs| {
  $shell = $attrs['shell'].lest || { '/bin/bash' }
  notice("${name} (${attrs['uid']}): ${shell} groups=${attrs['groups'].join(',')}")
}
$devs = $users.filter |$n, $a| { 'dev' in $a['groups'] }.keys.sort
notice($devs)
$system = $users.filter |$n, $a| { $a['uid'] < 1000 }.map |$n, $a| { $n }
notice($system)
notice($users.map |$n, $a| { $a['groups'] }.flatten.unique.sort)
notice($users.reduce(0) |$sum, $kv| { $sum + $kv[1]['uid'] })
