notice(Struct[{a => Integer}, {b => String}])
