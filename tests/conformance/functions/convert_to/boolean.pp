notice(convert_to('yes', Boolean))
notice(convert_to(0, Boolean))
notice(convert_to('2.5', Numeric))
