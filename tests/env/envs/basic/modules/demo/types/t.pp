type Demo::T = Integer[0, 10]
