function f(Hash[String, String, 1] $x) { $x }
f({})
