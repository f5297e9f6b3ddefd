$h = { [1, 2] => 'pair', { 'x' => 1 } => 'hash' }
notice($h[[1, 2]])
notice($h[{ 'x' => 1 }])
notice($h[[1, 2], [3]])
