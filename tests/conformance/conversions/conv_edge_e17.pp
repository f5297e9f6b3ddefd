notice(Float('-0'))
