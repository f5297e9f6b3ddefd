notice(a => 1)
