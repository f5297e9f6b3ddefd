notice(shellquote('a', [Class['a']]))
