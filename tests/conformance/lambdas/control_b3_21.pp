function f(Integer $x) >> String { $x }
notice(f(1))
