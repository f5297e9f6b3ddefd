regsubst(['a', 1], 'a', 'b')
