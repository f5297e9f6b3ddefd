notice("${'}'}")
