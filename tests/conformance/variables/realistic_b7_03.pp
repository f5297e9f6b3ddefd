$users = [{name => 'alice', uid => 1001, groups => ['adm', 'dev']}, {name => 'bob', uid => 1002, groups => []}]
$users.each |$u| {
  $g = $u['groups'].empty ? { true => 'none', default => $u['groups'].join(' ') }
  notice(sprintf('%-8s %5d %s', $u['name'], $u['uid'], $g))
}
$admins = $users.filter |$u| { 'adm' in $u['groups'] }.map |$u| { $u['name'] }
notice($admins)
