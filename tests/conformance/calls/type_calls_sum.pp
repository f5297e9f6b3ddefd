notice(Integer("0x1F") + Float("1.5"))
