function f(Hash[String, Integer] $h) { $h }
f({a => 1, b => 'two'})
