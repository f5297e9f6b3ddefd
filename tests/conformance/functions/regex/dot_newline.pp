notice("a\nb" =~ /a.b/)
notice("a\nb" =~ /(?m)a.b/)
notice("a\nb".match(/(?m:a.)b/))
notice('AB' =~ /(?i)ab/)
