notice(!Integer)
