$args = ['a', 'b', 'c']
notice(*$args)
