assert_type(Data, {a => [1, /x/]})
