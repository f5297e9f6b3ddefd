notice({"k\t" => "v\u0001"})
