Struct[{article=>Data}]
