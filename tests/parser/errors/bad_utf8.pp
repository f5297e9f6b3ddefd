notice("aÿ")
