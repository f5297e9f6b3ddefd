notice("2.5" * "2")
