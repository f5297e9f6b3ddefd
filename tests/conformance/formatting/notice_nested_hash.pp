notice({a => {b => [1, 'x']}, 'c d' => undef, 1 => 2.5})
