type R = Regexp['a(']
function f(R $r) { notice($r) }
f(/x/)
