notice(Float('-0b101'))
