# A define's or class's parameter is its own value: a template that changes it changes that
# instance's value only, not the value the declaration gave nor another instance's default.
define d(Array $list = []) {
  $t = inline_template('<% @list << "added" %>')
  notice($list)
}
$given = ['x']
d { 'one': }
d { 'two': }
d { 'three': list => $given }
class c(Hash $opts = { 'a' => 1 }) {
  $t = inline_template('<% @opts["b"] = 2 %>')
  notice($opts)
  notice($c::opts)
}
include c
notice($c::opts)
notice($given)
function f() { [1] }
$fa = f()
$fb = f()
$t = inline_template('<% @fa << 2 %>')
notice($fa)
notice($fb)
