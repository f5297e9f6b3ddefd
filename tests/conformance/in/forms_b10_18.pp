notice(Integer in Integer)
