max({a => 1})
