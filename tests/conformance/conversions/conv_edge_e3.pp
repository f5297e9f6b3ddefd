notice(Integer('08', 8))
