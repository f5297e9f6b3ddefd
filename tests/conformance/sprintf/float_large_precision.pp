notice(sprintf('%.30f', 0.1))
notice(sprintf('%.20e', 1.0))
