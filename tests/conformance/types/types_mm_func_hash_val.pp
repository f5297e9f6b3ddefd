function f(Hash[String, Integer] $h) { $h }
f({a => 'b'})
