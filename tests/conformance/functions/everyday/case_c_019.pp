notice(chomp("a\r\n"))
