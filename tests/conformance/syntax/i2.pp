$x = {'a' => 'b'}
notice("${x['a'].upcase}")
