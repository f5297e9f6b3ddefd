notice(Integer('-0'))
