function f(Foo $x) { $x }
notice(f(1))
