$x = Integer['a']
