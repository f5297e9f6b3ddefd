notice({a => 1} + [1, 2])
