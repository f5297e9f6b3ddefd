notice(chop("a\r\n"))
