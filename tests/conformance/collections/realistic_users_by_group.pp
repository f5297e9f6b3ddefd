$users = {
  alice => { uid => 1001, groups => [wheel, dev], shell => "/bin/zsh" },
  bob   => { uid => 1002, groups => [dev] },
  carol => { uid => 999, groups => [] },
}
$regular = $users.filter |$name, $u| { $u[uid] >= 1000 }
notice($regular.keys.sort)
$by_group = $users.reduce({}) |$acc, $pair| {
  [$name, $u] = $pair
  $u[groups].reduce($acc) |$a, $g| { $a + { $g => ($a[$g] ? { undef => [], default => $a[$g] }) + [$name] } }
}
notice($by_group)
$users.each |$name, $u| {
  $shell = $u[shell] ? { undef => "/bin/bash", default => $u[shell] }
  notice("${name}:${u[uid]}:${shell}:${u[groups].join(",")}")
}
