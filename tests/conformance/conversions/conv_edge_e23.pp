notice(Integer('1__0'))
