notice(shellquote('a', default))
