notice("line1\nline2" =~ /^line2$/)
notice("a\nb".match(/^b/))
notice("ab\n" =~ /b$/)
notice("a\nb" =~ /a$/)
