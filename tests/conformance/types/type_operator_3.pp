notice(-Integer)
