notice("${"${"${'deep'}"}"}")
