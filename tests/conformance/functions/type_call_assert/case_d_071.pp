notice(convert_to('3', Integer))
