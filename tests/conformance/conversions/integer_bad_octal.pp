notice(Integer('08', 10))
notice(Integer('08'))
