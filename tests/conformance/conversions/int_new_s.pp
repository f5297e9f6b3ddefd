notice(Integer('9', 8))
