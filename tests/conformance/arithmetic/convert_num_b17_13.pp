notice(Integer(3.99), Integer(-3.99), Integer('0x1F'), Integer('-0b11'), Integer('0o17'))
