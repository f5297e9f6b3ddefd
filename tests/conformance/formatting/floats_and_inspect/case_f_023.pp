notice({"k\n" => ["\u007f"]})
