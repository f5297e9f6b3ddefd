notice(Integer('1E5'))
