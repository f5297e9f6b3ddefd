notice(-1.8e308)
