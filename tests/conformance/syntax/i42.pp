notice("$")
