notice(shellquote(1))
