notice((1 / 0) ? { default => 1 })
