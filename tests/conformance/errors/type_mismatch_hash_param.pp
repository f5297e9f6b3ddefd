function f(Hash[String, Integer] $h) { $h }
notice(f({ 'a' => 'x' }))
