notice(shellquote('a\\b'))
