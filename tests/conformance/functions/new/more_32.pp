notice(Integer("0b101"))
