notice(String([1], '%a', 'x'))
