assert_type(Timestamp, 1)
