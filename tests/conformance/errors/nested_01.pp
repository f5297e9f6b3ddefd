function f($x) { g($x) }
function g($y) { $y + "a" }
notice(f(1))
