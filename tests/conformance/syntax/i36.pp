$h = {'a b' => 1}
notice("${h['a b']}")
