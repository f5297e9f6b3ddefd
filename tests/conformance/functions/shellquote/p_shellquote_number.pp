notice(shellquote(1, 2.5, true))
