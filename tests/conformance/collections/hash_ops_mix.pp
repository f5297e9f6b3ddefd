$h = { 'a' => 1, 'b' => 2 }
notice($h + { 'c' => 3 })
notice($h + { 'a' => 10 })
notice($h + [['d', 4]])
notice($h + ['e', 5])
notice($h - 'a')
notice($h - ['a', 'b'])
notice($h - { 'b' => 99 })
