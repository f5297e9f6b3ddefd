notice(String(Integer('0x10'), '%b'))
