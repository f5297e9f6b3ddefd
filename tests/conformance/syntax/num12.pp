notice(-0)
