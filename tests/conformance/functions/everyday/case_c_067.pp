notice(shellquote('a"b'))
