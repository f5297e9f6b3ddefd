notice(assert_type(RichData, {a => Object}))
