notice(Integer('++1'))
