notice("3" == 3)
