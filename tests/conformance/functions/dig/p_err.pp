notice(dig({a => 1}, a, b))
