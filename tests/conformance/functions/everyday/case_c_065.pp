notice(shellquote('a b', "it's", 'plain', '$x', ''))
