notice([3, 1, 2].sort[0])
notice('hello'.split('')[-1])
