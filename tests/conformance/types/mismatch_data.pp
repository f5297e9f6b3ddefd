assert_type(Data, /x/)
