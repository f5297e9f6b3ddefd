assert_type(ScalarData, /x/)
