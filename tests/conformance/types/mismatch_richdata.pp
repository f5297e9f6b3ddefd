assert_type(RichData, [1, 2].reverse_each)
