notice(URI('//a').scheme =~ Undef) notice(URI('//a').port =~ Undef)
