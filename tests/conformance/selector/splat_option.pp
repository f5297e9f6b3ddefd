notice('b' ? { *['a', 'b'] => 'ab', default => 'no' })
