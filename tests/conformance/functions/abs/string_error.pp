notice(abs('1e3'))
