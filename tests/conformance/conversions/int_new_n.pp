notice(Integer('0x'))
