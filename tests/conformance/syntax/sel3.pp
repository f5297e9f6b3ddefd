$x = 'b'
notice($x ? { ['a','b'] => arr, default => no })
