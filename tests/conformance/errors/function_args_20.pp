notice(unique(1))
