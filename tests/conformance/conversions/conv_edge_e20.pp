notice(Integer('00'))
