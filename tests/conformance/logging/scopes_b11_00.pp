class foo::bar { err('in class'); warning('w'); crit('c') }
include foo::bar
define d() { err("in define ${title}"); alert('a') }
d { 'x': }
node default { err('node') }
