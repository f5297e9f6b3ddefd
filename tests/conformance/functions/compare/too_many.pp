compare('a', 'b', true, false)
