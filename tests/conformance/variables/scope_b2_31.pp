$x = 10
function g() { $x }
notice(g())
