notice(Integer[0,10]('7'))
notice(Integer[0,default]('0x10'))
