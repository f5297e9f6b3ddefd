class foo::bar { err('in class') }
define my::def($x = 1) { err("in define ${title}") }
function f() { err('in function') }
notice('start')
include foo::bar
my::def { 'T1': }
f()
[1].each |$v| { err("lambda ${v}") }
node default { err('in node') }
notice('end')
