notice(find_file('x'))
