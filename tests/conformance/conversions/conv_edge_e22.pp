notice(Integer('0_1'))
