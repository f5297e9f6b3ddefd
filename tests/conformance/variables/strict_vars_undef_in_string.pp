notice("x${unknown}y")
