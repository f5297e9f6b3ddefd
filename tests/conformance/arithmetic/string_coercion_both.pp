notice('3' * '4')
