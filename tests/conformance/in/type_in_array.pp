notice(Integer in ['a', 1])
notice(Integer in ['a', 'b'])
notice(String in [1, 'x'])
