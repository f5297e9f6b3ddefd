strip({a => 1})
