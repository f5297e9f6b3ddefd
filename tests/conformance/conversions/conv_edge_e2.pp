notice(Integer('0b102'))
