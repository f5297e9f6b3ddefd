notify { 'target': }
class c($r, $l = [Notify['target']]) {
  notice($r)
  notice($l)
}
class { 'c': r => Notify['target'] }
define d($r) { notice($r) }
d { 'x': r => Notify['target'] }
notice(Class['c'][r])
