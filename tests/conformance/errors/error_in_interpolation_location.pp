$h = {}
notice("value: ${h['a']['b']}")
