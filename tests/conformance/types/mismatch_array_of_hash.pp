assert_type(Array[Hash[String, Integer]], [{a => 1}, {b => 'x'}])
