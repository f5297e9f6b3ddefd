notice(Integer[0,10]('7'))
notice(Integer[0,10]('0xFF'))
