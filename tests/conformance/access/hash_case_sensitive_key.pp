notice({'a'=>1}['A'])
