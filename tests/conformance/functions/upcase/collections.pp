notice(upcase(['a', {'b' => 'c'}]))
notice(upcase({'k' => ['x', 'y']}))
