$h = {a => 1, b => 2, c => 3}
notice($h['a', 'b'])
