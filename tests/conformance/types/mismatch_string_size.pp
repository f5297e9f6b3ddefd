assert_type(String[3, 5], 'ab')
