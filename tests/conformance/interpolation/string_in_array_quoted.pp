notice("${['a', 'b']}")
