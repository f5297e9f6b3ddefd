notice(sprintf("%d", "abc"))
