notice(Integer('1e3'))
