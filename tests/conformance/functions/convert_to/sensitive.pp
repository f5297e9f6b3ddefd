notice(convert_to('x', Sensitive) =~ Sensitive)
notice(convert_to(3, Array))
