function f(Integer $x = "s") { $x }
notice(f())
