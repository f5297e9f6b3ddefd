notice(Integer('-0x8000000000000000'))
