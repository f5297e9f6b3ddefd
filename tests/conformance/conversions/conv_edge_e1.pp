notice(Integer('0x1G'))
