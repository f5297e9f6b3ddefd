assert_type(Boolean, 'true')
