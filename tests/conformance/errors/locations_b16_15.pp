$y = true ? { default => 1 + 'c' }
