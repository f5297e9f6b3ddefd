compare(1, 'a')
