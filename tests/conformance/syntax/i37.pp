notice("${"x"}")
