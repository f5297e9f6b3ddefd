notice("a" =~ default)
