function f($h) { $h }
notice(f({ 'a' => 1 }))
notice(f('a' => 1, 'b' => 2))
