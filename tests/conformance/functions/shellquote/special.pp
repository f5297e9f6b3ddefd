notice(shellquote('a\\b'))
notice(shellquote('!x'))
notice(shellquote('*.txt'))
notice(shellquote("new\nline") == "\"new\nline\"")
