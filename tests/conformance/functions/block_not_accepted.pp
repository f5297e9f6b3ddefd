function f($x, Callable $fn) { $fn }
f(3) |$v| { $v }
