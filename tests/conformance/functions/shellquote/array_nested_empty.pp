notice(shellquote([[], ['a', []]]))
notice(shellquote('a', ''))
