notice(Integer.new('-0'))
