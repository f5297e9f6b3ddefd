notice(123abc)
