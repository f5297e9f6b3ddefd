notice(convert_to("12", Integer))
notice(convert_to([1, 2], Hash))
notice(convert_to("ff", Integer, 16))
notice(convert_to(5, String) |$x| { "[${x}]" })
