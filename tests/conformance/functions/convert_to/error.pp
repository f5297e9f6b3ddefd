convert_to('abc', Integer)
