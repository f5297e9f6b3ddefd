notice('a' ? { /[/ => 1, default => 2 })
