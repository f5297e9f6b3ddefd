# PCRE's branch reset group is not Ruby's
notice('a' =~ /(?|a|b)/)
