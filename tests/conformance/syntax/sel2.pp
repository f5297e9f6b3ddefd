$x = 3
notice($x ? { Integer => int, default => other })
