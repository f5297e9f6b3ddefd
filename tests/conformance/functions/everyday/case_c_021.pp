notice(chomp("a\n\n"))
