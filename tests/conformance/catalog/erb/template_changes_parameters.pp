# A template that changes a parameter's array or hash in place changes the resource's parameter
# (the reference's resource and variable are one Ruby object); the values the declaration gave,
# resource defaults and resources declared with the variable keep what they had then.
define d(Array $list = [], Hash $h = {}) {
  $t = inline_template('<% @list << "added"; @h["k"] = "v" %>')
}
$given = ['x']
d { 'one': }
d { 'two': list => $given, h => { 'a' => 'b' } }
class c(Array $list = ['a']) {
  $x = inline_template('<% @list << "b" %>')
}
class { 'c': list => $given }
$g = [1]
define e($l = $::g) {
  $x = inline_template('<% @l << 2 %>')
}
e { 'from_global': }
$v = ['q']
Notify { message => $v }
notify { 'by_default': }
notify { 'declared': message => $v }
$y = inline_template('<% @v << "r" %>')
d { 'later': list => $v }
$z = inline_template('<% @v << "s" %>')
notify { 'after': message => $v }
notice($given)
notice($g)
notice($v)
