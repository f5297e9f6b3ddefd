notice("${ }")
