function f(Integer $x) { $x }
notice(1.f)
notice(f(*[5]))
