notice("line1\nline2" =~ /\Aline2/)
notice("ab\n" =~ /b\Z/)
notice("ab\n" =~ /b\z/)
