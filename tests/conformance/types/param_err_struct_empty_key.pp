notice(Struct[{'' => Integer}])
