notice({a => 1e-7})
