notice(assert_type(Sensitive[String], Sensitive(1)))
