notice(Struct[{a=>1}])
