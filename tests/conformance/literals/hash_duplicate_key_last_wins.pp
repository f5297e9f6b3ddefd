$x = 'a'
notice({$x => 1, 'a' => 2})
