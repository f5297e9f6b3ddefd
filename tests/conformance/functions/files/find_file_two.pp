notice(find_file('a/b', 'c/d'))
