$x = 'z'
notice($x ? { 'a' => 1, 'b' => 2 })
