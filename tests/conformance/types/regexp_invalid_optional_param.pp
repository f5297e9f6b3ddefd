function f(Optional[Regexp['a(']] $r) { notice($r) }
f(undef)
notice(2)
f(/x/)
