call('no_such_function', 1)
