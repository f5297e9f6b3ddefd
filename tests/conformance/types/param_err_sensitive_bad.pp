notice(Sensitive['a'])
