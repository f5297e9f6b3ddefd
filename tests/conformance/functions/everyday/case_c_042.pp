notice(split('a|b', '|'))
