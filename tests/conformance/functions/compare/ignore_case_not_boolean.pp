compare('a', 'b', 'yes')
