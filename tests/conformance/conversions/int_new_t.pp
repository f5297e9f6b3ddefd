notice(Integer('0xff', default))
notice(Integer('ff', 16))
