define d() {
  notice(type($require))
  notice($require)
  notice(type($before))
  notice($before)
  notice($subscribe)
  notice(type($subscribe))
  notice(type($notify))
  notice($notify)
}
class foo {}
include foo
d { 'a': require => Notify['x'], before => [Notify['y'], Notify['z']], subscribe => [Notify['x'], 'Notify[w]'], notify => Class['foo'] }
notify { ['x', 'y', 'z', 'w']: }
