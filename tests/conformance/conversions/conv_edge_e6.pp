notice(Integer('-'))
