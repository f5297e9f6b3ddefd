notice({ 'a' => 1 } + ['x', 1, 'y'])
