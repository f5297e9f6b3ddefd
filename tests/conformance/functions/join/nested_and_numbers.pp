notice(join([[1, 2], [3, [4, 5]]], '+'))
notice(join([1, 2.0, -3], ''))
notice(join(['x']))
