notice(5 =~ 5)
