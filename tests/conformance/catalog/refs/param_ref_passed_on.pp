define inner(Type[Notify] $r) { notice("inner ${r} ${type($r)}") }
define outer($r) { inner { $title: r => $r } }
outer { 'a': r => Notify['x'] }
notify { 'x': }
function f(Type[Notify] $x) { type($x) }
define d($r) {
  notice(f($r))
  notice($r.then |$v| { type($v) })
  case $r {
    Type[Notify]: { notice('case type') }
    default: { notice('case default') }
  }
  notice($r ? { Type[File] => 'file', Type[Notify] => 'notify', default => 'other' })
}
d { 'b': r => Notify['x'] }
