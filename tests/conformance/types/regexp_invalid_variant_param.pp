function f(Variant[Integer, Regexp['a(']] $r) { notice($r) }
f(1)
notice(2)
f('s')
