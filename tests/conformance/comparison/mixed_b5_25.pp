$h = { 1 => 'int', 1.0 => 'float', '1' => 'str' }
notice($h[1], $h[1.0], $h['1'])
notice($h)
