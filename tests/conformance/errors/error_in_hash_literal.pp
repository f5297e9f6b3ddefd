notice({a => 1 / 0})
