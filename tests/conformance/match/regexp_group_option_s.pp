# PCRE's s option is not Onigmo's: an undefined group option
notice("a\nb" =~ /(?s)a.b/)
