notice(Float(Timestamp(1.5)))
