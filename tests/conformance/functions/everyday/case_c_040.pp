notice(split('a.b', '.'))
