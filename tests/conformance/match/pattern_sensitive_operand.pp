notice("a" =~ Sensitive("a"))
