assert_type(Optional[String], 1)
