$r = /a.*b/
notice("$r")
