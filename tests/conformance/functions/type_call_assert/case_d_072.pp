notice(convert_to('ff', Integer, 16))
