notice(Integer['1'])
