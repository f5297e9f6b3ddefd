class a { $v = 'a' notice("a ${name}") }
class b inherits a { $w = 'b' notice("b ${name} ${v}") }
class c inherits b { notice("c ${name} ${v} ${w}") }
include c
notice($c::v, $c::w)
