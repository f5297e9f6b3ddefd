notice(sprintf("%q", 1))
