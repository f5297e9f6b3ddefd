function f(Hash[String, Integer] $h) { $h }
f({1 => 2})
