$x = {'a' => 1}
notice("${x['a']}")
