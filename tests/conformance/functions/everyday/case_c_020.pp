notice(chomp("a\r"))
