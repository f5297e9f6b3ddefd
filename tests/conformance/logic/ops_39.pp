notice("a" == /a/)
