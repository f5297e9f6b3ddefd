notice(Integer('-0b11'))
notice(Integer('-017'))
notice(Integer(' -0x10'))
