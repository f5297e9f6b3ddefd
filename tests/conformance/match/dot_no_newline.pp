notice("a\nb" =~ /a.b/)
notice("a\nb" =~ /(?m)a.b/)
