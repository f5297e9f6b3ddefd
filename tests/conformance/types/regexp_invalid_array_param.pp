function f(Array[Regexp['a(']] $r) { notice($r) }
f([])
notice(1)
f([/x/])
