$h = { 1 => 'one', 2 => 'two', 3 => 'three' }
notice($h[1, 3, 4])
