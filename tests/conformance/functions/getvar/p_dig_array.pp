$arr = [[1, 2], [3]]
notice(getvar('arr.0.1'))
notice(getvar('arr.1.5'))
