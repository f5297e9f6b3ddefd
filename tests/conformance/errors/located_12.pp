notice(Integer["a"])
