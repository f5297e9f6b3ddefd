notice('abc' =~ Regexp[/b/])
notice('abc' =~ Regexp['^a'])
notice('xbc' =~ Regexp['^a'])
