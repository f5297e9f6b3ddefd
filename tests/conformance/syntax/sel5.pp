$x = 'a'
notice($x ? { 'a' => $x ? { 'a' => 'nested', default => 'n' }, default => 'o' })
