$a = {x => [1, {y => 'deep'}]}
notice($a[x][1][y])
