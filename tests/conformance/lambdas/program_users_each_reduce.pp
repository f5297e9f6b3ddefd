$users = {
  'alice' => { 'uid' => 1001, 'groups' => ['wheel', 'dev'] },
  'bob'   => { 'uid' => 1002, 'groups' => [] },
}
$users.each |String $name, Hash $attrs| {
  $g = $attrs['groups'].empty ? { true => 'none', default => $attrs['groups'].join(',') }
  notice("${name}: uid=${attrs['uid']} groups=${g}")
}
$total = $users.reduce(0) |$sum, $kv| { $sum + $kv[1]['uid'] }
notice("total ${total}")
$sorted = $users.keys.sort |$a, $b| { compare($b, $a) }
notice($sorted)
