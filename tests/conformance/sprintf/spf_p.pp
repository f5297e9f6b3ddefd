notice(sprintf(1))
