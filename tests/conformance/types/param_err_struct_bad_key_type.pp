notice(Struct[{Integer => Integer}])
