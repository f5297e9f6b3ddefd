class c($p = Notify['x'], Type[Notify] $t = Notify['x']) {
  notice(type($p))
  notice($p)
  notice({ a => $p })
  notice($t)
}
include c
notify { 'x': }
