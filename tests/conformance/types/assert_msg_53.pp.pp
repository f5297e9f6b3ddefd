notice(assert_type(Resource[file], 1))
