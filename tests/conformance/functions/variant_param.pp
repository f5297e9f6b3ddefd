function f(Variant[Integer, String] $x) { $x }
notice(f(1))
notice(f(true))
