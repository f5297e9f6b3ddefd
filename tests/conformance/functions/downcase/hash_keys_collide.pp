notice(downcase({'A' => 1, 'a' => 2}))
