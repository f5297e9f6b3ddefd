notice("${'x'}")
