notice(floor('3.7'))
notice(floor('-0x10'))
