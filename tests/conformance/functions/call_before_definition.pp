notice(f(1))
function f($x) { $x * 2 }
