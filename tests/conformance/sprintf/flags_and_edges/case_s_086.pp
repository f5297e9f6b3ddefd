notice(sprintf('%.30e', 1.0/3))
