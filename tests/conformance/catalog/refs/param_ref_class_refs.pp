class foo {}
class c($p = Class['foo'], $q = Class[foo], $m = Resource['notify', 'x'], $n = Resource[notify]['y']) {
  notice($p)
  notice(type($p))
  notice($q)
  notice($m)
  notice(type($m))
  notice($n)
}
include foo
include c
notify { ['x', 'y']: }
