notice(1 ? { 1 => a, 1 => b })
