notice(chomp("a\n"))
