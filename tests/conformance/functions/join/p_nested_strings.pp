notice(join([["a", "b"], "c"], "-"))
notice(join([{ "k" => "v" }], "-"))
notice(join([undef, undef], "-"))
