notice(Integer('1_000'))
