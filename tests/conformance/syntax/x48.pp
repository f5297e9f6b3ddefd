notice(Integer('0x10'), Integer('0o10'), Integer('010'), Integer('0b10'))
