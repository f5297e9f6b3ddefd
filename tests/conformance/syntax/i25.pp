notice("$::facts")
