notice(sprintf("%s"))
