notice(file('relative'))
