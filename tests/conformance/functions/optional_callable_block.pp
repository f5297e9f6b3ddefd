function f($x, Optional[Callable] $fn = undef) { $x }
f(3) |$v| { $v }
