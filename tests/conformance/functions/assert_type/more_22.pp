notice(assert_type(Hash[String, Hash[String, Integer]], {a => {b => 'x'}}))
