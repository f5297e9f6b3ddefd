$h = {1 => 'one', [1] => 'arr'}
notice($h[1])
notice($h[[1]])
notice($h['1'])
