assert_type(Array[Struct[{name => String, age => Integer}]], [{name => 'a', age => 'x'}])
