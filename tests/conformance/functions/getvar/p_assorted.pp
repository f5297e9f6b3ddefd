$x = {a => [1, 2]}
notice(getvar('x.a.1'))
notice(getvar('nope'))
notice(getvar('nope', 'dflt'))
notice(getvar('x.b', 'dd'))
class c { $v = 5 }
include c
notice(getvar('c::v'))
notice(getvar('::x'))
